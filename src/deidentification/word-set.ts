/** The words of a lexicon written as a block of text: split on any whitespace, so lines can wrap freely. */
export function wordSet(block: string): Set<string> {
  return new Set(block.split(/\s+/).filter(Boolean));
}

/**
 * A yes/no scan over a pattern's top-level alternatives, one at a time. Whether a pattern matches anywhere is
 * whether one of its alternatives does; but the regex engine tests a long alternation at every position when
 * its alternatives begin with different things (a word boundary, a class, a literal), while each alternative
 * alone gets a quick first-character check: SHAPE_ONCE of number-words.ts took about 30 µs on a 500-character
 * note as one pattern and about 5 µs as five. Only for patterns without backreferences, whose group numbers
 * would shift, and without the g and y flags, whose lastIndex would carry over.
 */

/** The source split at its top-level `|`, outside groups, classes and escapes. */
export function topLevelAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

/** `text => pattern.test(text)`, answered alternative by alternative. */
export function anyAlternative(pattern: RegExp): (text: string) => boolean {
  if (pattern.global || pattern.sticky || /\\[1-9]|\\k<|\(\?</.test(pattern.source.replace(/\(\?<[=!]/g, '')))
    throw new TypeError(
      `anyAlternative needs a pattern without g, y or backreferences: ${pattern.source.slice(0, 40)}`,
    );
  const alternatives = topLevelAlternatives(pattern.source).map((source) => new RegExp(source, pattern.flags));
  return (text) => {
    for (const alternative of alternatives) if (alternative.test(text)) return true;
    return false;
  };
}

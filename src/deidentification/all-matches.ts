/**
 * Every match of a global pattern in the text, the same list `[...allMatches(pattern, text)]` gives when the
 * pattern's lastIndex is 0 (as every pattern here keeps it). `matchAll` first copies the pattern through its
 * constructor; for the large alternations of the word and phrase lists that copy alone took about 3 µs per
 * call, more than the search over a short note, and a note runs through dozens of patterns. Here the
 * pattern's own `exec` walks the text, and its lastIndex is put back to 0 afterwards.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`allMatches needs a global pattern: ${pattern.source.slice(0, 40)}`);
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  try {
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      found.push(match);
      // An empty match leaves lastIndex where it was: step over one character (a whole pair in unicode mode).
      if (match[0] === '')
        pattern.lastIndex = nextIndex(text, pattern.lastIndex, pattern.unicode || pattern.unicodeSets);
    }
  } finally {
    pattern.lastIndex = 0;
  }
  return found;
}

/** ECMAScript's AdvanceStringIndex. */
function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  return first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}

/**
 * Where the spaced-punctuation and spaced-address patterns of rejoin.ts can begin, read from a few characters
 * around a space. Both patterns begin at a space (among other characters) and open with lookbehinds, so
 * anchoredMatches tried the whole pattern at every space of a note, about 80 a note. Each test here is true
 * wherever the pattern can match (matches-at.unit.spec.ts holds each pattern to the scan over every position);
 * a character outside ASCII, which the patterns' Unicode classes or case folding might take in ("ſ" is an "s"
 * under the `i` and `u` flags), makes a test answer true.
 */

/** The code unit after the run of spaces starting at `at` (NaN at the end of the text). */
function afterSpaces(text: string, at: number): number {
  let k = at;
  while (text.charCodeAt(k) === 0x20) k++;
  return text.charCodeAt(k);
}

/**
 * SPACED_PUNCTUATION: a space opens a match only before "@", ".", "-", "/", ":" or ")" past its spaces, or right
 * after "(" (" 5 )"); "+" and "@" are tried as they are.
 */
export function spacedPunctuationMayStart(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 0x20 || text.charCodeAt(at - 1) === 0x28) return true;
  const c = afterSpaces(text, at);
  return c === 0x40 || c === 0x2e || c === 0x2d || c === 0x2f || c === 0x3a || c === 0x29;
}

/** SPACED_INITIAL_DOT: spaces, then the dot. */
export const spacedInitialDotMayStart = (text: string, at: number): boolean => afterSpaces(text, at) === 0x2e;

/**
 * Whether the code units from `from` on spell `word` (lower-case ASCII letters) in either case, read without
 * slicing the text (these tests run at every space); a code unit outside ASCII there answers true.
 */
function maySpell(text: string, from: number, word: string): boolean {
  if (from < 0 || from + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    const c = text.charCodeAt(from + k);
    if (c >= 0x80) return true;
    if ((c | 0x20) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** `maySpell` of a word ending at `end`. */
const mayEndWith = (text: string, end: number, word: string): boolean => maySpell(text, end - word.length, word);

/** "http", "https" or "www" ends at `end`. */
const mayEndWithSchemeOrWww = (text: string, end: number): boolean =>
  mayEndWith(text, end, 'www') || mayEndWith(text, end, 'http') || mayEndWith(text, end, 'https');

const isAsciiWordPart = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x2d;

/**
 * SPACED_ADDRESS, one space: right after "http", "https" or "www"; right before "com", "org" or "net"; or after a
 * run of letters, digits and hyphens that follows "@", "www.", "www " or "http(s) " (its lookbehinds).
 */
export function spacedAddressMayStart(text: string, at: number): boolean {
  if (mayEndWithSchemeOrWww(text, at)) return true;
  if (maySpell(text, at + 1, 'com') || maySpell(text, at + 1, 'org') || maySpell(text, at + 1, 'net')) return true;
  // Up to three labels of a domain set apart by single spaces ("@valeview nhs uk", "https meet larkfield co uk").
  let end = at;
  for (let label = 0; label < 3; label++) {
    let start = end;
    for (; start > 0; start--) {
      const c = text.charCodeAt(start - 1);
      if (c >= 0x80) return true;
      if (!isAsciiWordPart(c)) break;
    }
    if (start === end) return false;
    const mark = text.charCodeAt(start - 1);
    if (mark === 0x40) return true;
    if (mark === 0x2e) return mayEndWith(text, start - 1, 'www');
    if (mark !== 0x20) return false;
    if (mayEndWithSchemeOrWww(text, start - 1) || text.charCodeAt(start - 2) === 0x40) return true;
    end = start - 1;
  }
  return false;
}

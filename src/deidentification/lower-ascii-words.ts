/**
 * A cheap gate for patterns whose every useful match holds a listed word as a whole run of lower-case letters
 * (`(?<!\p{L})\p{Ll}+` before a space, say, kept only when the run is listed): when the listed words are all plain
 * lower-case ASCII, such a run is also a whole run of `a`–`z` (the letters around it are no lower-case letters, so
 * no ASCII ones either), and a note holding none of them cannot give such a match. Read with a loop over the
 * character codes: on a two-byte note a `u`-flag pattern pays a class test at every position, the loop does not.
 */

/** Whether every word is plain lower-case ASCII, which the gate below needs to be exact. */
export function allLowerAscii(words: Iterable<string>): boolean {
  for (const w of words) if (!/^[a-z]+$/.test(w)) return false;
  return true;
}

/** Whether some whole run of `a`–`z` in the text is a word of `listed` (all plain lower-case ASCII). */
export function holdsLowerAsciiWord(text: string, listed: ReadonlySet<string>, shortest = 1, longest = 64): boolean {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (c >= 0x61 && c <= 0x7a) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= shortest && i - start <= longest && listed.has(text.slice(start, i))) return true;
    start = -1;
  }
  return false;
}

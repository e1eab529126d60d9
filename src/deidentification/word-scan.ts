/**
 * The word tokens of tokens.ts found by a scan over the text instead of a regex `exec` per word: the same
 * spans as WORD (`/\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?:['’]s?)?/gu`), without a match array
 * and its substring per word (a note has about 80 words). Every part of WORD is greedy and nothing after
 * it can fail, so its match is the one a greedy scan finds; characters outside ASCII are asked of the
 * same classes, one code point at a time.
 */
import { codePointLength } from './matches-at';

const LETTER = /\p{L}/uy;
const LETTER_OR_MARK = /[\p{L}\p{M}]/uy;

const asciiLetter = (c: number): boolean => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isJoiner = (c: number): boolean => c === 0x27 || c === 0x2019 || c === 0x2d;

/** Length of the code point at `at` when `cls` holds it (an ASCII letter being both classes' answer), else 0. */
function classAt(cls: RegExp, text: string, at: number): number {
  if (at >= text.length) return 0;
  const c = text.charCodeAt(at);
  if (c < 0x80) return asciiLetter(c) ? 1 : 0;
  cls.lastIndex = at;
  return cls.test(text) ? cls.lastIndex - at : 0;
}

/** End of the letters and marks from `at` on. */
function lettersEnd(text: string, at: number): number {
  let k = at;
  for (let width = classAt(LETTER_OR_MARK, text, k); width > 0; width = classAt(LETTER_OR_MARK, text, k)) k += width;
  return k;
}

/** The next word at or after `from`: `span` gets its start and end; false when there is none. */
export function nextWord(text: string, from: number, span: { start: number; end: number }): boolean {
  let at = from;
  let first = 0;
  while (at < text.length && (first = classAt(LETTER, text, at)) === 0) at += codePointLength(text, at);
  if (at >= text.length) return false;
  let end = lettersEnd(text, at + first);
  for (;;) {
    if (end >= text.length || !isJoiner(text.charCodeAt(end))) break;
    const next = classAt(LETTER, text, end + 1);
    if (next === 0) break;
    end = lettersEnd(text, end + 1 + next);
  }
  const c = text.charCodeAt(end);
  if (c === 0x27 || c === 0x2019) end += text.charCodeAt(end + 1) === 0x73 ? 2 : 1;
  span.start = at;
  span.end = end;
  return true;
}

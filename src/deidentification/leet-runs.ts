/**
 * Where a word with digits read as letters can begin. The pattern that finds such words (LEETISH in
 * normalize.ts) opens with a lookbehind and two lookaheads, so the regex engine tries all of it at every
 * position: about 80 µs on a 500-character note, on nine notes in ten (any dose or date passes the cheap
 * scan before it). Its matches are whole runs of letters and ASCII digits, starting where a run starts, and
 * need a letter and one of 0 1 3 4 5 7 inside the run: one pass over the text finds those runs, and the
 * pattern is then tried at their starts alone.
 */
import { allMatches } from './all-matches';
import { codePointLength, guardedByFirst } from './matches-at';

const LETTER_AT = /\p{L}/uy;

/** Length of the letter or ASCII digit starting at `at` (2 for a letter outside the BMP), 0 if none. */
function runCharAt(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ? 1 : 0;
  LETTER_AT.lastIndex = at;
  return LETTER_AT.test(text) ? LETTER_AT.lastIndex - at : 0;
}

const isLeetDigit = (c: number): boolean =>
  c === 0x30 || c === 0x31 || c === 0x33 || c === 0x34 || c === 0x35 || c === 0x37;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** Start offsets of the maximal runs of [\p{L}0-9] holding a letter and one of the digits 0 1 3 4 5 7. */
export function leetRunStarts(text: string): number[] {
  const starts: number[] = [];
  let at = 0;
  while (at < text.length) {
    let width = runCharAt(text, at);
    if (width === 0) {
      at += codePointLength(text, at);
      continue;
    }
    const start = at;
    let letter = false;
    let leet = false;
    while (width > 0) {
      const c = text.charCodeAt(at);
      if (isDigit(c)) leet ||= isLeetDigit(c);
      else letter = true;
      at += width;
      width = at < text.length ? runCharAt(text, at) : 0;
    }
    if (letter && leet) starts.push(start);
  }
  return starts;
}

/** A look-alike digit next to a letter: every word digits are read in has one. */
export const LEET_DIGIT_NEXT_TO_LETTER = /[013457]\p{L}|\p{L}[013457]/u;

/** Whether the code point starting at `at` is a letter (\p{L}). */
function letterAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 0x80) return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
  LETTER_AT.lastIndex = at;
  return LETTER_AT.test(text);
}

/** Whether the code point ending just before `end` is a letter (a surrogate pair read whole). */
function letterBefore(text: string, end: number): boolean {
  if (end <= 0) return false;
  const low = text.charCodeAt(end - 1);
  const paired = low >= 0xdc00 && low <= 0xdfff && end >= 2 && (text.charCodeAt(end - 2) & 0xfc00) === 0xd800;
  return letterAt(text, paired ? end - 2 : end - 1);
}

/**
 * LEET_DIGIT_NEXT_TO_LETTER.test(text), from the digits: the pattern opens with a letter class in one
 * alternative, so the regex engine tried it at every letter of the note.
 */
export function leetDigitNextToLetter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (!isLeetDigit(text.charCodeAt(i))) continue;
    if ((i + 1 < text.length && letterAt(text, i + 1)) || letterBefore(text, i)) return true;
  }
  return false;
}

/** Four or more groups of one to four hexadecimal digits split by a space, dot or colon: an IPv6 address. */
export const HEX_GROUPS_UNGUARDED = /(?<![\p{L}\p{N}])[0-9a-f]{1,4}(?:[ .:][0-9a-f]{1,4}){3,}(?![\p{L}\p{N}])/giu;
/** Tried only at a hexadecimal digit (guardedByFirst: its lookbehind hid the first character). */
export const HEX_GROUPS = guardedByFirst(HEX_GROUPS_UNGUARDED, '0-9a-f');

/**
 * Whether the word at [at, at + length) is a group of an IPv6 address written with spaces or dots for its
 * colons ("2a00 23c7 4aa5 ..."): its digits are hexadecimal, not letters in disguise ("4aa5" is not "aaas").
 */
export function inHexGroups(text: string, at: number, length: number): boolean {
  const from = Math.max(0, at - 40);
  const window = text.slice(from, at + length + 40);
  for (const m of allMatches(HEX_GROUPS, window)) {
    const start = from + (m.index ?? 0);
    if (start <= at && at + length <= start + m[0].length) return true;
  }
  return false;
}

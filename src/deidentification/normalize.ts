/**
 * One normalization step in front of every detector, so that disguised text
 * reads like plain text: Unicode NFKC (full-width digits and letters, ligatures),
 * format and bidi control characters removed (a zero-width space inside an SSN),
 * letters spaced or dotted apart collapsed ("M a r i a", "M.a.r.i.a"), and digits
 * standing for letters inside words read as letters ("M4ria G0nzalez").
 * `origin[i]` is the offset in the original text of normalized character i, so
 * hits found in the normalized text still point into what the client sent.
 */
import { hasNonAscii } from './ascii';
import { allMatches } from './all-matches';

export interface NormalizedText {
  text: string;
  /** Original offset of each normalized character, plus one final entry for the end (empty when unchanged). */
  origin: number[];
  /** False when normalization changed nothing (the common case: detect once). */
  changed: boolean;
}

/** Bidi embeddings, overrides, isolates and marks (LRM, RLM, ALM): they reorder what a reader sees. */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const FORMAT = /^\p{Cf}$/u;
/** Three or more single letters, separated by one and the same space, dot, hyphen or underscore. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}([ ._-])\p{L}(?![\p{L}\p{N}])(?:\1\p{L}(?![\p{L}\p{N}])){1,}/gu;
/** A word mixing letters and look-alike digits, at least two letters. */
const LEETISH = /(?<![\p{L}\p{N}])(?=[\p{L}0-9]*\p{L}[\p{L}0-9]*\p{L})(?=[\p{L}0-9]*[013457])[\p{L}0-9]{3,}/gu;
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

function nfkcMapped(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    if (!FORMAT.test(ch)) {
      const n = ch.normalize('NFKC');
      out += n;
      for (let k = 0; k < n.length; k++) origin.push(i);
    }
    i += ch.length;
  }
  origin.push(text.length);
  return { text: out, origin };
}

/** Replaces ranges of `text`, keeping `origin` aligned: each replacement maps onto its range's first char. */
function rewrite(
  text: string,
  origin: number[],
  re: RegExp,
  replace: (match: string) => string | undefined,
  stride: number,
): { text: string; origin: number[] } {
  let out = '';
  const map: number[] = [];
  let last = 0;
  for (const m of allMatches(re, text)) {
    const start = m.index ?? 0;
    const next = replace(m[0]);
    if (next === undefined) continue;
    out += text.slice(last, start);
    for (let k = last; k < start; k++) map.push(origin[k]);
    // Replacement char k stands for source char k * stride of the match (every letter of "M a r i a").
    for (let k = 0; k < next.length; k++) map.push(origin[start + Math.min(k * stride, m[0].length - 1)]);
    out += next;
    last = start + m[0].length;
  }
  out += text.slice(last);
  for (let k = last; k < text.length; k++) map.push(origin[k]);
  map.push(origin[text.length]);
  return { text: out, origin: map };
}

/** Collapses "M a r i a" and "M.a.r.i.a" (one separator between letters, so letter k sits at 2k). */
function collapseSpacing(match: string): string | undefined {
  return match.replace(/[ ._-]/g, '');
}

/**
 * Reads digits as letters in a word that is mostly letters ("G0nzalez", "M4ria"),
 * never in lab names like "B12", "T4" or "HbA1c", which have fewer letters than three
 * around a digit or end in a digit run.
 */
function readDigitsAsLetters(match: string): string | undefined {
  const letters = match.replace(/[0-9]/g, '').length;
  const digits = match.length - letters;
  if (letters < 3 || digits > letters / 2 || /[0-9]{2}/.test(match) || /[0-9]$/.test(match)) return undefined;
  if (/[2689]/.test(match)) return undefined;
  const upper = match === match.toUpperCase();
  return match.replace(/[013457]/g, (d) => (upper ? LEET[d].toUpperCase() : LEET[d]));
}

const SPACED_LETTERS_ANY = new RegExp(SPACED_LETTERS.source, 'u');
/** A look-alike digit followed by a letter: every word digits are read in has one (it cannot end in a digit). */
const LEET_DIGIT_BEFORE_LETTER = /[013457]\p{L}/u;

/** True when some character is a format character or is not its own NFKC form (char by char, as nfkcMapped). */
function nfkcWouldChange(text: string): boolean {
  if (!hasNonAscii(text)) return false;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) continue;
    if (FORMAT.test(ch) || ch.normalize('NFKC') !== ch) return true;
  }
  return false;
}

/** True when some word would have digits read as letters (readDigitsAsLetters accepts a LEETISH match). */
function digitsWouldBeRead(text: string): boolean {
  if (!LEET_DIGIT_BEFORE_LETTER.test(text)) return false;
  for (const m of allMatches(LEETISH, text)) if (readDigitsAsLetters(m[0]) !== undefined) return true;
  return false;
}

/**
 * Whether normalization would change the text at all. Most notes are plain prose: nothing to rewrite and
 * no offset map to build. Each test is the exact condition under which its step rewrites something, so
 * the answer is the same as running every step and comparing (see normalizeFully).
 */
function wouldChange(text: string): boolean {
  return nfkcWouldChange(text) || SPACED_LETTERS_ANY.test(text) || digitsWouldBeRead(text);
}

/** Every step, with the offset map, whether or not anything changes. */
export function normalizeFully(original: string): NormalizedText {
  let step = nfkcMapped(original);
  step = rewrite(step.text, step.origin, SPACED_LETTERS, collapseSpacing, 2);
  step = rewrite(step.text, step.origin, LEETISH, readDigitsAsLetters, 1);
  return { ...step, changed: step.text !== original };
}

export function normalizeForDetection(original: string): NormalizedText {
  if (!wouldChange(original)) return { text: original, origin: [], changed: false };
  return normalizeFully(original);
}

/** Maps a [start, end) span of the normalized text back onto the original text. */
export function originalSpan(n: NormalizedText, start: number, end: number): [number, number] {
  if (!n.changed) return [start, end];
  const from = n.origin[start];
  const to = end > start ? n.origin[end - 1] + 1 : from;
  return [from, Math.max(to, from)];
}

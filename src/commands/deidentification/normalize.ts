/**
 * One normalization step in front of every detector, so that disguised text
 * reads like plain text: Unicode NFKC (full-width digits and letters, ligatures),
 * format and bidi control characters removed (a zero-width space inside an SSN),
 * letters spaced or dotted apart collapsed ("M a r i a", "M.a.r.i.a"), and digits
 * standing for letters inside words read as letters ("M4ria G0nzalez").
 * `origin[i]` is the offset in the original text of normalized character i, so
 * hits found in the normalized text still point into what the client sent.
 */
export interface NormalizedText {
  text: string;
  /** Original offset of each normalized character, plus one final entry for the end (empty when unchanged). */
  origin: number[];
  /** False when normalization changed nothing (the common case: detect once). */
  changed: boolean;
}

/** Bidi embeddings, overrides and isolates: they reorder what a reader sees. */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
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
  for (const m of text.matchAll(re)) {
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

/** Non-ASCII or control characters: the only text NFKC and format removal can change. */
const NOT_PLAIN_ASCII = /[^\x20-\x7E\n\r\t]/;
const SPACED_LETTERS_ANY = new RegExp(SPACED_LETTERS.source, 'u');
const LEETISH_ANY = new RegExp(LEETISH.source, 'u');

export function normalizeForDetection(original: string): NormalizedText {
  // Most notes are plain ASCII prose: nothing to rewrite, no offset map to build.
  if (!NOT_PLAIN_ASCII.test(original) && !SPACED_LETTERS_ANY.test(original) && !LEETISH_ANY.test(original)) {
    return { text: original, origin: [], changed: false };
  }
  let step = nfkcMapped(original);
  step = rewrite(step.text, step.origin, SPACED_LETTERS, collapseSpacing, 2);
  step = rewrite(step.text, step.origin, LEETISH, readDigitsAsLetters, 1);
  return { ...step, changed: step.text !== original };
}

/** Maps a [start, end) span of the normalized text back onto the original text. */
export function originalSpan(n: NormalizedText, start: number, end: number): [number, number] {
  if (!n.changed) return [start, end];
  const from = n.origin[start];
  const to = end > start ? n.origin[end - 1] + 1 : from;
  return [from, Math.max(to, from)];
}

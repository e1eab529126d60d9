/**
 * Day-level dates in shapes dates.ts leaves alone (issue 49, seventh round):
 * - numbers with an unusual separator, the same one twice and a four-digit year ("2024_03_18", "19|03|2024",
 *   "14·03·2025"), as forms, file names and OCR write them;
 * - a month in Roman numerals between a day and a year ("12.VIII.2024", "03-X-1966"), as European forms do;
 * - a day and month with a dot right after a strong date cue ("LMP 3.14", "DOB: 12.4");
 * - day, month and two-digit year with spaces for separators, either order, after a date cue ("Seen 13 11 26",
 *   "VISIT DATE: 07 20 83", a dictation stamp "D:07 20 83") or before a time ("[03 11 26, 08:12]"), which
 *   dates.ts reads only month first after fewer cues.
 * The year or the cue is what makes each a date: "IIb", "3.14 mg" and "stage IV" stay; so do lab series
 * ("Hb 12 11 10"), which have neither.
 */
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import { allMatches } from './all-matches';

const SEPARATORS = String.raw`[_|·•\\~]`;
const DAY_OR_MONTH = String.raw`(\d{1,2})`;
const ODD_NUMERIC = new RegExp(
  String.raw`(?<!\d)${DAY_OR_MONTH}[^\S\n]?(${SEPARATORS})[^\S\n]?${DAY_OR_MONTH}[^\S\n]?\2[^\S\n]?` +
    String.raw`((?:19|20)\d{2})(?!\d)`,
  'g',
);
const ODD_ISO = new RegExp(
  String.raw`(?<!\d)(?:19|20)\d{2}[^\S\n]?(${SEPARATORS})[^\S\n]?(\d{1,2})[^\S\n]?\1[^\S\n]?(\d{1,2})` +
    String.raw`(?!\d)`,
  'g',
);
const ROMAN_MONTH = String.raw`(?:XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)`;
const ROMAN_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:0?[1-9]|[12]\d|3[01])[^\S\n]?([-./])[^\S\n]?${ROMAN_MONTH}[^\S\n]?\1[^\S\n]?` +
    String.raw`(?:(?:19|20)\d{2}|\d{2})(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * "12 VIII 2024", "17 iv 1969": spaces for separators, the numeral in capitals or of two letters or more ("2 x
 * 10" is a count).
 */
const SPACED_ROMAN_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:0?[1-9]|[12]\d|3[01])[^\S\n](?:${ROMAN_MONTH}|xii|xi|ix|viii|vii|vi|iv|iii|ii)` +
    String.raw`[^\S\n](?:19|20)\d{2}(?![\p{L}\p{N}]|[^\S\n]*(?:mg|mcg|ml|units?|iu)\b)`,
  'gu',
);
const CUED_DOTTED = new RegExp(
  String.raw`\b(?:dob|d\.o\.b\.?|born|lmp|dated|admitted|discharged)[^\S\n]*(?::[^\S\n]*)?` +
    String.raw`((?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|[12]\d|3[01]))` +
    String.raw`(?![\d.]|[^\S\n]*(?:%|mg|mcg|kg|ml|mm|cm|iu|units?)\b)`,
  'dgi',
);
/** Verbs of an amount, whose numbers are a series of values ("increased 10 20 30", "scored 12 10 14"). */
const AMOUNT_VERB =
  String.raw`(?:(?:in|de)creas|reduc|rais|lower|titrat|measur|scor|rat|grad|rang|weigh|count|total|averag|` +
  String.raw`dropp|improv|worsen|chang|adjust|doubl|halv|split|divid)ed\b`;
/**
 * Words that date what follows, and the D: and T: stamps of dictated letters: an act done ("injected",
 * "compounded", "sampled", "booked for"), a specimen's "coll" (collected) stamp, and the words of a date ahead
 * ("next review 03 12 26", "appt", "expiry").
 */
const DATE_CUE =
  String.raw`(?:\b(?:on|seen|since|dob|born|lmp|visit|date|doa|dod|dos|taken|coll|` +
  String.raw`review|appt|appointment|expiry|` +
  String.raw`(?!${AMOUNT_VERB})\p{L}{3,}ed(?:[^\S\n]+(?:on|for))?)` +
  String.raw`\b(?:[^\S\n]*:)?|\b[DT]:)`;
/** A unit or a count after three numbers makes them values ("review 10 20 30 times", "seen 12 10 8 mg"). */
const VALUES_UNIT = String.raw`[^\S\n]+(?:mg|mcg|kg|ml|mm|cm|iu|units?|times|x)\b`;
const SPACED_SHORT_YEAR = String.raw`(\d{1,2}) (\d{1,2}) \d{2}`;
export const CUED_SPACED_SHORT_YEAR = new RegExp(
  String.raw`${DATE_CUE}[^\S\n]*(${SPACED_SHORT_YEAR})` +
    String.raw`(?![\p{L}\p{N}]|[^\S\n]?\d(?!\d?:[0-5]\d)|[.,/:]\d|${VALUES_UNIT})`,
  'dgiu',
);
/** "sampled 16 iii 26": a Roman month between spaces, a two-digit year, after a date word. */
export const CUED_SPACED_ROMAN_SHORT_YEAR = new RegExp(
  String.raw`${DATE_CUE}[^\S\n]*((?:0?[1-9]|[12]\d|3[01]) ([ivx]{1,4}) \d{2})(?![\p{L}\p{N}]|[^\S\n]?\d|[.,/:]\d)`,
  'dgiu',
);
/** A date with a slash, dot or hyphen ("16/11/26"): one end of a range whose other end has spaces. */
const separatedDate = (group: number): string =>
  String.raw`\d{1,2}([/.-])\d{1,2}` + `\\${group}` + String.raw`(?:\d{2}|(?:19|20)\d{2})`;
/** "02 11 26 – 16/11/26", "16/11/26 to 02 12 26": a range's ends are dates alike. */
const RANGED_SPACED_SHORT_YEAR = new RegExp(
  String.raw`(?<![\p{N}.,:/-][^\S\n]?|[\p{L}\p{N}.,:/-])(${SPACED_SHORT_YEAR})[^\S\n]*(?:[-–—]|to)[^\S\n]*` +
    String.raw`${separatedDate(4)}(?!\p{N}|[/.-]\p{N})|(?<![\p{N}/.-])${separatedDate(5)}` +
    String.raw`[^\S\n]*(?:[-–—]|to)[^\S\n]*((\d{1,2}) (\d{1,2}) \d{2})(?![\p{L}\p{N}]|[^\S\n]?\d|[.,/:]\d)`,
  'dgiu',
);
const TIMED_SPACED_SHORT_YEAR = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,:/-][^\S\n]?|[\p{L}\p{N}.,:/-])(${SPACED_SHORT_YEAR}),?[^\S\n]+[0-2]?\d:[0-5]\d(?!\d)`,
  'dgu',
);

/** What each shape needs somewhere in the text: cheap scans, most notes have none of them. */
const ODD_SEPARATOR_AFTER_DIGIT = /\d[^\S\n]?[_|·•\\~]/;
const ROMAN_AFTER_DIGIT = /\d[^\S\n]?[-./ ][^\S\n]?[IVXivx]/;
const DIGIT_DOT_DIGIT = /\d\.\d/;
const SPACED_DIGITS = /\d \d{1,2} \d\d/;
const SPACED_ROMAN = /\d [IVXivx]{1,4} \d\d/;
const ROMAN_VALUES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

function plausible(a: number, b: number): boolean {
  return (a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31);
}

export function findOddSeparatorDates(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  const add = (start: number, end: number): void => {
    hits.push(hit('date', start, end, WARNINGS.date));
  };
  const odd = ODD_SEPARATOR_AFTER_DIGIT.test(text);
  for (const m of odd ? allMatches(ODD_NUMERIC, text) : [])
    if (plausible(Number(m[1]), Number(m[3]))) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of odd ? allMatches(ODD_ISO, text) : [])
    if (Number(m[2]) <= 12 && Number(m[3]) <= 31 && Number(m[2]) >= 1 && Number(m[3]) >= 1)
      add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (ROMAN_AFTER_DIGIT.test(text)) {
    for (const m of allMatches(SPACED_ROMAN_DATE, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
    for (const m of allMatches(ROMAN_DATE, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of DIGIT_DOT_DIGIT.test(text) ? allMatches(CUED_DOTTED, text) : []) {
    const span = m.indices?.[1];
    if (!span) continue;
    const [a, b] = m[1].split('.').map(Number);
    if (plausible(a, b)) add(span[0], span[1]);
  }
  if (SPACED_DIGITS.test(text))
    for (const m of [...allMatches(CUED_SPACED_SHORT_YEAR, text), ...allMatches(TIMED_SPACED_SHORT_YEAR, text)]) {
      const span = m.indices?.[1];
      if (span && plausible(Number(m[2]), Number(m[3]))) add(span[0], span[1]);
    }
  if (SPACED_DIGITS.test(text))
    for (const m of allMatches(RANGED_SPACED_SHORT_YEAR, text)) {
      const [span, a, b] = m[1] ? [m.indices?.[1], m[2], m[3]] : [m.indices?.[6], m[7], m[8]];
      if (span && plausible(Number(a), Number(b))) add(span[0], span[1]);
    }
  if (SPACED_ROMAN.test(text))
    for (const m of allMatches(CUED_SPACED_ROMAN_SHORT_YEAR, text)) {
      const span = m.indices?.[1];
      const month = ROMAN_VALUES.indexOf(m[2].toUpperCase()) + 1;
      // A lone "x" or "v" in lower case is a times sign or a version ("2 x 10"); two letters or a capital are a month.
      if (span && month > 0 && (m[2].length > 1 || m[2] === m[2].toUpperCase())) add(span[0], span[1]);
    }
  return hits;
}

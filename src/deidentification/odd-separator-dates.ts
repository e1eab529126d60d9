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
  String.raw`\b(?:dob|d\.o\.b\.?|born|lmp|dated|admitted|discharged)[^\S\n]*:?[^\S\n]*` +
    String.raw`((?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|[12]\d|3[01]))` +
    String.raw`(?![\d.]|[^\S\n]*(?:%|mg|mcg|kg|ml|mm|cm|iu|units?)\b)`,
  'dgi',
);
/** Words that date what follows, and the D: and T: stamps of dictated letters. */
const DATE_CUE =
  String.raw`(?:\b(?:on|seen|dated|since|dob|born|lmp|admitted|discharged|visit|date|doa|dod|dos|taken|collected|` +
  String.raw`received|reported|vetted|reviewed|booked|signed)\b[^\S\n]*:?|\b[DT]:)`;
const SPACED_SHORT_YEAR = String.raw`(\d{1,2}) (\d{1,2}) \d{2}`;
const CUED_SPACED_SHORT_YEAR = new RegExp(
  String.raw`${DATE_CUE}[^\S\n]*(${SPACED_SHORT_YEAR})(?![\p{L}\p{N}]|[^\S\n]?\d|[.,/:]\d)`,
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
  return hits;
}

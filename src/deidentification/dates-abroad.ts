/**
 * Dates as other languages and services write them (issue 49, fifteenth round, tuned on the headwaters set, by
 * class):
 * - a day before a French or German month name, every month of each language, with or without the year ("le 1er
 *   octobre", "3 février 2026", "12. März", "1. Jänner 2027");
 * - the military and aviation form, day, three-letter month and year run together ("07NOV2026", "3Feb26"), in lower
 *   case with a two-digit year only before a clock time ("12feb27 14:05");
 * - a German day and month with its closing dot and no year, before the word or dash that closes a span ("from
 *   24.11. to 04.12.2026", "vom 3.4. bis");
 * - a day and a Roman-numeral month with no year after a word that dates ("cancelled for 12.xii", "seen on 3/IV"),
 *   where "section 3.ii" is a heading.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const FRENCH_MONTHS =
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const GERMAN_MONTHS =
  'Januar|Jänner|Jaenner|Februar|Feber|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const FRENCH_DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:le[^\S\n]+)?(?:1er|premier|${DAY})[^\S\n]+(?:${FRENCH_MONTHS})` +
    String.raw`(?:[^\S\n]+\d{4})?(?![\p{L}])`,
  'giu',
);
const GERMAN_DATE = new RegExp(
  String.raw`(?<![\p{L}\d.])${DAY}\.[^\S\n]*(?:${GERMAN_MONTHS})(?:[^\S\n]+\d{4})?(?![\p{L}])`,
  'gu',
);
// In lower case (Stata's %td, a SAS DATE9 lowered) only with a year of four digits: "3mar26" may be a code.
const RUN_TOGETHER =
  /(?<![\p{L}\d])(?:0?[1-9]|[12]\d|3[01])(?:(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?:\d{4}|\d{2})|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:19|20)\d{2})(?![\p{L}\d])/gu;
/**
 * With a clock time after it, a run-together date in lower case is a timestamp of a log or a signal even with a
 * two-digit year ("12feb27 14:05", "3mar27 0815z"), as the upper-case form is.
 */
const RUN_TOGETHER_TIMED =
  /(?<![\p{L}\d])(?:0?[1-9]|[12]\d|3[01])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\d{2}(?=[^\S\n]+(?:[01]\d|2[0-3])(?::[0-5]\d|[0-5]\dz\b))/gu;
const OPEN_DAY_MONTH = new RegExp(
  String.raw`(?<![\d.])${DAY}\.(?:0?[1-9]|1[0-2])\.(?=[^\S\n]*(?:to|till|until|bis|and|und|-|–)[^\S\n])`,
  'g',
);
const ROMAN_MONTHS = 'xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i|XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I';
const ROMAN_NO_YEAR = new RegExp(
  String.raw`\b(?:on|for|from|until|till|by|to|dated|seen|due|booked|date)[^\S\n]+(${DAY}[./](?:${ROMAN_MONTHS}))` +
    String.raw`(?![\p{L}\d]|[./-]\d)`,
  'gu',
);
const MAY_FOREIGN_MONTH = new RegExp(String.raw`${FRENCH_MONTHS}|${GERMAN_MONTHS}`, 'i');

export function findDatesAbroad(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  const add = (start: number, end: number): void => {
    hits.push(hit('date', start, end, WARNINGS.date));
  };
  if (MAY_FOREIGN_MONTH.test(text))
    for (const re of [FRENCH_DATE, GERMAN_DATE])
      for (const m of allMatches(re, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of allMatches(RUN_TOGETHER, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of allMatches(RUN_TOGETHER_TIMED, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (/\d\.\d{1,2}\./.test(text))
    for (const m of allMatches(OPEN_DAY_MONTH, text)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  if (/\d[./][ivxIVX]/.test(text))
    for (const m of allMatches(ROMAN_NO_YEAR, text)) {
      const start = (m.index ?? 0) + m[0].length - m[1].length;
      add(start, start + m[1].length);
    }
  return hits;
}

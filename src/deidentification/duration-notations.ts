/**
 * Durations in the clinical fraction notation that a date reader takes for a day and month (issue 49, thirteenth
 * round, tuned on the hinterland set, by class): N/7, N/52 and N/12 are days, weeks and months, and read as such
 * - before "ago" ("LMP 14/12 ago", "fall 3/52 ago"): a date is never some time ago;
 * - after a word of quantity and before a word of sequence ("more than 6/12 after starting", "within 2/52 of
 *   surgery", "about 3/12 later");
 * - in brackets right after the same duration in words, in any language ("6 weeks (6/52)", "6 semanas (6/52)",
 *   "3 meses (3/12)");
 * - before "apart" ("2 doses 1/12 apart", "scans 6/52 apart"), or after a sequence word and before an ordinal ("second
 *   dose 2/12 after the first", "4/52 after the last"): dates are not apart, nor after the first (fourteenth round,
 *   tuned on the backwaters set);
 * - N/52 anywhere but after a word of birth ("Fit note | 4/52", "not for 2/52", "avoid for 6/52"): no month is
 *   numbered 52, and a year of 1952 written in two digits is a date of birth, which names itself as such ("DOB
 *   4/52", "born 3/52").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const FRACTION = String.raw`\d{1,2}/(?:7|52|12)`;
const BEFORE_AGO = new RegExp(String.raw`(?<![\d/])${FRACTION}(?=\s+ago\b)`, 'g');
const QUANTITY_AND_SEQUENCE = new RegExp(
  String.raw`\b(?:than|over|under|within|about|around|approx\.?|nearly|almost|some|~)\s*(${FRACTION})` +
    String.raw`(?=\s+(?:after|before|later|earlier|since|of|post)\b)`,
  'gi',
);
const BRACKETED_GLOSS = new RegExp(
  String.raw`\b\d{1,2}[^\S\n]*(?:days?|d[ií]as|weeks?|wks?|semanas?|months?|mths?|mos?|meses|mes)` +
    String.raw`[^\S\n]*\((${FRACTION})\)`,
  'gi',
);

const APART = new RegExp(String.raw`(?<![\d/])${FRACTION}(?=[^\S\n]+apart\b)`, 'g');
const AFTER_ORDINAL = new RegExp(
  String.raw`(?<![\d/])${FRACTION}(?=[^\S\n]+(?:after|before|from)[^\S\n]+(?:the[^\S\n]+)?` +
    String.raw`(?:first|second|third|last|previous|prior|initial|1st|2nd|3rd|primary|index)\b)`,
  'gi',
);
const WEEKS = /(?<![\d/.])\d{1,2}\/52(?![\d/])/g;
const BIRTH_BEFORE = /(?:\bDOB|\bd\.o\.b|\bborn|\bbirth|\bb\.)[^\n]{0,12}$/i;

export function durationNotationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!/\d\/(?:7|52|12)\b/.test(text)) return spans;
  for (const m of allMatches(BEFORE_AGO, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const re of [APART, AFTER_ORDINAL])
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (text.includes('/52'))
    for (const m of allMatches(WEEKS, text))
      if (!BIRTH_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 16), m.index)))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const re of [QUANTITY_AND_SEQUENCE, BRACKETED_GLOSS])
    for (const m of allMatches(re, text)) {
      const start = (m.index ?? 0) + m[0].lastIndexOf(m[1]);
      spans.push([start, start + m[1].length]);
    }
  return spans;
}

/**
 * Durations in the clinical fraction notation that a date reader takes for a day and month (issue 49, thirteenth
 * round, tuned on the hinterland set, by class): N/7, N/52 and N/12 are days, weeks and months, and read as such
 * - before "ago" ("LMP 14/12 ago", "fall 3/52 ago"): a date is never some time ago;
 * - after a word of quantity and before a word of sequence ("more than 6/12 after starting", "within 2/52 of
 *   surgery", "about 3/12 later");
 * - in brackets right after the same duration in words, in any language ("6 weeks (6/52)", "6 semanas (6/52)",
 *   "3 meses (3/12)").
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

export function durationNotationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!/\d\/(?:7|52|12)\b/.test(text)) return spans;
  for (const m of allMatches(BEFORE_AGO, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const re of [QUANTITY_AND_SEQUENCE, BRACKETED_GLOSS])
    for (const m of allMatches(re, text)) {
      const start = (m.index ?? 0) + m[0].lastIndexOf(m[1]);
      spans.push([start, start + m[1].length]);
    }
  return spans;
}

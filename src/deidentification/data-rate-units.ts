/**
 * Numbers written with a unit of data rate after them (issue 49, thirty-sixth round, tuned on the shingle set, by
 * class). Fax, modem and pager logs give line speeds as "14400 bps", "9600 baud", "56 kbit/s", "1200 Bd", and a
 * speed after a pager's verb ("per page at 14400 bps") was read as an extension to bleep. The units are the closed
 * class of data-rate units (IEC 80000-13 and ITU usage): bits per second with their SI prefixes, in symbols or as
 * "bit/s", baud and its symbol "Bd", and characters per second of teleprinters. Only directly after a number (one
 * space at most) is the word read as the unit; "page at 14400" with no unit keeps its hit.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const RATE = /(?<![\p{L}\d.,])\d{1,7}(?:[.,]\d{1,3})?[^\S\n]?(?:[kKMG]?(?:bps|bit\/s|baud|Bd)|cps)(?![\p{L}\d])/gu;
const MAY = /\d[^\S\n]?(?:[kKMG]?(?:bps|bit\/s|baud|Bd)|cps)/;

export function dataRateSpans(text: string): Span[] {
  if (!MAY.test(text)) return [];
  return allMatches(RATE, text).map((m) => [m.index, m.index + m[0].length] as const);
}

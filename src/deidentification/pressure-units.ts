/**
 * Pressures written with a unit of pressure after the number (issue 49, twenty-eighth round, tuned on the shallows
 * and mudflat sets, by class). Hyperbaric, diving and respiratory notes give pressures as "2.8 ATA", "2.4 ata",
 * "1 atm", "18 msw", "60 fsw", "30 psi", "101 kPa"; a unit in capitals that a name list also holds ("Ata") was read
 * as a name. The units are the closed class of pressure units in clinical and diving use: atmospheres absolute and
 * gauge (ATA, ATG, atm, atmA), bar and millibar, pascals with their prefixes, psi with its absolute and gauge forms,
 * metres and feet of sea water (msw, fsw), torr, mmHg and cmH2O. Only directly after a number (a decimal point or
 * comma allowed, one space at most) is the word read as the unit; "Ata Yilmaz" with no number before keeps its hit.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const UNIT = [
  'ATA|ATG|ata|atmA|ATM|atm|ATMs|atms',
  'bar|barg|bara|mbar|hPa|kPa|MPa|Pa',
  'psi|psia|psig|PSI|PSIA|PSIG',
  'msw|MSW|fsw|FSW|fswg',
  'torr|Torr|mmHg|cmH2O|cmH₂O',
].join('|');
const PRESSURE = new RegExp(String.raw`(?<![\p{L}\d.,])\d{1,4}(?:[.,]\d{1,3})?[^\S\n]?(${UNIT})(?![\p{L}\d])`, 'gu');
const MAY = /\d[^\S\n]?(?:AT|at|bar|mbar|[hkM]?Pa|psi|PSI|msw|MSW|fsw|FSW|[Tt]orr|mmHg|cmH)/;

export function pressureUnitSpans(text: string): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(PRESSURE, text)) {
    const end = m.index + m[0].length;
    spans.push([end - m[1].length, end]);
  }
  return spans;
}

/**
 * Canadian postal codes (issue 49, thirty-fifth round, tuned on the tombolo set, by class of missed span): Canada
 * Post's forward sortation area and local delivery unit, "A9A 9A9", whose letters leave out D, F, I, O, Q and U (and W
 * and Z in the first place), so the letters cannot be read as digits. Written with the space between its halves the
 * shape is rare enough to read alone ("Montréal (H1T 2M4)", "Sudbury, ON P3E 2C6"); run together ("H1T2M4"), only
 * after a province's code or name or a postal label, as a code of six characters is often something else. The
 * normalised view may read its digits as letters ("3B4" as "EBA"), so it is read in the text as written too (index.ts).
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const FIRST = '[ABCEGHJ-NPRSTVXY]';
const LETTER = '[ABCEGHJ-NPRSTV-Z]';
const POSTAL = new RegExp(String.raw`(?<![\p{L}\d])${FIRST}\d${LETTER}([^\S\n]?)\d${LETTER}\d(?![\p{L}\d])`, 'gu');
const MAY_BE_POSTAL = new RegExp(String.raw`${FIRST}\d${LETTER}[^\S\n]?\d${LETTER}\d`);
/** A province's code or name, or a postal label, just before a code written without its space. */
const CUE_BEFORE =
  /(?:\b(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|PEI|YT|NT|NU|Ontario|Qu[ée]bec|Alberta|Manitoba|Saskatchewan|Nova[^\S\n]+Scotia|New[^\S\n]+Brunswick|Newfoundland|Yukon|Nunavut|postal[^\S\n]+code|code[^\S\n]+postal)|\bpostal)[^\S\n]*(?:[,:][^\S\n]*)?\(?$/i;

export function findCanadianPostalCodes(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_BE_POSTAL.test(text)) return hits;
  for (const m of allMatches(POSTAL, text)) {
    const start = m.index ?? 0;
    if (m[1] === '' && !CUE_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
    hits.push(hit('location', start, start + m[0].length, WARNINGS.location));
  }
  return hits;
}

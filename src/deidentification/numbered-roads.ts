/**
 * Roads known by a number rather than a name, in any case: "Route 9", "cvs on route 9", "Hwy 41", "State Road
 * 7A", "County Rd 12". A street address below the state, as a named street is; the head word alone is no cue.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const NUMBERED_ROAD =
  /(?<![\p{L}\p{N}-])(?:route|rte\.?|highway|hwy\.?|(?:state|county|farm|ranch|forest)[^\S\n]+(?:road|rd\.?|route|highway|hwy\.?)|interstate)[^\S\n]*(?:#[^\S\n]*)?\d{1,4}[a-z]?(?![\p{L}\p{N}]|[.,]\d)/giu;
/** The head words, before the pattern's walk over the text. */
const ROAD_WORD = /route|rte|highway|hwy|interstate|road|\brd\b/i;

export function findNumberedRoads(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text) || !ROAD_WORD.test(text)) return hits;
  for (const m of allMatches(NUMBERED_ROAD, text)) {
    const start = m.index ?? 0;
    hits.push(hit('location', start, start + m[0].length, WARNINGS.location));
  }
  return hits;
}

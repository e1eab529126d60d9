/**
 * Facilities named in lower case with everyday landscape words ("seen at parkland hospital", "from parkside
 * pharmacy", "PT at summit physical therapy", "maple grove assisted living"). Every word is in the dictionary, so
 * the unknown-word rule of lower-case-facilities.ts says nothing; the evidence here is the way places are named:
 * a landscape word ("orchard", "summit") or a compound of two ("harbour" + "side"), then at most two more words
 * and a facility head, standing where a place is named (after "at", "from", "to", a comma, a colon or a line
 * start). Clinical kinds of service are no landscape words ("fracture clinic", "outside hospital", "bedside lab"),
 * and a determiner before the phrase blocks it ("the riverside clinic" may be a description).
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { HAS_LOWER, adjacent, caseSaysNothing, type Token } from './tokens';
import { WARNINGS } from './warnings';
import { wordSet } from './word-set';

/** Landscape words places are named after; seasons and "field" ("field hospital") are left out on purpose. */
const LANDSCAPE = wordSet(`
  park summit ridge grange orchard vale valley grove maple oak oaks elm elms willow willows cedar cedars pine pines
  birch meadow meadows brook river lake harbour harbor bay hill hills heath moor glen dale forest mercy sunrise
  highland highlands hawthorn beech ash rose fern ivy laurel cliff shore coast haven`);
/** Second halves of a compound of landscape words ("riverside", "parkland", "lakeview", "oakwood"). */
const COMPOUND_TAIL = /^(.+?)(side|land|lands|view|field|fields|gate|way|wood|woods|dale|vale|mead|brook|crest)$/;
const HEADS = wordSet(`
  pharmacy hospital hospitals clinic lab labs laboratory surgery practice health hospice infirmary physiotherapy
  therapy living imaging centre center dept`);
/** Words after which a place is named; anything else before the landscape word (a determiner) blocks it. */
const CUE_WORDS = new Set(['at', 'from', 'to', 'in', 'via', 'with']);
/** Punctuation that opens a place's slot: a comma, colon, semicolon, dash, bracket or line break. */
const OPENING_GAP = /[,:;(\n\u2013\u2014-]/;
const MAX_WORDS_AFTER = 3;
/** Joining words end the name: "walks by the lake to clinic", "rose from 5 to 9 at clinic". */
const JOINERS = new Set(['and', 'or', 'to', 'the', 'a', 'an', 'of', 'for', 'in', 'at', 'on', 'with', 'by', 'from']);

const isLandscape = (lower: string): boolean => {
  if (LANDSCAPE.has(lower)) return true;
  const m = COMPOUND_TAIL.exec(lower);
  return m !== null && LANDSCAPE.has(m[1]);
};

export function findLowerCaseLandscapeFacilities(text: string, tokens: Token[]): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!HAS_LOWER.test(text)) return hits;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i];
    if (!caseSaysNothing(first) || first.dotted || first.possessive || !isLandscape(first.lower)) continue;
    if (!opensPlaceSlot(text, tokens, i)) continue;
    const end = headAfter(text, tokens, i);
    if (end < 0) continue;
    hits.push(hit('location', first.start, tokens[end].end, WARNINGS.location));
    i = end;
  }
  return hits;
}

function opensPlaceSlot(text: string, tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (!before) return true;
  if (OPENING_GAP.test(text.slice(before.endWithPossessive, tokens[i].start))) return true;
  return CUE_WORDS.has(before.lower) && adjacent(text, before, tokens[i]);
}

/** Index of the facility head closing the name, or -1: adjacent caseless words, no sentence end between. */
function headAfter(text: string, tokens: Token[], i: number): number {
  for (let k = i + 1; k <= Math.min(tokens.length - 1, i + MAX_WORDS_AFTER); k++) {
    const t = tokens[k];
    const prev = tokens[k - 1];
    if (!caseSaysNothing(t) || prev.dotted || !adjacent(text, prev, t)) return -1;
    if (HEADS.has(t.lower)) return k;
    if (JOINERS.has(t.lower)) return -1;
    if (t.possessive && t.lower !== 'women' && t.lower !== 'children') return -1;
  }
  return -1;
}

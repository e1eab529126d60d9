/**
 * Facilities named in lower case, where capitals say nothing ("seen at elmfield surgery", "fairhaven family
 * practice", "PT at brookvale physical therapy"): a word no dictionary, clinical list or name list knows, right
 * before a facility head ("hospital", "clinic", "surgery", "practice", "lab" ...), with at most one everyday word
 * between ("family", "medical"). Capitalised, the place rules read such names; here the unknown word is the
 * evidence, so "bariatric surgery" or "the sleep clinic" stay.
 */
import type { IdentifierHit } from './detector';
import { FACILITY_HEADS } from './location-words';
import { hit } from './hits';
import { unknownWordShape } from './lower-case-names';
import { isWordCompound } from './product-lexicons';
import { HAS_LOWER, adjacent, caseSaysNothing, type Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** A GP practice is a "surgery" in British use; only after an unknown word is it a place here. */
const HEADS = new Set([
  ...FACILITY_HEADS,
  'surgery',
  'practice',
  'physio',
  'physiotherapy',
  'dental',
  'unit',
  'service',
  'hall',
]);
/** Clinical word endings ("bariatric", "colposcopy"): terms the lists miss, not names of places. */
const CLINICAL_SHAPE =
  /(?:ic|al|ary|ous|ive|itis|osis|a?emia|pathy|ectomy|otomy|ology|plasty|scopy|graphy|gram|genic|oid|ine|ide|ate|ol|one|ism|ist)$/;

export function findLowerCaseFacilities(text: string, tokens: Token[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!HAS_LOWER.test(text)) return hits;
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens[i];
    // The head first: one set look-up rules out nearly every word of a note.
    if (!HEADS.has(head.lower) || head.text !== head.lower) continue;
    for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
      const t = tokens[k];
      if (!adjacent(text, t, tokens[k + 1]) || t.text !== t.lower || t.possessive) break;
      if (unknownName(t, words)) {
        hits.push(hit('location', t.start, head.end, WARNINGS.location));
        break;
      }
      // Only an everyday word may stand between the name and its head ("fairhaven family practice").
      if (words.isFunctionWord(t) || (!words.isAnyEnglishWord(t) && !words.isAllowed(t))) break;
    }
  }
  return hits;
}

function unknownName(t: Token, words: WordClasses): boolean {
  if (!caseSaysNothing(t) || !unknownWordShape(t.lower) || CLINICAL_SHAPE.test(t.lower)) return false;
  if (words.isFunctionWord(t) || words.isAllowed(t) || words.isTitle(t) || words.isRelation(t)) return false;
  // "day-case surgery", "walk-in clinic", "one-stop clinic": everyday words joined name a kind of service.
  return !words.isAnyEnglishWord(t) && !isWordCompound(t.lower, words);
}

/**
 * Facilities named in lower case, where capitals say nothing ("seen at elmfield surgery", "fairhaven family
 * practice", "PT at brookvale physical therapy"): a word no dictionary, clinical list or name list knows, right
 * before a facility head ("hospital", "clinic", "surgery", "practice", "lab" ...), with at most one everyday word
 * between ("family", "medical"). Capitalised, the place rules read such names; here the unknown word is the
 * evidence, so "bariatric surgery" or "the sleep clinic" stay. A capitalised head of a place of care after such a
 * word, the name alone in lower case ("brackenholt Pharmacy", "keverne Community Hospital"), is read the same way.
 * From the twenty-seventh round (foreshore), a word of three letters or more with a full stop after it ends its
 * sentence and no facility runs over it ("... ayaa la heli karaa. Clinic hours: Tuesday"), as names do (tokens.ts).
 */
import type { IdentifierHit } from './detector';
import { FACILITY_HEADS } from './location-words';
import { hit } from './hits';
import { unknownWordShape } from './lower-case-names';
import { isWordCompound } from './product-lexicons';
import { HAS_LOWER, adjacent, caseSaysNothing, endsSentence, type Token } from './tokens';
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
/** Words that open a facility's head in its name ("Community Hospital", "Medical Practice", "Family Clinic"). */
const HEAD_QUALIFIERS = new Set([
  'community',
  'family',
  'general',
  'medical',
  'health',
  'district',
  'primary',
  'dental',
]);
/** Heads of places of care, the only ones read capitalised after a lower-case name ("acme Laboratories" is a firm). */
const CARE_HEADS = new Set(['pharmacy', 'surgery', 'practice', 'hospital', 'clinic', 'centre', 'center', 'hospice']);
/** A word written with one capital, as a head in a name is. */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
/** Clinical word endings ("bariatric", "colposcopy"): terms the lists miss, not names of places. */
const CLINICAL_SHAPE =
  /(?:ic|al|ary|ous|ive|itis|osis|a?emia|pathy|ectomy|otomy|ology|plasty|scopy|graphy|gram|genic|oid|ine|ide|ate|ol|one|ism|ist)$/;

export function findLowerCaseFacilities(text: string, tokens: Token[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!HAS_LOWER.test(text)) return hits;
  for (let i = 1; i < tokens.length; i++) {
    const head = tokens[i];
    // The head first: one set look-up rules out nearly every word of a note.
    if (!HEADS.has(head.lower)) continue;
    // A capitalised head after a name in lower case ("hightown Pharmacy", "colegate Medical Practice"): the name
    // alone was lowered, so its head's other words keep their capitals.
    const titled = head.text !== head.lower;
    if (titled && (!CAPITALISED.test(head.text) || !CARE_HEADS.has(head.lower))) continue;
    for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
      const t = tokens[k];
      // A sentence ends before a capitalised head ("... heli karaa. Clinic hours:"): the head opens the next one.
      if (!adjacent(text, t, tokens[k + 1]) || t.possessive || endsSentence(t)) break;
      if (t.text !== t.lower) {
        // "chacewater Health Centre": a capitalised word of the head's kind belongs to the head.
        if (!titled || !CAPITALISED.test(t.text) || !(HEADS.has(t.lower) || HEAD_QUALIFIERS.has(t.lower))) break;
        continue;
      }
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

/**
 * Places in lower case or capitals that no list knows, by where they sit: a word in no dictionary, clinical list
 * or name list right after a place preposition ("arrived in noville", "based in COMOLOGNO"), or after "city",
 * "town", "village" or "university of" ("home city kwenzekile"). Capitalised, such a word is read by the name and
 * place rules; where case says nothing, the preposition is the evidence. Drugs, abbreviations and everyday words
 * are on the lists, so "in perimenopause" or "to hrt" stay; so are a hospital's areas and specialties by their short
 * names ("to resus", "from paeds": hospital-areas.ts, kinds-of-place.ts).
 */
import { isCombiningFormCompound } from './combining-forms';
import { isMedicalCoinage } from './community-lexicons';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { HAS_LOWER, adjacent, caseSaysNothing, type Token } from './tokens';
import { HOSPITAL_AREAS } from './hospital-areas';
import { isSpecialtyWord } from './kinds-of-place';
import { PHRASE_BEFORE_TO } from './residence-cues';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const PREPOSITIONS = new Set(['in', 'at', 'from', 'to', 'near']);
const PLACE_NOUNS = new Set(['city', 'town', 'village', 'hometown']);
const LETTERS = /^\p{L}+$/u;
/** Clinical word endings ("anticholinergics", "gabapentinoids", "colposcopy"): terms the lists miss, not places. */
const CLINICAL_SHAPE =
  /(?:ics?|ergic|itis|osis|oses|a?emia|pathy|ectomy|otomy|ology|ologist|plasty|scopy|graphy|gram|genic|lytic|oids?|ines?|ides?|ates?|ols?|ones?|isms?|ists?|ives?)$/;

export function findCuedUnknownPlaces(
  text: string,
  tokens: Token[],
  words: WordClasses,
  found: IdentifierHit[],
): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const shouting = !HAS_LOWER.test(text);
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    // The cue first: a set look-up on the word before rules out nearly every word of a note.
    if (!cued(text, tokens, i) || !caseSaysNothing(t) || (shouting && t.allCaps) || t.lower.length < 4) continue;
    if (!LETTERS.test(t.text) || CLINICAL_SHAPE.test(t.lower) || isMedicalCoinage(t.lower)) continue;
    // "taken to resus", "moved to paeds": where in the hospital, by an area's or a specialty's short name.
    if (HOSPITAL_AREAS.has(t.lower) || isSpecialtyWord(t.lower)) continue;
    // "to zumrad tashkentova": a name the name rules found is not also a place.
    if (found.some((h) => h.kind === 'name' && h.start <= t.start && t.end <= h.end)) continue;
    if (words.isFunctionWord(t) || words.isAllowed(t) || words.isAnyEnglishWord(t) || words.isTitle(t)) continue;
    if (words.isRelation(t) || (words.isName(t) && !words.isPlaceToken(t))) continue;
    // "in hepatorenal syndrome": a combining form and a word (combining-forms.ts).
    if (isCombiningFormCompound(t.lower, words)) continue;
    // A word with one character stuck to its end is a re-joined word and a digit read as a letter ("homea").
    if (words.isAnyEnglishWord(t.lower.slice(0, -1))) continue;
    if (modifiesPluralNoun(text, tokens, i, words) || listedWithEverydayNouns(text, tokens, i, words)) continue;
    hits.push(hit('location', t.start, t.end, WARNINGS.city));
  }
  return hits;
}

function cued(text: string, tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  if (!adjacent(text, prev, tokens[i])) return false;
  const before = tokens[i - 2];
  // "according to FEBRASGO", "allergic to SULFA": the "to" of a phrase of source or cause goes nowhere.
  if (prev.lower === 'to' && before !== undefined && PHRASE_BEFORE_TO.test(before.lower)) return false;
  if (PREPOSITIONS.has(prev.lower) || PLACE_NOUNS.has(prev.lower)) return true;
  return prev.lower === 'of' && before !== undefined && before.lower === 'university' && adjacent(text, before, prev);
}

/** Plural nouns of the places a town may name ("noville clinics"), which a town's name does modify. */
const PLACE_KIND_PLURALS = new Set([
  'hospitals',
  'clinics',
  'surgeries',
  'practices',
  'schools',
  'churches',
  'mosques',
  'temples',
  'markets',
  'estates',
  'streets',
  'roads',
  'villages',
  'towns',
  'suburbs',
  'townships',
  'areas',
  'districts',
]);

/**
 * A word right before a plural everyday noun modifies it, as a kind of thing does: "dancing at owambe parties",
 * "from jollof dinners" (issue 49, thirty-fourth round). A town modifies only the places in it ("noville clinics").
 */
function modifiesPluralNoun(text: string, tokens: Token[], i: number, words: WordClasses): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.capitalised || !adjacent(text, tokens[i], next)) return false;
  if (text.slice(tokens[i].end, next.start) !== ' ' || !next.lower.endsWith('s') || next.lower.length < 4) return false;
  return words.isCommonWord(next) && !words.isFunctionWord(next) && !PLACE_KIND_PLURALS.has(next.lower);
}

/**
 * The first item of a list whose next item is an everyday word that is no place and no given name: "calcium from
 * egusi, okra, small fish" lists foods, where "born in noville, bradford" lists towns (issue 49, thirty-fourth
 * round).
 */
const LIST_SIBLING = /^,[^\S\n]*(\p{Ll}{3,})(?=[^\S\n]*(?:,|\band\b|\bor\b))/u;

function listedWithEverydayNouns(text: string, tokens: Token[], i: number, words: WordClasses): boolean {
  const m = LIST_SIBLING.exec(text.slice(tokens[i].end, tokens[i].end + 40));
  if (m === null) return false;
  const sibling = m[1];
  return (
    words.isCommonWord(sibling) &&
    !words.isFunctionWord(sibling) &&
    !words.isPersonalFirstName(sibling) &&
    !words.isPlace(sibling)
  );
}

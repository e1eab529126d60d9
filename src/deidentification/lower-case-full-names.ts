/**
 * Full names in lower case whose surname no list knows ("peter kortig listed", "nurse shona mcilwraith", "under
 * gail tennant", "precious mahlangu-rowe"): a listed first name, even one that is also an everyday word or a
 * brand ("grace", "yasmin"), right before a word of a name's shape that no dictionary, clinical list or
 * allowlist knows, or a listed surname that is no English word. The pair is the evidence case no longer gives:
 * an everyday word before an unknown one ("grace period", "will power") has no unknown word, and a function
 * word, title or relation never opens such a pair. Written surname first, as lists and tables write it ("| pritchard,
 * nerys |", "mcgillivray, fiona:"), the pair must fill its line or cell.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { unknownWordShape } from './lower-case-names';
import { isPrefixedVocabulary } from './prefixed-words';
import { ROLE_NOUNS } from './role-nouns';
import { HAS_LOWER, adjacent, tokenize, type Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** "surname, given" filling a line or a table cell, in lower case. */
const SURNAME_COMMA_GIVEN =
  /(?:^|[\n|:][^\S\n]*)(\p{Ll}[\p{Ll}\p{M}'’-]{3,}),[^\S\n]*(\p{Ll}[\p{Ll}\p{M}'’-]+)(?=[^\S\n]*(?:$|[\n|:(]))/dgu;
/** A lower-case word, a comma and another: what SURNAME_COMMA_GIVEN needs. */
const SURNAME_FIRST = /\p{Ll},[^\S\n]*\p{Ll}/u;
/** Word endings of clinical terms the lists miss ("hyperostosis", "ospemifene"): no surname. */
const CLINICAL_SHAPE =
  /(?:itis|osis|a?emia|pathy|ectomy|otomy|ology|plasty|scopy|graphy|gram|genic|oid|ine|ide|ate|ol|one|ism|ase|mab|nib|pril|sartan|statin|azole|cillin|mycin|vir)$/;

export function findLowerCaseFullNames(text: string, tokens: Token[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!HAS_LOWER.test(text)) return hits;
  const lower = (t: Token): boolean => t.text === t.lower;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const first = tokens[i];
    const last = tokens[i + 1];
    // The first name first: one look-up rules out most pairs of a note, before the surname's several.
    if (!lower(last) || !lower(first) || last.lower.length < 4 || first.possessive) continue;
    if (!words.isFirstName(first) || !adjacent(text, first, last) || !surnameOnlyName(last, words)) continue;
    if (words.isFunctionWord(first) || words.isTitle(first) || words.isRelation(first)) continue;
    if (ROLE_NOUNS.has(first.lower)) continue;
    hits.push(hit('name', first.start, last.end, WARNINGS.name));
  }
  for (const m of SURNAME_FIRST.test(text) ? allMatches(SURNAME_COMMA_GIVEN, text) : []) {
    const [surname, given] = [m[1], m[2]];
    const givenName = words.isFirstName(given) || (words.isName(given) && !words.isAnyEnglishWord(given));
    if (!givenName || words.isFunctionWord(given) || words.isRelation(given) || words.isAllowed(given)) continue;
    if (!surnameOnlyName(tokenize(surname)[0], words)) continue;
    const start = m.indices?.[1]?.[0] ?? 0;
    hits.push(hit('name', start, m.indices?.[2]?.[1] ?? start, WARNINGS.name));
  }
  return hits;
}

/** A surname no list but the name lists knows, or none at all: "kortig", "mcilwraith", "mahlangu-rowe". */
function surnameOnlyName(t: Token, words: WordClasses): boolean {
  if (words.isAnyEnglishWord(t) || words.isAllowed(t) || words.isFunctionWord(t) || words.isTitle(t)) return false;
  if (t.lower.split('-').some((p) => words.isCommonWord(p) && !words.isName(p))) return false;
  // A drug of the published dictionary or a prefixed clinical word ("methoxyflurane", "postmenopause"), no surname.
  if (!words.isName(t) && (words.isDrugWord(t.lower) || isPrefixedVocabulary(t.lower, words))) return false;
  return words.isName(t) || (unknownWordShape(t.lower) && !CLINICAL_SHAPE.test(t.lower.replace(/s$/, '')));
}

/**
 * Capitalised first names with no title, relation or label before them, in two shapes of clinical shorthand
 * (issue 49, names missed outside the sets):
 * - after a verb of contact: "Spoke to Maria", "Rang Hope back", "Discussed with Faith", "Called Dawn" — a
 *   capitalised first name there is the person spoken to, even when it is also an everyday word, unless it is
 *   a role or department ("Spoke to Pharmacy", "Rang Sister"), an allowlisted term or a ward number;
 * - opening a line, a sentence or a labelled field before a clinical word: "Linda index case for the family",
 *   "Results: Ahmed test negative", "Priya screening overdue" — the name rules read such a name as the head of
 *   an eponym ("Coombs test"), so only a first name that is no medical eponym counts, and one that is also an
 *   everyday word ("Hope", "Will", "May"), or a word no list knows ("Chioma"), only before a result ("test
 *   negative") or "index case"; before "test" with no result, any name is read as the test's eponym ("Weber tests
 *   repeated").
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { isEponymousTestAt } from './eponymous-tests';
import { tokenize } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const NAME = String.raw`(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)`;
const CONTACT_VERB =
  String.raw`(?:(?:[Ss]poke|[Ss]peak|[Ss]poken|[Tt]alked|[Cc]hatted|[Mm]et|[Dd]iscussed|[Cc]hecked)[^\S\n]+` +
  String.raw`(?:to|with)|[Rr]ang|[Pp]honed|[Cc]alled|[Tt]exted|[Ee]mailed|[Mm]essaged|[Ii]nformed|[Tt]old|` +
  String.raw`[Rr]eassured|[Uu]pdated)`;
const AFTER_CONTACT = new RegExp(String.raw`\b${CONTACT_VERB}[^\S\n]+${NAME}(?![\p{L}\p{N}'’]|[^\S\n]*\d)`, 'gu');
const CLINICAL_AFTER =
  String.raw`(?:index[^\S\n]+case|tests?|screening|scan|bloods|swab|smear|referral|mammogram|results?|review|` +
  String.raw`consent|counselling|DNA)`;
const OPENING = new RegExp(String.raw`(?:^|\n|[.!?][^\S\n]+|:[^\S\n]*)${NAME}[^\S\n]+(?=${CLINICAL_AFTER}\b)`, 'gu');
const RESULT_OR_INDEX = /^[^\S\n]+(?:index[^\S\n]+case|tests?[^\S\n]+(?:negative|positive))/;
/** Cheap scan: some capitalised word after a space, a colon or the start. */
const MAY_HAVE_NAME = /(?:^|[\s:])\p{Lu}\p{Ll}/u;

export function findCuelessNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HAVE_NAME.test(text)) return hits;
  const person = (name: string): boolean => {
    const lower = name.toLowerCase();
    return words.isPersonalFirstName(lower) && !words.isVocabulary(lower);
  };
  for (const m of allMatches(AFTER_CONTACT, text)) {
    const start = (m.index ?? 0) + m[0].length - m[1].length;
    if (person(m[1])) hits.push(hit('name', start, start + m[1].length, WARNINGS.name));
  }
  for (const m of allMatches(OPENING, text)) {
    const start = (m.index ?? 0) + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length);
    const end = start + m[1].length;
    const lower = m[1].toLowerCase();
    const result = RESULT_OR_INDEX.test(text.slice(end, end + 24));
    // A word no list knows ("Chioma", "Bongani") reads as a name only before a result or "index case".
    const unknown = result && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower);
    if (!person(m[1]) && !unknown) continue;
    if (words.isEponymUse(tokenize(text.slice(start, end + 20)), 0) || isEponymousTestAt(text, start)) continue;
    if (words.isCommonWord(lower) && !result) continue;
    // "Weber tests repeated", "Allen test done": before a test with no result, a name is the test's eponym.
    if (!result && /^[^\S\n]+tests?\b/.test(text.slice(end, end + 8))) continue;
    hits.push(hit('name', start, end, WARNINGS.name));
  }
  return hits;
}

/**
 * What a hit's words and surroundings say about it, read the same way for every rule whose hits refuse clean texts
 * alone, for the fit of one confidence across rules (scripts/deid-weak-fit.ts; issue 49, round 29, not built into
 * the detector: see docs/deidentification-rounds.md): which word sources know the word, and the context readings
 * the twenty-eighth round measured for unknown capitalised words (a cue before, a lower-case noun after it
 * modifies, a bracket before, the head of a line, a digit nearby, a list, a possessive, a second capitalised part, a
 * title or relation, a noun of kin or dwelling after). Each reading is a yes or no, so a weight per reading is all a
 * decision needs. The cue, state, kin and list words are the detector's own (unknown-word-evidence.ts).
 */
import { isLanguageNameWord } from '../src/deidentification/language-names';
import { eponymLexicon } from '../src/deidentification/eponym-lexicon';
import { registryNames } from '../src/deidentification/registry-brands';
import { REPORTING_VERBS } from '../src/deidentification/reporting-verbs';
import {
  ADVERBS_AFTER_OBJECT,
  BRACKET_BEFORE,
  CUES_BEFORE,
  DIGIT,
  DIGIT_REACH,
  KIN_AND_DWELLING_HEADS,
  LIST_AFTER,
  LIST_BEFORE,
  PAST_FORM,
  STATES_AFTER_A_PERSON,
} from '../src/deidentification/unknown-word-evidence';
import type { WordClasses } from '../src/deidentification/word-classes';

/** The readings, in the order the weights are kept. */
export const READINGS = [
  'englishWord',
  'commonWord',
  'brand',
  'eponym',
  'drug',
  'languageName',
  'firstName',
  'lastName',
  'place',
  'severalWords',
  'diacritics',
  'allCaps',
  'possessive',
  'cueBefore',
  'roleBefore',
  'reportingVerbAfter',
  'kinOrDwellingAfter',
  'modifiesNoun',
  'bracketBefore',
  'lineHead',
  'sentenceStart',
  'digitNearby',
  'inList',
  'titleCaseText',
] as const;
export type Reading = (typeof READINGS)[number];
export type Readings = Readonly<Record<Reading, boolean>>;

/** A letter past ASCII ("Ágnes"); a curly apostrophe or a dash is none. */
const NON_ASCII_LETTER = /[^\p{ASCII}\p{P}\p{Z}]/u;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
const PREVIOUS_WORD = /(\p{L}[\p{L}\p{M}'’-]*)[^\S\n]+$/u;
const NEXT_WORD = /^[^\S\n]+(\p{L}[\p{L}\p{M}'’-]*)/u;
const SENTENCE_END_BEFORE = /(?:^|[.!?:]\s+)$/;
const POSSESSIVE = /['’]s?$/;
const CAPITALISED_WORD = /^\p{Lu}/u;
/** A text whose words are mostly capitalised is a heading, a title or a list of names of things. */
const TITLE_CASE_SHARE = 0.6;
const TITLE_CASE_MIN_WORDS = 5;

const bare = (word: string): string => word.toLowerCase().replace(POSSESSIVE, '');

function mostlyCapitalised(text: string): boolean {
  let words = 0;
  let capitalised = 0;
  for (const m of text.matchAll(WORD)) {
    words++;
    if (CAPITALISED_WORD.test(m[0])) capitalised++;
  }
  return words >= TITLE_CASE_MIN_WORDS && capitalised / words >= TITLE_CASE_SHARE;
}

/** The readings of the hit `text.slice(start, end)`. */
export function readHit(text: string, start: number, end: number, words: WordClasses): Readings {
  const span = text.slice(start, end);
  const parts = [...span.matchAll(WORD)].map((m) => m[0]);
  const lowers = parts.map(bare);
  const first = lowers[0] ?? '';
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  const previous = PREVIOUS_WORD.exec(before)?.[1]?.toLowerCase();
  const next = NEXT_WORD.exec(after)?.[1];
  const nextLower = next?.toLowerCase();
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const near = text.slice(Math.max(0, start - DIGIT_REACH), start) + after.slice(0, DIGIT_REACH);
  const reports = nextLower !== undefined && REPORTING_VERBS.has(nextLower);
  const pastOrState = nextLower !== undefined && (PAST_FORM.test(nextLower) || STATES_AFTER_A_PERSON.has(nextLower));
  const afterVerb = reports || pastOrState;
  const kinAfter = nextLower !== undefined && KIN_AND_DWELLING_HEADS.has(nextLower);
  const modifies =
    next !== undefined &&
    nextLower === next &&
    !words.isFunctionWord(nextLower) &&
    !kinAfter &&
    !afterVerb &&
    !ADVERBS_AFTER_OBJECT.has(nextLower);
  const registry = registryNames();
  return {
    englishWord: lowers.some((w) => words.isAnyEnglishWord(w)),
    commonWord: lowers.some((w) => words.isCommonWord(w)),
    brand: registry.has(lowers.join(' ')) || registry.has(first),
    eponym: lowers.some((w) => eponymLexicon().words.has(w)),
    drug: lowers.some((w) => words.isDrugWord(w)),
    languageName: lowers.some((w) => isLanguageNameWord(w, words)),
    firstName: words.isFirstName(first),
    lastName: lowers.some((w) => words.isLastName(w)),
    place: words.isPlace(lowers.join(' ')) || words.isPlace(first),
    severalWords: parts.length > 1,
    diacritics: NON_ASCII_LETTER.test(span),
    allCaps: span === span.toUpperCase() && span !== span.toLowerCase(),
    possessive: POSSESSIVE.test(parts[parts.length - 1] ?? ''),
    cueBefore: previous !== undefined && CUES_BEFORE.has(previous),
    roleBefore: previous !== undefined && words.isRoleWord(previous),
    reportingVerbAfter: reports,
    kinOrDwellingAfter: kinAfter,
    modifiesNoun: modifies,
    bracketBefore: BRACKET_BEFORE.test(before),
    lineHead: text.slice(lineStart, start).trim() === '',
    sentenceStart: SENTENCE_END_BEFORE.test(before),
    digitNearby: DIGIT.test(near),
    inList: LIST_BEFORE.test(before) || LIST_AFTER.test(after),
    titleCaseText: mostlyCapitalised(text),
  };
}

/**
 * What a hit's words and surroundings say about it, read the same way for every rule whose hits refuse clean texts
 * alone, for one confidence across rules (weak-hit-evidence.ts; fitted by scripts/deid-weak-fit.ts, issue 49, rounds
 * 29 and 30): which word sources know the word, and the context readings the twenty-eighth round measured for
 * unknown capitalised words (a cue before, a lower-case noun after it modifies, a bracket before, the head of a line,
 * a digit nearby, a list, a possessive, a second capitalised part, a title or relation, a noun of kin or dwelling
 * after). Each reading is a yes or no, so a weight per reading is all a decision needs.
 */
import { isLanguageNameWord } from './language-names';
import { eponymLexicon } from './eponym-lexicon';
import { registryNames } from './registry-brands';
import { pastVerbForms } from './past-verb-forms';
import { REPORTING_VERBS } from './reporting-verbs';
import type { Token } from './tokens';
import type { WordClasses } from './word-classes';
import { WORD_WITH_HYPHENS, opensWithCapital, scanWordSpans, wordBeforeSpaces, wordSpans } from './word-spans';

/**
 * Words before a name or a place that introduce one, beside a title, relation or post (the word classes' role
 * words, which hold "partner"): a person's verb, a verb of reaching someone ("Rang Bongani back"), a preposition of
 * company or residence.
 */
export const CUES_BEFORE = new Set(
  `with by name named called heard me kid lives lived live moved visiting from in at to met meet rang
   phoned asked told thanked visited contacted emailed texted messaged paged bleeped informed reassured saw seen
   reviewed examined assessed counselled consented referred admitted discharged accompanied escorted`.split(/\s+/),
);

/**
 * Words that say a person's state or a result after their name ("Okonjo positive for influenza A", "Okonjo unwell
 * overnight"): the word is the subject, no modifier of them.
 */
export const STATES_AFTER_A_PERSON = new Set(
  `positive negative unwell well stable allergic intolerant pregnant alive deceased present absent fit keen happy
   unhappy anxious tearful agreeable aware unaware able unable independent dependent`.split(/\s+/),
);
/** A past form after the word makes it the subject of a verb ("Okonjo visited", "Tolvaney attended"). */
export const PAST_FORM = /[a-z]ed$/;

/** Adverbs that follow a verb's object ("Rang X back", "Saw X today"): no noun, so the word modifies nothing. */
export const ADVERBS_AFTER_OBJECT = new Set(
  `back up down out off again today yesterday tonight tomorrow later now too also here there twice once earlier
   soon first`.split(/\s+/),
);

/**
 * Nouns after which a capitalised word names people or a dwelling, no thing: "the Pelvardo family", "the Kelvane
 * farm". The word is then no modifier of a common noun, whatever its case says.
 */
export const KIN_AND_DWELLING_HEADS = new Set(
  `family families household twins children kids boys girls sons daughters sisters brothers siblings clan couple
   residence home house farm estate cottage road street lane avenue close drive way`.split(/\s+/),
);

export const BRACKET_BEFORE = /[([“"]\s*$/u;
export const LIST_BEFORE = /[,;/]\s*$/;
export const LIST_AFTER = /^\s*[,;/]\s*\S/;
export const DIGIT = /\d/;
/** How far a digit may stand from the word and still tie it to a record (a house number, a date, a code). */
export const DIGIT_REACH = 12;

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

/** Any character past ASCII, as round 28 read diacritics for the unknown word. */
const ANY_NON_ASCII = /[^\p{ASCII}]/u;
/** A letter past ASCII ("Ágnes"); a curly apostrophe or a dash is none. */
const NON_ASCII_LETTER = /[^\p{ASCII}\p{P}\p{Z}]/u;
const NEXT_WORD = /^[^\S\n]+(\p{L}[\p{L}\p{M}'’-]*)/u;
const SENTENCE_END_BEFORE = /(?:^|[.!?:]\s+)$/;
const POSSESSIVE = /['’]s?$/;
/** A text whose words are mostly capitalised is a heading, a title or a list of names of things. */
const TITLE_CASE_SHARE = 0.6;
const TITLE_CASE_MIN_WORDS = 5;

const bare = (word: string): string => word.toLowerCase().replace(POSSESSIVE, '');

/** The last text read and its reading: a text's hits are read one after another, and the reading spans the text. */
let lastText: string | undefined;
let lastMostlyCapitalised = false;

function mostlyCapitalisedOnce(text: string): boolean {
  if (text !== lastText) {
    lastMostlyCapitalised = mostlyCapitalised(text);
    lastText = text;
  }
  return lastMostlyCapitalised;
}

function mostlyCapitalised(text: string): boolean {
  const spans = wordSpans(text, WORD_WITH_HYPHENS);
  let capitalised = 0;
  for (const w of spans) if (opensWithCapital(text, w)) capitalised++;
  return spans.length >= TITLE_CASE_MIN_WORDS && capitalised / spans.length >= TITLE_CASE_SHARE;
}

/** The readings of the hit `text.slice(start, end)`. */
export function readHit(text: string, start: number, end: number, words: WordClasses): Readings {
  const span = text.slice(start, end);
  const parts = scanWordSpans(span, WORD_WITH_HYPHENS).map((w) => span.slice(w.start, w.end));
  const lowers = parts.map(bare);
  const first = lowers[0] ?? '';
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  const previous = wordBeforeSpaces(before)?.toLowerCase();
  const next = NEXT_WORD.exec(after)?.[1];
  const nextLower = next?.toLowerCase();
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const near = text.slice(Math.max(0, start - DIGIT_REACH), start) + after.slice(0, DIGIT_REACH);
  const reports = nextLower !== undefined && REPORTING_VERBS.has(nextLower);
  const pastOrState =
    nextLower !== undefined &&
    (PAST_FORM.test(nextLower) || pastVerbForms().has(nextLower) || STATES_AFTER_A_PERSON.has(nextLower));
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
    titleCaseText: mostlyCapitalisedOnce(text),
  };
}

/**
 * The readings of the unknown capitalised word `tokens[first]`, grown over capitalised parts up to `tokens[last]`,
 * with its context read from the tokens as round 28 read it for that rule alone: the word before is the token
 * before, whatever stands between ("schema:name \"Heavitree\""), and a noun it modifies follows after spaces only.
 */
export function readUnknownWord(
  text: string,
  tokens: readonly Token[],
  first: number,
  last: number,
  words: WordClasses,
): Readings {
  const t = tokens[first];
  const end = tokens[last];
  const before = text.slice(Math.max(0, t.start - 40), t.start);
  const after = text.slice(end.endWithPossessive, end.endWithPossessive + 40);
  const previous = tokens[first - 1];
  const following = tokens[last + 1];
  const near = text.slice(Math.max(0, t.start - DIGIT_REACH), t.start) + after.slice(0, DIGIT_REACH);
  const lineStart = text.lastIndexOf('\n', t.start - 1) + 1;
  const modifies =
    following !== undefined &&
    following.text === following.lower &&
    /^[ \t]+$/.test(text.slice(end.endWithPossessive, following.start)) &&
    !words.isFunctionWord(following) &&
    !KIN_AND_DWELLING_HEADS.has(following.lower) &&
    !ADVERBS_AFTER_OBJECT.has(following.lower) &&
    !STATES_AFTER_A_PERSON.has(following.lower) &&
    !PAST_FORM.test(following.lower);
  return {
    ...readHit(text, t.start, end.end, words),
    cueBefore: previous !== undefined && CUES_BEFORE.has(previous.lower),
    roleBefore: previous !== undefined && words.isRoleWord(previous),
    severalWords: last > first,
    possessive: end.possessive,
    digitNearby: DIGIT.test(near),
    diacritics: ANY_NON_ASCII.test(text.slice(t.start, end.end)),
    inList: LIST_BEFORE.test(before) || LIST_AFTER.test(after),
    lineHead: text.slice(lineStart, t.start).trim() === '',
    modifiesNoun: modifies,
    bracketBefore: BRACKET_BEFORE.test(before),
  };
}

/**
 * Whether a capitalised word that no dictionary, name list or clinical list knows has enough evidence around it to
 * be refused as a name or place (names.ts, the last of its rules). Alone it is as often a brand, a language, a
 * festival or a font ("Kigelia herbal", "(Zarzio)") as an unlisted surname or town ("lives in Croscombe", "Follow
 * up with Gabrjel Kozłowski"), and its letters tell the two apart little better than chance (issue 49,
 * twenty-eighth round: a character-trigram model of the name and place lists against the dictionaries scored 0.59
 * to 0.65 in area under the curve). What surrounds it tells more, so each reading adds its weight and the word is
 * refused when the sum reaches zero.
 *
 * The weights, in tenths, are a logistic regression fitted on the tuned evaluation sets' hits of that rule (true:
 * the hit overlaps a labelled identifier; clean texts' hits weighted three times), rounded. The threshold is the
 * highest at which every set's text recall stays at its floor (scripts/deid-attribution.ts, --dump; the figures are
 * in docs/deidentification-rounds.md, round 28). A bare word scores the base and is refused; what lets one through
 * is evidence against (brackets, a lower-case noun after it, the head of a line) with nothing for it.
 */
import type { Token } from './tokens';
import type { WordClasses } from './word-classes';

/**
 * Words before a name or a place that introduce one, beside a title, relation or post (the word classes' role
 * words): a person's verb, a verb of reaching someone ("Rang Bongani back"), a preposition of company or residence.
 */
export const CUES_BEFORE = new Set(
  `with by name named called heard me kid partner lives lived live moved visiting from in at to met meet rang
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

const WEIGHTS = {
  base: 7,
  cueBefore: 19,
  nameShapedNeighbour: 12,
  possessive: 7,
  digitNearby: 7,
  diacritics: 6,
  inList: 4,
  lineHead: -7,
  modifiesNoun: -9,
  bracketed: -13,
} as const;

/** The sum at which the word is refused; see the module's note for how it was set. */
export const REFUSED_AT = 0;

const NON_ASCII_LETTER = /[^\p{ASCII}]/u;
export const BRACKET_BEFORE = /[([“"]\s*$/u;
export const LIST_BEFORE = /[,;/]\s*$/;
export const LIST_AFTER = /^\s*[,;/]\s*\S/;
export const DIGIT = /\d/;
/** How far a digit may stand from the word and still tie it to a record (a house number, a date, a code). */
export const DIGIT_REACH = 12;

/**
 * The evidence sum for the unknown word `tokens[first]`, read with the capitalised parts the name finder grew it
 * over (up to `tokens[last]`), in tenths: refused at zero or more.
 */
export function unknownWordEvidence(
  text: string,
  tokens: readonly Token[],
  first: number,
  last: number,
  words: WordClasses,
): number {
  const t = tokens[first];
  const end = tokens[last];
  const before = text.slice(Math.max(0, t.start - 40), t.start);
  const after = text.slice(end.endWithPossessive, end.endWithPossessive + 40);
  const following = tokens[last + 1];
  let sum = WEIGHTS.base;
  const previous = tokens[first - 1];
  if (previous && (CUES_BEFORE.has(previous.lower) || words.isRoleWord(previous))) sum += WEIGHTS.cueBefore;
  if (last > first) sum += WEIGHTS.nameShapedNeighbour;
  if (end.possessive) sum += WEIGHTS.possessive;
  const near = text.slice(Math.max(0, t.start - DIGIT_REACH), t.start) + after.slice(0, DIGIT_REACH);
  if (DIGIT.test(near)) sum += WEIGHTS.digitNearby;
  if (NON_ASCII_LETTER.test(text.slice(t.start, end.end))) sum += WEIGHTS.diacritics;
  if (LIST_BEFORE.test(before) || LIST_AFTER.test(after)) sum += WEIGHTS.inList;
  const lineStart = text.lastIndexOf('\n', t.start - 1) + 1;
  if (text.slice(lineStart, t.start).trim() === '') sum += WEIGHTS.lineHead;
  if (
    following &&
    following.text === following.lower &&
    /^[ \t]+$/.test(text.slice(end.endWithPossessive, following.start)) &&
    !words.isFunctionWord(following) &&
    !KIN_AND_DWELLING_HEADS.has(following.lower) &&
    !ADVERBS_AFTER_OBJECT.has(following.lower) &&
    !STATES_AFTER_A_PERSON.has(following.lower) &&
    !PAST_FORM.test(following.lower)
  )
    sum += WEIGHTS.modifiesNoun;
  if (BRACKET_BEFORE.test(before)) sum += WEIGHTS.bracketed;
  return sum;
}

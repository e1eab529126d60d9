/**
 * What only a person is said to feel, want or choose, right after a word that opens a sentence or clause: "Okwuosa
 * keen on trying the patch", "Ferreira-Lund happy with the gel", "Adeyemi-Ross declines HRT". Notes drop the
 * subject's title and the copula, so a surname no list holds stands there bare; a brand, a language or a festival in
 * that place is the subject of other predicates ("Kigelia reduced flushes", "Zarzio similar to filgrastim"), since a
 * thing has no mood and makes no choice (issue 49, twenty-ninth round).
 *
 * Two closed classes, written as lemmas and read in the forms notes use:
 * - adjectives of mood, wish and attitude, which take a sentient subject;
 * - verbs of a person's choice, consent or account of herself, in the present (-s) or past form.
 * A degree or negation adverb or a copula may stand between ("not keen", "is reluctant", "now agrees").
 */
import type { Token } from './tokens';
import { wordSet } from './word-set';

/**
 * Adjectives of a person's mood, wish or attitude. Words that also name an amount or a thing ("content", "low",
 * "fine", "well") are left out: after a brand they read as its property.
 */
const MIND_ADJECTIVES = wordSet(`
  keen eager willing unwilling reluctant hesitant averse happy unhappy glad pleased displeased satisfied
  dissatisfied worried anxious concerned nervous scared afraid frightened fearful upset distressed frustrated
  annoyed angry irritable tearful relieved grateful thankful interested uninterested disinterested motivated
  unmotivated determined ambivalent undecided unsure uncertain confident reassured embarrassed ashamed desperate
  apprehensive wary sceptical skeptical enthusiastic excited disappointed overwhelmed
  agreeable amenable receptive resistant opposed`);

/** Verbs whose subject is a person choosing, consenting or giving an account of herself, as lemmas. */
const CHOICE_VERB_LEMMAS = wordSet(`
  decline agree accept refuse request opt choose consent wish hope intend understand acknowledge describe
  mention admit recall remember worry wonder query decide elect insist`);

/** Irregular past forms of the lemmas above. */
const IRREGULAR_PASTS: Readonly<Record<string, string>> = { chose: 'choose', understood: 'understand' };

/** Adverbs of degree, negation or time that may stand between the word and its predicate ("not keen"). */
const BETWEEN = wordSet(`not very really quite rather somewhat still now also more less increasingly initially
  understandably clearly visibly particularly extremely slightly a bit little no longer`);

/** Copulas and verbs of seeming before an adjective ("is keen", "seems reluctant"). */
const COPULAS = wordSet(`is was remains remained seems seemed appears appeared sounds sounded became becomes
  looks looked`);

/** The lemma a word of the choice verbs is a form of, or undefined. */
function choiceLemma(lower: string): string | undefined {
  if (IRREGULAR_PASTS[lower]) return IRREGULAR_PASTS[lower];
  const candidates: string[] = [];
  if (lower.endsWith('ies')) candidates.push(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('ied')) candidates.push(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('es')) candidates.push(lower.slice(0, -2));
  if (lower.endsWith('s')) candidates.push(lower.slice(0, -1));
  if (lower.endsWith('ed')) candidates.push(lower.slice(0, -2), lower.slice(0, -1));
  // "opted", "planned": a doubled consonant before -ed.
  if (/([a-z])\1ed$/.test(lower)) candidates.push(lower.slice(0, -3));
  return candidates.find((c) => CHOICE_VERB_LEMMAS.has(c));
}

/** Whether `lower` is an adjective of mood, wish or attitude or a form of a choice verb. */
export function isPersonPredicate(lower: string): boolean {
  return MIND_ADJECTIVES.has(lower) || choiceLemma(lower) !== undefined;
}

const SPACES_ONLY = /^[^\S\n]+$/;

/**
 * Whether what follows `tokens[last]` (the word, or the last part of a name grown over it) on the same line is a
 * predicate only a person takes: an adjective of mood or wish, or a choice verb, maybe after an adverb or a copula.
 */
export function personPredicateFollows(text: string, tokens: readonly Token[], last: number): boolean {
  let k = last + 1;
  let gapFrom = tokens[last].endWithPossessive;
  for (let skipped = 0; k < tokens.length && skipped <= 2; k++, skipped++) {
    const next = tokens[k];
    if (!SPACES_ONLY.test(text.slice(gapFrom, next.start)) || next.text !== next.lower) return false;
    if (MIND_ADJECTIVES.has(next.lower) || choiceLemma(next.lower) !== undefined) return true;
    if (!BETWEEN.has(next.lower) && !COPULAS.has(next.lower)) return false;
    gapFrom = next.endWithPossessive;
  }
  return false;
}

/**
 * Whether swapping two neighbouring letters makes `lower` a word `isWord` knows ("pateint", "husabnd"): the
 * commonest slip of typing, which in lower case would otherwise read as a word no dictionary knows.
 */
export function isTransposedWord(lower: string, isWord: (w: string) => boolean): boolean {
  for (let k = 0; k + 1 < lower.length; k++) {
    if (lower[k] === lower[k + 1]) continue;
    const swapped = lower.slice(0, k) + lower[k + 1] + lower[k] + lower.slice(k + 2);
    if (isWord(swapped)) return true;
  }
  return false;
}

/**
 * One confidence for the hits of every rule that refuses clean texts alone (issue 49, rounds 28–30): listed names,
 * the unknown capitalised word, places, names in lower case, caseless names and shouted names. Each rule has a base
 * and a weight per reading of the hit (hit-readings.ts: the word sources that know the word, what stands around
 * it); a hit whose sum falls under its rule's threshold is weak, and weak hits stand only beside another identifier
 * in the same text (index.ts).
 *
 * The unknown word's row is round 28's, fitted on that rule alone: its readings are read from the tokens
 * (readUnknownWord), and it is refused at zero or more. The other rows, in tenths, are a ridge logistic regression
 * (scripts/deid-weak-fit.ts, which prints this table with --weights) on every tuned set's weighed hits, the
 * detector's specs' written-out sentences and the sets' sentences of one identifier cut alone (true: the hit
 * overlaps a labelled identifier or the spec's fragment), with a shared weight per reading and, for listed names,
 * the rule that refuses most, one more of their own, summed here per rule. Their threshold is the one that lets
 * most tuned clean texts through while no set's text recall falls under its floor or a point under where it stood,
 * no set lets fewer clean texts through, and no spec sentence goes against its spec. How it transfers, each of the
 * newest sets left out of the fit in turn, is in docs/deidentification-rounds.md (round 30).
 */
import type { IdentifierHit } from './detector';
import { readHit, type Reading, type Readings } from './hit-readings';
import type { WordClasses } from './word-classes';

/** The rules whose hits are weighed, by what found them. */
export const RULE_FAMILIES = ['listed', 'fallback', 'location', 'lowerCase', 'caseless', 'shouted'] as const;
export type RuleFamily = (typeof RULE_FAMILIES)[number];

export interface RuleWeights {
  base: number;
  /** A hit whose sum falls under this is weak. */
  weakBelow: number;
  readings: Readonly<Partial<Record<Reading, number>>>;
}

/** The fitted rules' weights per reading, shared by every rule but the unknown word's. */
const SHARED: Readonly<Partial<Record<Reading, number>>> = {
  englishWord: -9,
  commonWord: 7,
  brand: -18,
  eponym: 7,
  drug: 8,
  languageName: -4,
  lastName: 4,
  severalWords: -5,
  diacritics: -1,
  possessive: 4,
  cueBefore: 24,
  roleBefore: 19,
  reportingVerbAfter: 5,
  kinOrDwellingAfter: 9,
  modifiesNoun: -6,
  bracketBefore: -4,
  lineHead: 3,
  sentenceStart: 3,
  digitNearby: -3,
  inList: 1,
  titleCaseText: 9,
};

/** What listed names, the rule with the most hits, add to the shared weights. */
const LISTED_OWN: Readonly<Partial<Record<Reading, number>>> = {
  englishWord: -2,
  commonWord: -19,
  brand: -11,
  eponym: -3,
  drug: 7,
  languageName: -10,
  firstName: 5,
  lastName: 1,
  place: -2,
  severalWords: 24,
  diacritics: 13,
  cueBefore: -6,
  reportingVerbAfter: 8,
  kinOrDwellingAfter: 8,
  modifiesNoun: -10,
  bracketBefore: 8,
  lineHead: 16,
  sentenceStart: 1,
  digitNearby: 4,
  inList: -11,
  titleCaseText: -6,
};

/** The fitted rules' threshold: the logit in tenths, rounded up, so a sum in tenths under it is under the logit. */
const FITTED_WEAK_BELOW = -7;

function plus(
  a: Readonly<Partial<Record<Reading, number>>>,
  b: Readonly<Partial<Record<Reading, number>>>,
): Partial<Record<Reading, number>> {
  const sum: Partial<Record<Reading, number>> = { ...a };
  for (const [reading, weight] of Object.entries(b) as [Reading, number][]) sum[reading] = (sum[reading] ?? 0) + weight;
  return sum;
}

export const WEIGHTS: Readonly<Record<RuleFamily, RuleWeights>> = {
  fallback: {
    base: 7,
    weakBelow: 0,
    readings: {
      cueBefore: 19,
      roleBefore: 19,
      severalWords: 12,
      possessive: 7,
      digitNearby: 7,
      diacritics: 6,
      inList: 4,
      lineHead: -7,
      modifiesNoun: -9,
      bracketBefore: -13,
    },
  },
  listed: { base: 12, weakBelow: FITTED_WEAK_BELOW, readings: plus(SHARED, LISTED_OWN) },
  location: { base: 14, weakBelow: FITTED_WEAK_BELOW, readings: SHARED },
  lowerCase: { base: 13, weakBelow: FITTED_WEAK_BELOW, readings: SHARED },
  caseless: { base: 10, weakBelow: FITTED_WEAK_BELOW, readings: SHARED },
  shouted: { base: 13, weakBelow: FITTED_WEAK_BELOW, readings: SHARED },
};

/** The evidence sum, in tenths, for a hit of `family` read as `readings`. */
export function hitEvidence(family: RuleFamily, readings: Readings): number {
  const w = WEIGHTS[family];
  let sum = w.base;
  for (const [reading, weight] of Object.entries(w.readings) as [Reading, number][])
    if (readings[reading]) sum += weight;
  return sum;
}

/** Whether the hit falls short of the evidence its rule needs, so it stands only beside another identifier. */
export const isWeakHit = (family: RuleFamily, readings: Readings): boolean =>
  hitEvidence(family, readings) < WEIGHTS[family].weakBelow;

/** `hits`, of `family`, with those short of evidence put in `weak` too (the detector's list of weak hits). */
export function weighed(
  text: string,
  hits: IdentifierHit[],
  family: RuleFamily,
  words: WordClasses,
  weak: IdentifierHit[] | undefined,
): IdentifierHit[] {
  if (weak === undefined) return hits;
  for (const h of hits) if (isWeakHit(family, readHit(text, h.start, h.end, words))) weak.push(h);
  return hits;
}

/**
 * One confidence for the hits of every rule that refuses clean texts alone (issue 49, round 29): listed names, the
 * unknown capitalised word, places, names in lower case, caseless names and shouted names. Each rule has a weight
 * of its own, each reading of the hit (hit-readings.ts: the word sources that know the word, what stands around it)
 * adds one shared by every rule, and the listed names and the unknown word, the two rules that refuse most, have
 * their own besides; a hit whose sum falls under the threshold is weak, and weak hits stand only beside another
 * identifier in the same text (index.ts). The round-28 evidence for the unknown word alone is the case `fallback`.
 *
 * The weights, in tenths, are a ridge-penalised logistic regression on every tuned set's weighed hits (true: the
 * hit overlaps a labelled identifier; clean texts' hits weighted ten times, hits of identifier texts that another
 * rule refuses anyway a tenth, as whether they are weak changes nothing there), and the threshold the highest that
 * lets most clean texts through while no tuned set's text recall falls under its floor or a point under where it
 * stood: scripts/deid-weak-fit.ts --weights prints this table. How it transfers, set by set, left out in turn, is
 * in docs/deidentification-rounds.md (round 29).
 */
import type { IdentifierHit } from './detector';
import { readHit, type Reading, type Readings } from './hit-readings';
import type { WordClasses } from './word-classes';

/** The rules whose hits are weighed, by what found them. */
export const RULE_FAMILIES = ['listed', 'fallback', 'location', 'lowerCase', 'caseless', 'shouted'] as const;
export type RuleFamily = (typeof RULE_FAMILIES)[number];

interface Weights {
  rule: Readonly<Record<RuleFamily, number>>;
  shared: Readonly<Record<Reading, number>>;
  listed: Readonly<Record<Reading, number>>;
  fallback: Readonly<Record<Reading, number>>;
}

/** A hit whose sum falls under this is weak (the fit chose the threshold too; see the module note). */
export const WEAK_BELOW = -17;
const WEIGHTS: Weights = {
  rule: {
    listed: -7,
    fallback: -17,
    location: -15,
    lowerCase: -16,
    caseless: -21,
    shouted: -13,
  },
  shared: {
    englishWord: -6,
    commonWord: 2,
    brand: -9,
    eponym: 0,
    drug: 0,
    languageName: -9,
    firstName: 4,
    lastName: 2,
    place: 9,
    severalWords: 5,
    diacritics: 6,
    allCaps: 6,
    possessive: 1,
    cueBefore: 18,
    roleBefore: 13,
    reportingVerbAfter: -2,
    kinOrDwellingAfter: 3,
    modifiesNoun: -5,
    bracketBefore: -11,
    lineHead: -3,
    sentenceStart: 1,
    digitNearby: 4,
    inList: 2,
    titleCaseText: 5,
  },
  listed: {
    englishWord: -4,
    commonWord: -8,
    brand: -5,
    eponym: -7,
    drug: 0,
    languageName: -1,
    firstName: 8,
    lastName: 3,
    place: -8,
    severalWords: 11,
    diacritics: 13,
    allCaps: 0,
    possessive: 0,
    cueBefore: -6,
    roleBefore: 1,
    reportingVerbAfter: 4,
    kinOrDwellingAfter: 1,
    modifiesNoun: -9,
    bracketBefore: -1,
    lineHead: 7,
    sentenceStart: -5,
    digitNearby: -1,
    inList: -11,
    titleCaseText: -3,
  },
  fallback: {
    englishWord: 3,
    commonWord: 1,
    brand: 2,
    eponym: -6,
    drug: 0,
    languageName: -1,
    firstName: 0,
    lastName: 6,
    place: 8,
    severalWords: 8,
    diacritics: 0,
    allCaps: 0,
    possessive: 0,
    cueBefore: 4,
    roleBefore: 0,
    reportingVerbAfter: 0,
    kinOrDwellingAfter: 1,
    modifiesNoun: 0,
    bracketBefore: -3,
    lineHead: 1,
    sentenceStart: -1,
    digitNearby: 4,
    inList: -2,
    titleCaseText: 0,
  },
};

/** The evidence sum, in tenths, for a hit of `family` read as `readings`. */
export function hitEvidence(family: RuleFamily, readings: Readings): number {
  let sum = WEIGHTS.rule[family];
  const own = family === 'listed' || family === 'fallback' ? WEIGHTS[family] : undefined;
  for (const [reading, yes] of Object.entries(readings) as [Reading, boolean][]) {
    if (!yes) continue;
    sum += WEIGHTS.shared[reading] + (own ? own[reading] : 0);
  }
  return sum;
}

/** Whether the hit falls short of the evidence its rule needs, so it stands only beside another identifier. */
export const isWeakHit = (family: RuleFamily, readings: Readings): boolean =>
  hitEvidence(family, readings) < WEAK_BELOW;

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

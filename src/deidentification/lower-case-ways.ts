/**
 * Streets in lower case named with a street type that is also an everyday word ("7 brambling way", "47 whinmoor
 * way", "19 mill wynd", "3 larch close"): lower-case-streets.ts leaves these types out, as "2 very close" or
 * "1 long way" read the same; "walk", "drive", "view" and "place" stay out ("3 brisk walk sessions", "2 lateral
 * view"). Here the house number comes first, and every word between it and the type must
 * be a word no unit, count, time or frequency is: no function word, no core word ("10 minute walk", "a long
 * drive"), no unit ("5 km walk") and no adverb ("2 really close").
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { HAS_LOWER } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const NUMBERED_WAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/:-])\d{1,4}[a-z]?,?[^\S\n]+((?:\p{Ll}[\p{Ll}'’-]+[^\S\n]+){1,2}` +
    String.raw`(?:way|close|wynd|row|chase|croft|garth|brow|court))` +
    String.raw`(?![\p{L}\p{N}'’-])`,
  'dgu',
);
/** Words that count or time what follows ("min", "mile", "weekly") rather than name a street. */
const MEASURE =
  /^(?:mins?|minutes?|hrs?|hours?|secs?|seconds?|days?|weeks?|months?|years?|miles?|km|kms|metres?|meters?|yards?|yds|feet|ft|steps?|laps?|times|fold|x|am|pm|mg|ml|point)$|ly$/;

export function findLowerCaseWays(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text) || !HAS_LOWER.test(text)) return hits;
  for (const m of allMatches(NUMBERED_WAY, text)) {
    const span = m.indices?.[1];
    const named = m[1].split(/[^\S\n]+/).slice(0, -1);
    const everyday = (w: string): boolean =>
      MEASURE.test(w) || words.isFunctionWord(w) || words.isCoreWord(w) || words.isAllowed(w);
    if (!span || named.some(everyday)) continue;
    hits.push(hit('location', span[0], span[1], WARNINGS.location));
  }
  return hits;
}

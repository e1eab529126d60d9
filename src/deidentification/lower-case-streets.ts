/**
 * Street addresses in lower case written street first, house number after, as most of Europe writes them
 * ("893 via leopardi 83", "lives on midhraun 10", "7924 dosseringen 83"): a word no dictionary, clinical list or
 * name list knows, right before a house number, after a postcode or number or a place preposition. Capitalised,
 * the address rules read them; here the unknown word is the evidence, and a unit or count after the number
 * ("on tibolone 2.5 mg", "bid 3 days") says it is a dose.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { unknownWordShape } from './lower-case-names';
import { HAS_LOWER } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

const COUNT_WORDS =
  String.raw`%|\/|(?:mg|mcg|g|ml|l|iu|units?|tabs?|tablets?|caps?|capsules?|puffs?|pumps?|patch(?:es)?|drops?|` +
  String.raw`sprays?|times|x|days?|weeks?|wks?|months?|years?|yrs?|hours?|hrs?|h|mins?|minutes?|am|pm)\b`;
/** A number or a preposition, then up to three lower-case words, the last of them before a house number. */
const STREET_FIRST = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}.,])\d{1,6}|\b(?:on|at|in|via|rue|address:?))[^\S\n]+` +
    String.raw`((?:\p{Ll}[\p{Ll}\p{M}'’-]*[^\S\n]+){0,2}(\p{Ll}[\p{Ll}\p{M}'’-]{3,}))` +
    String.raw`[^\S\n]+(\d{1,4}[a-z]?)(?![\p{L}\p{N}]|[.,]\d|[^\S\n]*(?:${COUNT_WORDS}))`,
  'dgu',
);
const CLINICAL_SHAPE =
  /(?:ic|ics|al|ary|ous|ive|itis|osis|a?emia|pathy|ectomy|otomy|ology|plasty|scopy|graphy|gram|genic|oid|ine|ide|ate|ol|one|ism|ist|in|an)$/;

/**
 * Street first in the English order, in lower case: a house number, one or two words, a street type that is
 * no everyday word in a note ("19 quarry rise", "4 elm grove"); "way", "walk", "close" or "drive" are left out,
 * as "30 min walk" or "2 very close" read the same.
 */
const NUMBER_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])\d{1,5}[a-z]?,?[^\S\n]+((?:\p{Ll}[\p{Ll}'’-]*[^\S\n]+){1,2}` +
    String.raw`(?:street|road|avenue|lane|rise|crescent|terrace|grove|gardens|boulevard|blvd|parade|mews|square))\b`,
  'dgu',
);

export function findLowerCaseStreets(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text) || !HAS_LOWER.test(text)) return hits;
  for (const m of allMatches(STREET_FIRST, text)) {
    const last = m[2];
    const plain = last.replace(/['’]s$/, '');
    if (!unknownWordShape(plain) || CLINICAL_SHAPE.test(plain)) continue;
    if (words.isFunctionWord(plain) || words.isAllowed(plain) || words.isAnyEnglishWord(plain)) continue;
    if (words.isTitle(plain) || words.isRelation(plain)) continue;
    const start = m.indices?.[1]?.[0] ?? 0;
    const end = m.indices?.[3]?.[1] ?? start;
    hits.push(hit('location', start, end, WARNINGS.location));
  }
  for (const m of allMatches(NUMBER_FIRST, text)) {
    const span = m.indices?.[1];
    const streetWords = m[1].split(/[^\S\n]+/).slice(0, -1);
    if (!span || streetWords.some((w) => words.isFunctionWord(w) || words.isAllowed(w))) continue;
    hits.push(hit('location', span[0], span[1], WARNINGS.location));
  }
  return hits;
}

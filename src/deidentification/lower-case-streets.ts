/**
 * Street addresses in lower case written street first, house number after, as most of Europe writes them
 * ("893 via leopardi 83", "lives on midhraun 10", "7924 dosseringen 83"): a word no dictionary, clinical list or
 * name list knows, right before a house number, after a postcode or number or a place preposition. Capitalised,
 * the address rules read them; here the unknown word is the evidence, and a unit or count after the number
 * ("on tibolone 2.5 mg", "bid 3 days") says it is a dose. After an address label or "lives at", the first part of
 * the value is read with every street type and ending (LABELLED_PART).
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

/**
 * An address label, or "lives at", then the first part of its value in lower case ("Address: 12 fernhill walk,",
 * "address kungsgatan 12,", "lives at av. libertador 2210,"): here the label is the evidence, so the street types
 * the unlabelled readings leave out ("walk", "close", "way", abbreviations) and words of any ending count.
 */
const LABELLED_PART =
  /\b(?:[Aa]ddress(?:[^\S\n]+on[^\S\n]+file)?(?:[^\S\n]+is)?|[Aa]ddr|[Ll]iv(?:es|ing)[^\S\n]+at)[,:]?[^\S\n]+([\p{Ll}\d][\p{Ll}\p{M}\d'’.°/ -]{2,48}?)(?=[^\S\n]*(?:[,;)\n]|$))/gu;
const STREET_TYPES = new Set(
  `street st road rd avenue ave av lane ln walk way close cl drive dr court ct crescent cres terrace tce place pl
  gardens gdns grove park square sq row mews rise hill view parade boulevard blvd calle rue via avenida rua`.split(
    /\s+/,
  ),
);
/**
 * A flat, apartment or unit and its number, the first part of many addresses ("flat 9", "apt 4b"), or a house
 * number written with "No." or "house" before it, as South Asia and much of the world write it ("no. 27", "h.no.
 * 5-1-88", "house 221"): after an address label the number is the house's.
 */
const DWELLING =
  /^(?:flat|apt|apartment|unit|no|h\.[^\S\n]?no|house|plot|door)\.?[^\S\n]*\d{1,5}(?:[-/]\d{1,4}){0,3}[a-z]?$/;

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
  for (const m of /ddr|[Ll]iv/.test(text) ? allMatches(LABELLED_PART, text) : []) {
    if (!labelledStreet(m[1], words)) continue;
    const start = (m.index ?? 0) + m[0].length - m[1].length;
    hits.push(hit('location', start, start + m[1].length, WARNINGS.location));
  }
  return hits;
}

/**
 * The first part of an address's value: a flat and its number, or a house number and a street type around one to
 * three words, or a word no dictionary or clinical list knows with a house number or a street type.
 */
function labelledStreet(part: string, words: WordClasses): boolean {
  const value = part.trim();
  if (DWELLING.test(value)) return true;
  const tokens = value.split(/[^\S\n]+/);
  const letters = tokens.filter((t) => /\p{Ll}/u.test(t)).map((t) => t.replace(/\.$/, ''));
  if (letters.length === 0 || letters.length > 4) return false;
  if (letters.some((w) => words.isAllowed(w) && !STREET_TYPES.has(w))) return false;
  const number = tokens.some((t) => /^\d{1,5}[a-z]?$/.test(t));
  const typed = letters.some((w) => STREET_TYPES.has(w));
  const unknown = letters.some(
    (w) => w.length >= 4 && !STREET_TYPES.has(w) && !words.isFunctionWord(w) && !words.isAnyEnglishWord(w),
  );
  return (number && typed) || (unknown && (number || typed));
}

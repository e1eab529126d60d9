/**
 * A day of the month named by its ordinal alone (issue 49, eighth round, tuned on clinics): Safe Harbor counts
 * the day as a date element even without its month.
 * - after a weekday ("Mon 22nd", "Friday 14th", "Sunday the ninth");
 * - after "on the" or "the", in digits ("given on the 19th", "typed the 10th", "expected in on the 21st");
 * - an ordinal in words before "of next month" and the like ("on the fourth of next month").
 * Not when a noun follows: "the 5th centile", "the 2nd pregnancy", "the first time" name a rank, not a day.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import { allMatches } from './all-matches';
import { WORD_START } from './word-start';

const ORDINAL_DIGITS = String.raw`(?:[12]?1st|[12]?2nd|[12]?3rd|(?:[4-9]|1\d|2[04-9]|30)th|31st)`;
const ORDINAL_WORDS =
  String.raw`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|` +
  String.raw`fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|` +
  String.raw`(?:twenty|thirty)[-\s](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))`;
const WEEKDAY =
  String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:rs?)?(?:day)?|fri(?:day)?|` +
  String.raw`sat(?:urday)?|sun(?:day)?)`;
/** What may follow a day: the end, punctuation, or a word that starts a time, a place or a clause. */
const DAY_FOLLOWERS = String.raw`at|and|or|to|in|for|when|so|then|as|if|by|until|please`;
const AFTER_DAY = String.raw`(?=[^\S\n]*(?:$|[^\p{L}\s]|\n|(?:${DAY_FOLLOWERS})\b))`;
/** Both branches open with a word, so one leading word start serves them (word-start.ts: `\b` is slow here). */
export const ORDINAL_DAY = new RegExp(
  String.raw`${WORD_START}(?:(?:${WEEKDAY}\.?,?[^\S\n]+(?:the[^\S\n]+)?(${ORDINAL_DIGITS}|${ORDINAL_WORDS})|` +
    String.raw`the[^\S\n]+(${ORDINAL_DIGITS}))\b${AFTER_DAY}|` +
    String.raw`the[^\S\n]+(${ORDINAL_WORDS}|${ORDINAL_DIGITS})[^\S\n]+of[^\S\n]+` +
    String.raw`(?:next|this|last|the)[^\S\n]+month\b)`,
  'dgiu',
);
/** Every match ends an ordinal in "st", "nd", "rd" or "th" (or "th" of "month"): a cheap scan first. */
const MAY_HAVE_ORDINAL = /(?:st|nd|rd|th)\b/i;

export function findOrdinalDays(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HAVE_ORDINAL.test(text)) return hits;
  for (const m of allMatches(ORDINAL_DAY, text)) {
    const span = m.indices?.[1] ?? m.indices?.[2] ?? m.indices?.[3];
    if (span) hits.push(hit('date', span[0], span[1], WARNINGS.date));
  }
  return hits;
}

/**
 * Ages over 89 written with another language's word for years (issue 49, thirty-sixth round, machair): Safe Harbor
 * takes an age over 89 as a date element whatever language states it, and the English readings want "years old",
 * "aged" or a kin word. The year's words are CLDR's for every language of the register but English, in each plural
 * form a count from 90 to 119 takes (calendar-and-unit-words.json: "94 jaar", "92 года", "90 лет", "95 años",
 * "93 år", "91 de ani"), and an age's adjective built on the year's stem with a hyphen and an ending of up to four
 * letters ("96-jährig" of "Jahr", "93-årige" of "år", "90-летняя" of "лет", "94-jarige" of "jaar", whose long vowel
 * is written single in the open syllable, as Dutch and Estonian spelling does). Only the number is the identifier.
 */
import { allMatches } from './all-matches';
import { isYearStem, isYearWordOfAge } from './calendar-and-unit-words';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { withoutMarks } from './language-register';
import { WARNINGS } from './warnings';

/** A number from 90 to 119 on no longer number, then a space or a hyphen and a word; "de" may stand between. */
const AGE_AND_WORD =
  /(?<![\p{L}\p{N}.,/-])(9\d|1[01]\d)(?:([^\S\n])(?:de[^\S\n])?|(-))(\p{L}[\p{L}\p{M}]*)(?![\p{L}\p{M}\p{N}-])/gu;
/** What every AGE_AND_WORD match has: a cheap scan first. */
const MAY_BE_AGE = /(?<![\d.])(?:9\d|1[01]\d)[\s-]\p{L}/u;

/** The year's word of an age, as a count takes it ("jaar", "лет"), with or without its marks. */
const isAgeWord = (lower: string): boolean => isYearWordOfAge(lower) || isYearWordOfAge(withoutMarks(lower));

/**
 * A year's stem and an adjective's ending of up to four letters, the stem's doubled vowel maybe written single. The
 * ending opens with a vowel or an n ("-ig", "-ige", "-ний"); "95-letter" and "90-latch" hold an English word.
 */
const ADJECTIVE_ENDING = /^[aeiouyäöüåæøнnаеиоуыэюя]\p{L}{0,3}$/u;

function isAgeAdjective(lower: string): boolean {
  const plain = withoutMarks(lower);
  for (let cut = Math.max(2, plain.length - 4); cut < plain.length; cut++) {
    if (!ADJECTIVE_ENDING.test(plain.slice(cut))) continue;
    const stem = plain.slice(0, cut);
    if (isYearStem(stem)) return true;
    const doubled = stem.replace(/([aeiou])(?=[^aeiou]$)/u, '$1$1');
    if (doubled !== stem && isYearStem(doubled)) return true;
  }
  return false;
}

export function findAgesWithYearWords(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text) || !MAY_BE_AGE.test(text)) return hits;
  for (const m of allMatches(AGE_AND_WORD, text)) {
    const word = m[4].toLowerCase();
    const age = isAgeWord(word) || (m[3] !== undefined && isAgeAdjective(word));
    if (age) hits.push(hit('date', m.index, m.index + m[1].length, WARNINGS.date));
  }
  return hits;
}

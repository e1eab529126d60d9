/**
 * Dates written with a month or weekday of another language (issue 49, twenty-fifth round, tuned on the reedbed set,
 * by class): "14. apríl 2026", "1. mai", "11. marts 2026", "2. novembra 1957", "ngoMashi 2026", "umgqibelo 21/03".
 * dates-abroad.ts reads French and German months from a hand list; the months and weekdays here are those of every
 * language of the runtime's CLDR data (calendar-and-unit-words.ts), so a letter from the Faroes, Bosnia or KwaZulu
 * is read as one from Lyon is. Three shapes, each needing digits where a date has them:
 * - a day, maybe with its full stop, before a month ("14. apríl", "3 grudnia"), the year after it if any;
 * - a month before a year of four digits ("ngoMashi 2026", "Mashi 2026"), after a prefix in lower case of up to four
 *   letters that Nguni languages join to it ("ngo", "ka", "ku");
 * - a weekday before a day and month in digits ("umgqibelo 21/03", "petak 20.03.").
 * A word that is clinical vocabulary never counts as a month or weekday, nor one that is an English word ("mart",
 * "mars") unless a year follows it; a month of three letters needs the year or a day with its full stop.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { allMatches } from './all-matches';
import { isMonthName, isWeekdayName } from './calendar-and-unit-words';
import { NUMBER_WORD } from './number-words';

const WORD = String.raw`\p{L}[\p{L}\p{M}]+`;
const YEAR = String.raw`(?:1[89]|20)\d{2}`;
/** A day in digits, or in English words as a form filled in aloud writes it ("fourteen. januar"). */
const DAY = String.raw`(?:(?:[12]\d|3[01]|0?[1-9])|(?<![\p{L}\p{M}])(?:${NUMBER_WORD}))`;
/** A day, maybe with its full stop, then a word, then maybe a year: the word is asked whether it is a month. */
const DAY_MONTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/:-])${DAY}\.?[^\S\n]+(${WORD})` +
    String.raw`(?:[^\S\n]+(${YEAR})(?!\d))?(?![\p{L}\p{M}])`,
  'gu',
);
/** A word, maybe after a lower-case prefix, then a year of four digits. */
const MONTH_YEAR = new RegExp(
  String.raw`(?<![\p{L}\p{M}])((?:\p{Ll}{1,4}(?=\p{Lu}))?)(${WORD})[^\S\n]+${YEAR}(?!\d|[.,:/-]\d)`,
  'gu',
);
/** A word, then a day and month in digits joined by a slash or a full stop. */
const WEEKDAY_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${WORD}),?[^\S\n]+(?:[12]\d|3[01]|0?[1-9])[./](?:1[0-2]|0?[1-9])\.?(?![\d/])|` +
    // A weekday before a day in words and a month: "wtorek, seventeen lutego".
    String.raw`(?<![\p{L}\p{M}])(${WORD}),?[^\S\n]+(?:${NUMBER_WORD})[^\S\n]+(${WORD})(?![\p{L}\p{M}])`,
  'gu',
);

/** A day in digits or in words: a note with neither holds no such date. */
const ANY_NUMBER_WORD = new RegExp(String.raw`\b(?:${NUMBER_WORD})\b`, 'i');

export function findDatesInAnyLanguage(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!/\d/.test(text) && !ANY_NUMBER_WORD.test(text)) return hits;
  /** With a year after it, a month that is also an English word is the month ("11. marts 2026"). */
  const calendarWord = (word: string, check: (lower: string) => boolean, dated = false): boolean => {
    const lower = word.toLowerCase();
    if (!check(lower) || words.isVocabulary(lower) || words.isDrugWord(lower)) return false;
    return dated || !words.isAnyEnglishWord(lower);
  };
  const add = (start: number, end: number): void => {
    hits.push(hit('date', start, end, WARNINGS.date));
  };
  for (const m of allMatches(DAY_MONTH, text)) {
    const month = m[1];
    const dated = m[2] !== undefined;
    // A month of three letters after a day with its full stop or before a year ("1. mai", "3 mai 2026").
    if ((month.length >= 4 || dated || m[0].includes('.')) && calendarWord(month, isMonthName, dated))
      add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of allMatches(MONTH_YEAR, text)) {
    const month = m[2];
    if (month.length >= 4 && calendarWord(month, isMonthName, true)) add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of allMatches(WEEKDAY_DATE, text)) {
    const inDigits = m[1] !== undefined;
    const weekday = inDigits ? m[1] : m[2];
    if (!calendarWord(weekday, isWeekdayName) || (!inDigits && !calendarWord(m[3], isMonthName))) continue;
    add(m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  return hits;
}

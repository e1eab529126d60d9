/**
 * Dates written with a month or weekday of another language (issue 49, twenty-fifth round, tuned on the reedbed set,
 * by class): "14. apríl 2026", "1. mai", "11. marts 2026", "2. novembra 1957", "ngoMashi 2026", "umgqibelo 21/03".
 * dates-abroad.ts reads French and German months from a hand list; the months and weekdays here are those of every
 * language of the runtime's CLDR data (calendar-and-unit-words.ts), so a letter from the Faroes, Bosnia or KwaZulu
 * is read as one from Lyon is. Three shapes, each needing a day or a year where a date has them:
 * - a day, in digits or in English number words and maybe with its full stop, before a month ("14. apríl", "3
 *   grudnia", "fourteen. januar"), the year after it if any;
 * - a month before a year of four digits ("Mashi 2026"), after a prefix in lower case of up to four letters that
 *   Nguni languages join to it ("ngoMashi 2026");
 * - a weekday before a day and month in digits ("umgqibelo 21/03", "petak 20.03."), or before a day in words and a
 *   month ("wtorek, seventeen lutego").
 * A word that is clinical vocabulary never counts as a month or weekday, nor one that is an English word ("mart",
 * "mars") unless a year follows it or, in lower case, a day with its full stop comes before it ("4. december", the
 * thirty-sixth round); a month of three letters needs the year or a day with its full stop.
 * The words of the text are walked once and each is looked up in the two sets: the digits around a month are read
 * only where one stands, which is rare, so a note pays two set look-ups a word.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import type { Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { MONTHS } from './allowlist-general';
import { isMonthName, isWeekdayName } from './calendar-and-unit-words';
import { NUMBER_WORD } from './number-words';

/** A day in digits or English words, maybe with its full stop, just before a month. */
const DAY_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}\p{M}.,/:-])((?:[12]\d|3[01]|0?[1-9])|${NUMBER_WORD})(\.?)[^\S\n]+$`,
  'iud',
);
/** How far back a day in words may start: "seventeen. " and the character before it. */
const DAY_REACH = 24;
/** A year of four digits just after a month. */
const YEAR_AFTER = /^[^\S\n]+(?:1[89]|20)\d{2}(?!\d|[.,:/-]\d)/u;
/** A day and month in digits just after a weekday, joined by a slash, a full stop or a space ("tisdag 14 4"). */
const DIGITS_AFTER = /^,?[^\S\n]+(?:[12]\d|3[01]|0?[1-9])(?:[./]|[^\S\n])(?:1[0-2]|0?[1-9])\.?(?![\d/])/u;
/** A day in words and a word just after a weekday, the word to be asked whether it is a month. */
const WORDS_AFTER = new RegExp(String.raw`^,?[^\S\n]+(?:${NUMBER_WORD})[^\S\n]+(\p{L}[\p{L}\p{M}]+)`, 'iu');
/** English months that are English words of another sense too. */
const WORDS_TOO: ReadonlySet<string> = new Set(['march', 'august']);
/** A lower-case prefix joined to a capitalised month ("ngoMashi"). */
const PREFIXED = /^\p{Ll}{1,4}(\p{Lu}\p{Ll}{2,})$/u;

export function findDatesInAnyLanguage(text: string, tokens: readonly Token[], words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  /** With a year after it, a month that is also an English word is the month ("11. marts 2026"). */
  const calendarWord = (lower: string, check: (lower: string) => boolean, dated = false): boolean => {
    if (!check(lower) || words.isVocabulary(lower) || words.isDrugWord(lower)) return false;
    return dated || !words.isAnyEnglishWord(lower);
  };
  const add = (start: number, end: number): void => {
    hits.push(hit('date', start, end, WARNINGS.date));
  };
  for (const t of tokens) {
    if (t.lower.length < 3) continue;
    const prefixed = t.lower.length > 5 && !t.capitalised && t.text !== t.lower ? PREFIXED.exec(t.text) : null;
    const month = prefixed === null ? t.lower : prefixed[1].toLowerCase();
    if (isMonthName(month)) {
      const year = YEAR_AFTER.exec(text.slice(t.end, t.end + 12));
      const from = Math.max(0, t.start - DAY_REACH);
      const day = prefixed === null ? DAY_BEFORE.exec(text.slice(from, t.start)) : null;
      const end = t.end + (year === null ? 0 : year[0].length);
      if (day !== null) {
        // A month of three letters after a day with its full stop or before a year ("1. mai", "3 mai 2026").
        const shortOk = month.length >= 4 || year !== null || day[2] === '.';
        const dayStart = from + (day.indices?.[1]?.[0] ?? 0);
        // A day with its full stop before a month in lower case is how the Nordic languages, Dutch and Czech write a
        // date ("25. november"); an English list's item opens with a capital ("3. May cause").
        // English's months are everyday words to the lists, so they are taken here by name, but for the three that
        // are also a verb, a modal or an adjective ("2. march in place", "1. may cause").
        const continental = day[2] === '.' && prefixed === null && t.text === t.lower;
        const englishMonth = continental && MONTHS.has(month) && month.length > 3 && !WORDS_TOO.has(month);
        if (shortOk && (englishMonth || calendarWord(month, isMonthName, year !== null || continental)))
          add(dayStart, end);
      } else if (year !== null && month.length >= 4 && calendarWord(month, isMonthName, true)) add(t.start, end);
    }
    if (prefixed === null && isWeekdayName(t.lower) && calendarWord(t.lower, isWeekdayName)) {
      const after = text.slice(t.end, t.end + 40);
      const digits = DIGITS_AFTER.exec(after);
      if (digits !== null) add(t.start, t.end + digits[0].length);
      else {
        const inWords = WORDS_AFTER.exec(after);
        if (inWords !== null && calendarWord(inWords[1].toLowerCase(), isMonthName))
          add(t.start, t.end + inWords[0].length);
      }
    }
  }
  return hits;
}

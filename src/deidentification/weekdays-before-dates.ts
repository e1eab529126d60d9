/**
 * The weekday that names a found date (issue 49, thirty-sixth round, machair): Safe Harbor counts a weekday as a date
 * element only with the day-level date it names, and then the weekday is part of that date ("Tuesday 8 December",
 * "onsdag 25. november"); a weekday alone ("seen Monday", "Friday clinic") is left, as the earlier sets label it.
 * The date rules read the day and month; the weekday before them, maybe glossed in another language beside it or
 * in brackets ("ngoLwesibini (Tuesday) 8 December", "joi (Thursday) 10.12"), is added to the date's hit. A weekday is
 * English's (long or short, "Tues.") or any CLDR language's (calendar-and-unit-words.ts), maybe after the lower-case
 * prefix Nguni languages join to it ("ngoLwesibini").
 */
import { WEEKDAYS } from './allowlist-general';
import { isWeekdayName } from './calendar-and-unit-words';
import type { IdentifierHit } from './detector';
import { hit } from './hits';

const LETTER = /[\p{L}\p{M}]/u;

/**
 * The word that ends the text, maybe in brackets and maybe with its full stop, before a comma or spaces: its start
 * and the word, or null where a bracket closes on it that did not open before it. Read backwards by hand, as a
 * pattern anchored at the end would be tried from every position.
 */
function wordBefore(before: string): { start: number; word: string } | null {
  let i = before.length;
  while (i > 0 && (before[i - 1] === ' ' || before[i - 1] === '\t')) i--;
  if (i > 0 && before[i - 1] === ',') i--;
  const closed = i > 0 && before[i - 1] === ')';
  if (closed) i--;
  if (i > 0 && before[i - 1] === '.') i--;
  const end = i;
  while (i > 0 && LETTER.test(before[i - 1])) i--;
  if (i === end) return null;
  // A gloss is bracketed whole; a bracket opening on the weekday holds the date too ("(Monday 14/12)").
  const opened = i > 0 && before[i - 1] === '(';
  if (closed && !opened) return null;
  return { start: closed ? i - 1 : i, word: before.slice(i, end) };
}
/** A lower-case prefix of up to four letters joined to a capitalised weekday ("ngoLwesibini"). */
const PREFIXED = /^\p{Ll}{1,4}(\p{Lu}\p{Ll}{2,})$/u;
/** How many weekday words before a date are read: the weekday and its gloss. */
const MOST = 2;
const REACH = 40;

/** A weekday's word; another language's of three letters only beside a weekday already read ("joi (Thursday)"). */
function isWeekday(word: string, glossed: boolean): boolean {
  const lower = word.toLowerCase();
  if (WEEKDAYS.has(lower) || ((glossed || lower.length > 3) && isWeekdayName(lower))) return true;
  const prefixed = PREFIXED.exec(word);
  return prefixed !== null && isWeekdayName(prefixed[1].toLowerCase());
}

/**
 * The hits with each date hit widened over the weekday words before it. Asked of the hits the allowlists kept, so a
 * number they read as a dose ("Wed 3.5" of a warfarin table) is never widened into a date of its own.
 */
export function withWeekdaysBeforeDates(text: string, kept: IdentifierHit[]): IdentifierHit[] {
  if (!kept.some((h) => h.kind === 'date')) return kept;
  return kept.map((h) => {
    if (h.kind !== 'date') return h;
    let start = h.start;
    for (let n = 0; n < MOST; n++) {
      const from = Math.max(0, start - REACH);
      const before = text.slice(from, start);
      // The date must follow a space, a comma or a bracket: a word glued to its digits is no weekday of it.
      if (n === 0 && !/[\s,)]$/u.test(before)) break;
      const w = wordBefore(before);
      if (w === null || !isWeekday(w.word, n > 0)) break;
      start = from + w.start;
    }
    return start < h.start ? hit('date', start, h.end, h.warning) : h;
  });
}

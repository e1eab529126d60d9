/**
 * The names of the months and weekdays, and the words of units of time and measure, of every language the runtime's
 * ICU data holds (issue 49, twenty-fifth round). Node ships the Unicode CLDR's calendar and unit names with its ICU;
 * they are read through `Intl.DateTimeFormat` and `Intl.NumberFormat` for every ISO 639-1 language it supports (about
 * 140). A month comes in both forms CLDR gives it: the one standing alone ("siječanj", "март") and the one inside a
 * date ("siječnja", "sausio", "grudnia"); a unit in the plural forms a count takes ("minuta", "godina", "amaminithi").
 * Words are kept in lower case and without their combining marks as well ("apríl" and "april"). Each list is built
 * on first use (some 70 and 110 ms), as only notes holding a phrase of another language ask.
 */
import ISO6391 from 'iso-639-1';
import { withoutMarks } from './language-register';

let months: Set<string> | undefined;
let weekdays: Set<string> | undefined;
let units: Set<string> | undefined;

/** Units of time and of the measures notes give with a count (CLDR's sanctioned unit identifiers). */
const UNITS = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
  'gram',
  'kilogram',
  'liter',
  'milliliter',
  'meter',
  'centimeter',
  'kilometer',
  'percent',
];
/** Counts of each plural category most languages have (one, two, few, many, other). */
const COUNTS = [1, 2, 5, 21, 30];

/** A month's name, in any language of the register, in lower case ("mashi", "novembra", "јануари"). */
export function isMonthName(lower: string): boolean {
  months ??= calendar('month');
  return months.has(lower);
}

/** A weekday's name, in any language of the register, in lower case ("umgqibelo", "petak", "понеделник"). */
export function isWeekdayName(lower: string): boolean {
  weekdays ??= calendar('weekday');
  return weekdays.has(lower);
}

/** A unit of time or measure after a count, in any language of the register, in lower case ("minuta", "dana"). */
export function isUnitWord(lower: string): boolean {
  units ??= unitWords();
  return units.has(lower);
}

function add(to: Set<string>, value: string): void {
  for (const word of value.toLowerCase().split(/[\s.]+/u)) {
    // Articles and prepositions inside a date's month ("de gener") are no month.
    if (word.length < 3 || !/\p{L}/u.test(word)) continue;
    to.add(word);
    to.add(withoutMarks(word));
  }
}

function calendar(kind: 'month' | 'weekday'): Set<string> {
  const words = new Set<string>();
  for (const locale of Intl.DateTimeFormat.supportedLocalesOf(ISO6391.getAllCodes())) {
    if (kind === 'weekday') {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
      // 5 January 2026 was a Monday.
      for (let day = 0; day < 7; day++) add(words, weekday.format(new Date(Date.UTC(2026, 0, 5 + day))));
      continue;
    }
    const standing = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const inDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15));
      add(words, standing.format(date));
      for (const part of inDate.formatToParts(date)) if (part.type === 'month') add(words, part.value);
    }
  }
  return words;
}

function unitWords(): Set<string> {
  const words = new Set<string>();
  for (const locale of Intl.NumberFormat.supportedLocalesOf(ISO6391.getAllCodes()))
    for (const unit of UNITS) {
      const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
      for (const count of COUNTS)
        for (const part of format.formatToParts(count)) if (part.type === 'unit') add(words, part.value);
    }
  return words;
}

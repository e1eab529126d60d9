/**
 * Generates src/deidentification/calendar-and-unit-words.json: the names of the months and weekdays, and the words of
 * units of time and measure, of every ISO 639-1 language whose Unicode CLDR data the ICU of the Node running this
 * script holds (about 140), read through `Intl.DateTimeFormat` and `Intl.NumberFormat`.
 *
 * Written once here rather than read from `Intl` by the service: reading every locale's calendar and unit names took
 * 150 ms and about 50 MB of resident ICU data in each process on the first note that asked, and what the detector
 * reads would have changed with the ICU of whichever Node runs it.
 *
 * A month comes in both forms CLDR gives it: the one standing alone ("siječanj", "март") and the one inside a date
 * ("siječnja", "sausio", "grudnia"); a unit in the plural forms a count takes ("minuta", "godina", "amaminithi").
 * Words are kept in lower case and without their combining marks as well ("apríl" and "april").
 * The year's own words after an age over 89 are listed apart ("jaar", "Jahre", "år", "lat", "лет", "años"), in every
 * plural form a count from 90 to 119 takes, and not English's, whose ages the rules read with "old"; and the singular
 * apart, the stem of an age's adjective ("96-jährig" of "Jahr", "93-årig" of "år").
 * Run: npx tsx scripts/build-calendar-words.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ISO6391 from 'iso-639-1';
import { withoutMarks } from '../src/deidentification/language-register';

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

function add(to: Set<string>, value: string): void {
  for (const word of value.toLowerCase().split(/[\s.]+/u)) {
    // Articles and prepositions inside a date's month ("de gener") are no month.
    if (word.length < 3 || !/\p{L}/u.test(word)) continue;
    to.add(word);
    to.add(withoutMarks(word));
  }
}

function calendar(locales: string[], kind: 'month' | 'weekday'): Set<string> {
  const words = new Set<string>();
  for (const locale of locales) {
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

function unitWords(locales: string[]): Set<string> {
  const words = new Set<string>();
  for (const locale of locales)
    for (const unit of UNITS) {
      const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
      for (const count of COUNTS)
        for (const part of format.formatToParts(count)) if (part.type === 'unit') add(words, part.value);
    }
  return words;
}

/** Counts from 90 to 119, each plural category a language gives them ("90 лет", "91 год", "92 года"). */
const AGES_OVER_89 = Array.from({ length: 30 }, (_, i) => 90 + i);

/** The year's word after the counts, in lower case; after one, the singular, an age's adjective's stem. */
function yearWords(locales: string[], counts: readonly number[]): Set<string> {
  const words = new Set<string>();
  for (const locale of locales) {
    if (locale === 'en') continue;
    const format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' });
    for (const count of counts)
      for (const part of format.formatToParts(count))
        if (part.type === 'unit') {
          // The noun is the unit's last word ("90 de ani"); "y" is the root locale's stand-in where a language has
          // no unit names of its own.
          const word = part.value
            .toLowerCase()
            .split(/[\s.]+/u)
            .filter((w) => /\p{L}/u.test(w))
            .pop();
          if (word === undefined || word === 'y') continue;
          words.add(word);
          words.add(withoutMarks(word));
        }
  }
  return words;
}

function main(): void {
  const dates = Intl.DateTimeFormat.supportedLocalesOf(ISO6391.getAllCodes());
  const numbers = Intl.NumberFormat.supportedLocalesOf(ISO6391.getAllCodes());
  const lists = {
    months: [...calendar(dates, 'month')].sort(),
    weekdays: [...calendar(dates, 'weekday')].sort(),
    units: [...unitWords(numbers)].sort(),
    years: [...yearWords(numbers, AGES_OVER_89)].sort(),
    yearStems: [...yearWords(numbers, [1])].sort(),
  };
  const file = join(__dirname, '..', 'src', 'deidentification', 'calendar-and-unit-words.json');
  writeFileSync(file, JSON.stringify(lists) + '\n');
  console.log(
    `ICU ${process.versions.icu} (CLDR ${process.versions.cldr}): ${dates.length} languages; ` +
      `${lists.months.length} month, ${lists.weekdays.length} weekday, ${lists.units.length} unit and ` +
      `${lists.years.length} + ${lists.yearStems.length} year words`,
  );
}

main();

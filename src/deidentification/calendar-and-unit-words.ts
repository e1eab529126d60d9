/**
 * The names of the months and weekdays, and the words of units of time and measure, of every language whose Unicode
 * CLDR data Node's ICU holds (issue 49, twenty-fifth round): about 140 ISO 639-1 languages, written by
 * scripts/build-calendar-words.ts into calendar-and-unit-words.json, so that what the detector reads does not change
 * with the runtime's ICU and no process pays for reading every locale. A month comes in both forms CLDR gives it:
 * the one standing alone ("siječanj", "март") and the one inside a date ("siječnja", "sausio", "grudnia"); a unit in
 * the plural forms a count takes ("minuta", "godina", "amaminithi"). Words are in lower case, and without their
 * combining marks as well ("apríl" and "april"). Read on first use, as only notes holding a phrase of another
 * language ask. The year's words after a count over 89 and its singular are listed apart (thirty-sixth round), for
 * ages written in other languages.
 */
import { generatedLists } from './generated-lists';

const load = generatedLists<'months' | 'weekdays' | 'units' | 'years' | 'yearStems'>('calendar-and-unit-words.json');

/** A month's name, in any language of the register, in lower case ("mashi", "novembra", "јануари"). */
export function isMonthName(lower: string): boolean {
  return load().months.has(lower);
}

/** A weekday's name, in any language of the register, in lower case ("umgqibelo", "petak", "понеделник"). */
export function isWeekdayName(lower: string): boolean {
  return load().weekdays.has(lower);
}

/** A unit of time or measure after a count, in any language of the register, in lower case ("minuta", "dana"). */
export function isUnitWord(lower: string): boolean {
  return load().units.has(lower);
}

/** The year's word after a count from 90 to 119, in any language of the register but English ("jaar", "лет"). */
export function isYearWordOfAge(lower: string): boolean {
  return load().years.has(lower);
}

/** The year's word in the singular or after an age, the stem of an age's adjective ("jahr" of "jährig"). */
export function isYearStem(lower: string): boolean {
  return load().yearStems.has(lower) || load().years.has(lower);
}

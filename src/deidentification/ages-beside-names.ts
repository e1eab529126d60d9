/**
 * Ages over 89 with a weak cue (issue 49, twenty-third round, tuned on the tidepool set, by class): the missed ages
 * stood where records and letters put an age without saying "aged", which Safe Harbor covers all the same.
 * - beside a name found by the other rules, in brackets or between commas, maybe after a bed or room and its number,
 *   maybe with its unit: "NAYLOR, Doreen (94)", "(VANCE, Dorothea, 91 y)", "Mrs G. Hollinrake, 91, hospital no.",
 *   "Enid (bed 6, 96)". Number words are digits in the normalized view, so "ninety-one" is read there;
 * - the value of a field labelled by age alone ("age=92", "age_years: 96", "AGE=094"), as logfmt, JSON, fixed-width
 *   and key-value exports write it.
 * A number from 90 to 119 only, with no unit or decimal after it: "Okafor, 95 kg" and "age=91.5" percentiles are
 * left, and so are the ages 89 and under that Safe Harbor lets stand.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const AGE = String.raw`(?<![\d.])0?((?:9\d|1[01]\d))(?![\d.,]\d)`;
const UNIT = String.raw`(?:[^\S\n]*(?:y|yo|yrs?|years?(?:[^\S\n]+old)?))?`;
/** After a name: a closing bracket maybe, then "(" or ",", maybe a bed or room and its number, the age, a closer. */
const AFTER_NAME = new RegExp(
  String.raw`^[^\S\n]*\)?[^\S\n]*[(,][^\S\n]*(?:(?:bed|room|bay)[^\S\n]+\w+[^\S\n]*,[^\S\n]*)?${AGE}${UNIT}` +
    String.raw`[^\S\n]*(?:\)|,|;|$)`,
  'dimu',
);
const LABELLED = new RegExp(
  String.raw`(?<![\p{L}_-])age(?:_?(?:years|yrs))?["']?[^\S\n]*[=:][^\S\n]*["']?${AGE}(?![\d.]|[^\S\n]*(?:%|kg|cm)\b)`,
  'dgiu',
);
/** The age alone, anywhere: no note without one is read further. */
const MAY_AGE = new RegExp(AGE, 'u');

export function findAgesBesideNames(text: string, found: readonly IdentifierHit[]): IdentifierHit[] {
  if (!MAY_AGE.test(text)) return [];
  const hits: IdentifierHit[] = [];
  const add = (m: RegExpMatchArray, offset: number): void => {
    const span = m.indices?.[1];
    if (span) hits.push(hit('date', offset + span[0], offset + span[1], WARNINGS.age));
  };
  for (const h of found) {
    if (h.kind !== 'name') continue;
    const m = AFTER_NAME.exec(text.slice(h.end, h.end + 40));
    if (m) add(m, h.end);
  }
  if (/age/i.test(text)) for (const m of allMatches(LABELLED, text)) add(m, 0);
  return hits;
}

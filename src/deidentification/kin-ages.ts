/**
 * Ages over 89 of relatives and household members, which Safe Harbor covers as it does the patient's: "my mum is
 * 93" (number words are digits in the normalized view), "Mother's age : 9 1" (OCR spacing), "nan, 96,". The
 * kin words are the relation lexicon plus the family words it lacks (British and familiar forms); the fillers
 * between kin word and number are the ones an age takes, so "mother's BP 95/60" or "sister weighs 95 kg" stay.
 */
import { RELATIONS } from './allowlist-general';
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const FAMILY_FORMS = `mum mam mammy mommy momma nan nanna nanny gran grandmum grandmom grandmama grandad granddad
grandpapa grandparent grandparents auntie aunty great-aunt great-uncle great-grandmother great-grandfather
stepmum stepmom stepdad carer godmother godfather parent parents in-law in-laws`;

const KIN = [...new Set([...RELATIONS, ...FAMILY_FORMS.split(/\s+/)])].sort((a, b) => b.length - a.length).join('|');
/** Units and follow-ups that make the number a measurement or a count, not an age. */
const UNITS =
  String.raw`mg|mcg|kg|kgs|lbs?|pounds|bpm|mmhg|cm|mm|ml|db|min(?:utes)?|` +
  String.raw`hours?|days?|weeks?|months?|percent`;
const NOT_AN_AGE = String.raw`(?!\s?\d|[.,/]\d|\s*(?:%|\/|(?:${UNITS}|th|st|nd|rd)\b))`;
const FILLER =
  String.raw`[^\S\n]*[,(:][^\S\n]*|[^\S\n]+|` +
  String.raw`[^\S\n]*\b(?:is|was|now|turned|turns|age[ds]?|aged|at|d|died|passed)\b\.?|` +
  // Patient-typed text drops apostrophes: "at my nans, shes 97".
  String.raw`[^\S\n]*\b(?:she|he)(?:['’]?s)?\b`;
const KIN_AGE = new RegExp(
  String.raw`(?<![\p{L}-])(?:${KIN})(?:['’]?s|s['’])?(?![\p{L}-])` +
    String.raw`(?:${FILLER})*?` +
    String.raw`(?<![\p{N}.])(9(?:[^\S\n]{1,3}|\.)?\d|1[^\S\n]?[01][^\S\n]?\d)${NOT_AN_AGE}`,
  'dgiu',
);

/** A number from 90 to 119, maybe spaced: most notes have none, and then the long kin alternation never runs. */
const AGE_NUMBER = /(?<![\d.])(?:9(?:[^\S\n]{1,3}|\.)?\d|1[^\S\n]?[01][^\S\n]?\d)(?!\d)/;

export function findKinAges(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text) || !AGE_NUMBER.test(text)) return hits;
  for (const m of allMatches(KIN_AGE, text)) {
    const span = m.indices?.[1];
    if (span) hits.push(hit('date', span[0], span[1], WARNINGS.age));
  }
  return hits;
}

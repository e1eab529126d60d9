/**
 * A birth date written as one run of digits after its cue ("dob 120964", "DOB: 12091964", and "dob twelve nine
 * sixty-four", which the normalized view reads as "12964"): no separator for the date patterns to see, but the
 * cue says what the digits are.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const COMPACT_BIRTH_DATE =
  /\b(?:dob|d\.o\.b\.?|date[^\S\n]+of[^\S\n]+birth|birth[^\S\n]*date|born)[^\S\n]*(?:[:-][^\S\n]*)?(\d{5,8})(?!\d|[.,/-]\d)/dgi;

export function findCompactBirthDates(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!/dob|d\.o\.b|birth|born/i.test(text)) return hits;
  for (const m of allMatches(COMPACT_BIRTH_DATE, text)) {
    const span = m.indices?.[1];
    if (span) hits.push(hit('date', span[0], span[1], WARNINGS.date));
  }
  return hits;
}

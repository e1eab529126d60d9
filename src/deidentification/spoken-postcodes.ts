/**
 * UK postcodes and number plates whose digits were said as words or whose halves were set apart by a dot
 * (issue 49, bypass fuzzer): "NG one seven HB", "LE sixty-seven three ZX", "YK nineteen ZTB", "DL6.2QW". The
 * normalised view reads such words as one digit run ("NR twenty-one zero AA" -> "NR 210 AA") or not at all (a
 * lone "nineteen"), so these are read in the original text. The capitals carry the evidence: a postcode's area
 * is one of the UK's and its inward letters avoid C, I, K, M, O and V; a plate is two capitals, two digits and
 * three capitals. Said in words, the digits must fit the shape exactly (two or three for a postcode, two for a
 * plate). A plate in words needs a vehicle named shortly before ("car reg", "blue van"): "HR seventy-two BPM"
 * has a plate's shape too.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { POSTCODE_AREAS } from './lower-case-labels';
import { NUMBER_WORD, spokenDigits } from './number-words';
import { WARNINGS } from './warnings';

const SPOKEN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])([A-Z]{1,2})[^\S\n]+((?:${NUMBER_WORD})(?:(?:[^\S\n]+|-)(?:${NUMBER_WORD})){0,2})` +
    String.raw`[^\S\n]+([A-Z]{2,3})(?![\p{L}\p{N}])`,
  'gu',
);
const DOTTED = /(?<![\p{L}\p{N}.])([A-Z]{1,2})(\d[A-Z\d]?)\.(\d[ABD-HJLNP-UW-Z]{2})(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/gu;
/** A vehicle or its registration named within the few words before a plate. */
const VEHICLE_BEFORE =
  /\b(?:reg(?:istration)?|plates?|vehicles?|cars?|vans?|lorry|truck|taxi|cab|ambulance|motorbike|motorcycle|drives?|driving|driven|parked)\b[^\n]{0,24}$/i;
const AREAS = new Set(POSTCODE_AREAS.split('|'));
const INWARD = /^[ABD-HJLNP-UW-Z]{2}$/;
/** Cheap scans: a capital, a space and a lower-case letter; a digit, a dot, a digit. */
const MAY_BE_SPOKEN = /[A-Z][^\S\n]+[a-z]/;
const MAY_BE_DOTTED = /\d\.\d[A-Z]/;

export function findSpokenPostcodes(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (MAY_BE_SPOKEN.test(text))
    for (const m of allMatches(SPOKEN, text)) {
      const [area, words, last] = [m[1], m[2], m[3]];
      const digits = spokenDigits(words);
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (last.length === 2 && AREAS.has(area.toLowerCase()) && INWARD.test(last) && /^\d{2,3}$/.test(digits))
        hits.push(hit('location', start, end, WARNINGS.zip));
      else if (
        last.length === 3 &&
        area.length === 2 &&
        /^\d{2}$/.test(digits) &&
        VEHICLE_BEFORE.test(text.slice(Math.max(0, start - 40), start))
      )
        hits.push(hit('vehicle_identifier', start, end, WARNINGS.vehicle_identifier));
    }
  if (MAY_BE_DOTTED.test(text))
    for (const m of allMatches(DOTTED, text))
      if (AREAS.has(m[1].toLowerCase()))
        hits.push(hit('location', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.zip));
  return hits;
}

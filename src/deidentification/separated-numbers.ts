/**
 * Numbers whose separators were swapped for dots or spaces (the normalised view makes some of them hyphens),
 * which the shapes of patterns.ts and dates.ts, written for their usual separators, let through:
 * - phone numbers in dotted or spaced groups, with a dot where the "+" was (".41.53.147.37.99"), or followed by
 *   their role ("723.813.266 office"), or ten digits and more;
 * - IPv6 addresses in hexadecimal groups split by spaces or dots ("2001 db8 85a3 8a2e 370 7334");
 * - timestamps with dots throughout ("2010.12.13.20.06.47"): the date in front is a date.
 */
import isIP from 'validator/lib/isIP';
import type { IdentifierHit } from './detector';
import { countDigits, hasDigit } from './digits';
import { hit } from './hits';
import { allMatches } from './all-matches';
import { WARNINGS } from './warnings';

const GROUPED_DIGITS = /(?<![\p{L}\p{N}.+-])([.+]?)(\d{1,4}(?:(?: ?[.-]| )\d{1,4}){2,6})(?![\p{L}\p{N}]|[.-]\d)/gu;
const YEAR_FIRST = /^(?:1[89]|20)\d{2}[.-](?:0?[1-9]|1[0-2])[.-]/;
const ROLE_AFTER = /^[^\S\n]*(?:[-–][^\S\n]*)?(?:office|fax|mobile|cell|home|work|tel|phone)\b/i;
const HEX_GROUPS =
  /(?<![\p{L}\p{N}.:])[0-9a-f]{1,4}([ .])[0-9a-f]{1,4}(?:\1[0-9a-f]{1,4}){3,6}(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/giu;
const DOTTED_TIMESTAMP =
  /(?<![\d.-])(?:1[89]\d{2}|20\d{2})([.-])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?=\1[0-2]?\d\1[0-5]\d)/g;
/** Cheap scans, one per pattern: three digit groups; a hex group holding a letter and a digit; a dotted year. */
const MAY_BE_GROUPED = /\d[ .-]\d{1,4}[ .-]\d/;
const MAY_BE_HEX = /(?:\d[a-f]|[a-f]\d)[\da-f]{0,2}[ .][\da-f]/i;
const MAY_BE_TIMESTAMP = /\d{4}[.-]\d\d?[.-]\d\d?[.-]\d/;

export function findSeparatedNumbers(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  if (MAY_BE_GROUPED.test(text))
    for (const m of allMatches(GROUPED_DIGITS, text)) {
      const digits = countDigits(m[2]);
      // A year in front is a timestamp's date, read below.
      if (digits < 9 || digits > 15 || (m[1] === '' && YEAR_FIRST.test(m[2]))) continue;
      const end = (m.index ?? 0) + m[0].length;
      if (m[1] === '' && digits < 10 && !ROLE_AFTER.test(text.slice(end, end + 12))) continue;
      hits.push(hit('phone', m.index ?? 0, end, WARNINGS.phone));
    }
  if (MAY_BE_HEX.test(text))
    for (const m of allMatches(HEX_GROUPS, text)) {
      const groups = m[0].split(m[1]);
      if (groups.filter((g) => /[a-f]/i.test(g) && /\d/.test(g)).length < 2) continue;
      if (!ipv6(groups)) continue;
      hits.push(hit('ip_address', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.ip_address));
    }
  if (MAY_BE_TIMESTAMP.test(text))
    for (const m of allMatches(DOTTED_TIMESTAMP, text))
      hits.push(hit('date', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.date));
  return hits;
}

/** Eight groups, or fewer with the run of zero groups ("::") left out somewhere. */
function ipv6(groups: string[]): boolean {
  if (groups.length === 8) return isIP(groups.join(':'), 6);
  for (let k = 1; k < groups.length; k++)
    if (isIP(`${groups.slice(0, k).join(':')}::${groups.slice(k).join(':')}`, 6)) return true;
  return false;
}

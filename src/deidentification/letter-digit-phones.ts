/**
 * Phone and fax numbers with letters typed for the digits they look like: a capital or small O for 0, a capital or
 * small I or a small l for 1 ("O77OO 9OO 214", "0I6I 496 O2O5", "0161-496-O33l", "(8O7) 555-O148"; issue 49, 32nd
 * round, span recall on every set written since the twelfth). The normalised view reads such a word the other way,
 * as letters ("O77OO" as "OTTOO"), so here, on the text as written, each run of digit groups whose every group holds
 * a real digit and whose letters are fewer than its digits is read with the letters as digits, and the phone patterns
 * of patterns.ts decide on that reading: the same grammar of trunk prefixes, country codes and group lengths, so a lab
 * value or a code ("IL-6 10 pg/mL", "O2 2 L/min") that reads as no phone stays as it is.
 */
import type { IdentifierHit } from './detector';
import { findContactPatterns } from './patterns';

const AS_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', i: '1', l: '1' };
/** A group of the number: digits and look-alike letters, at least one real digit. */
export const GROUP = String.raw`[OoIil]*\d[\dOoIil]*`;
/**
 * A bare group never follows another group with nothing between: two such groups are one longer group, which the
 * first group, taking the run greedily, has tried already. Allowed, they cut a run of n digits in up to six groups in
 * every way before the run is refused (O(n^6): 0.5 s at 60 digits, round 34).
 */
export const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\+?(?:\(${GROUP}\)|${GROUP})` +
    String.raw`(?:[^\S\n]?[-./]?[^\S\n]?(?:\(${GROUP}\)|(?<![\dOoIil])${GROUP})){0,5}(?![\p{L}\p{N}])`,
  'gu',
);
/** A digit beside a look-alike letter: what every such number has, a cheap scan before RUN. */
const MAY_HAVE = /\d[OoIil]|[OoIil]\d/;

export function findLetterDigitPhones(text: string): IdentifierHit[] {
  if (!MAY_HAVE.test(text)) return [];
  const runs: Array<[number, number]> = [];
  let read = '';
  let copied = 0;
  for (const m of text.matchAll(RUN)) {
    const letters = (m[0].match(/[OoIil]/g) ?? []).length;
    const digits = (m[0].match(/\d/g) ?? []).length;
    if (letters === 0 || letters >= digits || letters + digits < 10) continue;
    const start = m.index;
    read += text.slice(copied, start) + m[0].replace(/[OoIil]/g, (c) => AS_DIGIT[c]);
    copied = start + m[0].length;
    runs.push([start, copied]);
  }
  if (runs.length === 0) return [];
  read += text.slice(copied);
  // The reading keeps every offset, so a hit on it stands on the text as written.
  return findContactPatterns(read).filter(
    (h) => (h.kind === 'phone' || h.kind === 'fax') && runs.some(([s, e]) => h.start < e && s < h.end),
  );
}

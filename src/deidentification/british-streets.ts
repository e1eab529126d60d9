/**
 * House numbers before a street named with a British street word (issue 49, seventeenth round, tuned on the
 * shoreline set, by class): "14 Cobbler's Row", "42 Mill Close", "7 Beech Grove", "3 Larch Mews", "number 42,
 * Tollgate Close" — the suffixes of addresses.ts are American ("Street", "Avenue", "Court"), and the lower-case
 * rules ask for an address cue. The number and one or two capitalised words before the suffix are the evidence;
 * "Close", "Walk" and "Row" alone, or after a lower-case word ("in a row", "a short walk"), stay words.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const SUFFIX = String.raw`(?:Close|Grove|Gardens|Mews|Row|Rise|Walk|Parade|Wynd|Croft|Fold|Crescent)`;
const BRITISH_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:[Nn]umber|[Nn]o\.?)[^\S\n]+)?\d{1,4}[A-Za-z]?,?[^\S\n]+` +
    String.raw`(?:\p{Lu}\p{Ll}[\p{L}'’-]*[^\S\n]+){1,2}${SUFFIX}(?![\p{L}])`,
  'gu',
);
const MAY_SUFFIX = new RegExp(String.raw`[^\S\n]${SUFFIX}(?![\p{L}])`, 'u');

export function findBritishStreets(text: string): IdentifierHit[] {
  if (!MAY_SUFFIX.test(text)) return [];
  return allMatches(BRITISH_STREET, text).map((m) =>
    hit('location', m.index ?? 0, (m.index ?? 0) + m[0].length, WARNINGS.street),
  );
}

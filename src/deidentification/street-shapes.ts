/**
 * Street addresses that the English-shaped patterns of addresses.ts miss, in any case:
 * - a house number and a street named with another language's street word, as a suffix or a leading
 *   word ("4317 Invalidenstrasse 19", "0671 langenhorner chaussee 76", "Rua Arapiraca 1943");
 * - a house number and an abbreviated suffix in lower case or capitals at the end of a line or clause
 *   ("2217 larkspur ln,", "1130 MILL ST"), where a capital says nothing.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';
import type { Prerequisite } from './prerequisites';
import { WORD_START } from './word-start';

/** Street words of other languages, as the end of a compound or a word of their own. */
export const STREET_ENDINGS =
  'strasse|straße|straat|laan|weg|gasse|platz|plein|gade|vej|gatan|gata|vägen|veien|vegen|braut|stræde|' +
  'katu|ulica|utca|cesta|chaussee|allee|damm|dijk|kade|gracht|stieg|holmvej|bakken|tie';
const LEADING_STREET_WORDS = 'rua|rue|calle|avenida|avinguda|viale|piazza|strada|praça|ulitsa|ul\\.';
const TIMES_AND_DOSES = 'am|pm|min|mins|minutes?|mg|mcg|ml|hr|hrs|hours?|days?|weeks?|times|tabs?|x|of|the|a|and';

export const NUMBERED_FOREIGN_STREET = new RegExp(
  String.raw`${WORD_START}\d{1,6}[a-z]?[^\S\n]+(?:[\p{L}'-]+[^\S\n]+)?[\p{L}'-]*(?:${STREET_ENDINGS})\b` +
    String.raw`(?:[^\S\n]+\d{1,4}[a-z]?\b)?`,
  'giu',
);
export const LEADING_FOREIGN_STREET = new RegExp(
  String.raw`${WORD_START}(?:${LEADING_STREET_WORDS})[^\S\n]+[\p{L}'-]+(?:[^\S\n]+[\p{L}'-]+){0,3}?[^\S\n]+\d{1,5}\b`,
  'giu',
);
const LEADING_STREET_WORD = new RegExp(String.raw`\b(?:${LEADING_STREET_WORDS})\s`, 'iu');
/** The same without its word boundary, which under the i and u flags costs a lookaround at every position. */
const STREET_WORD_ANYWHERE = new RegExp(String.raw`(?:${LEADING_STREET_WORDS})\s`, 'iu');
export const LEADING_STREET_PREREQUISITES: readonly Prerequisite[] = [[LEADING_STREET_WORD, STREET_WORD_ANYWHERE]];
export const CASELESS_ABBREVIATED = new RegExp(
  String.raw`${WORD_START}\d{1,6}[^\S\n]+(?:[nsew]\.?[^\S\n]+)?` +
    String.raw`(?:(?!(?:${TIMES_AND_DOSES})\b)[\p{L}][\p{L}'-]+[^\S\n]+){1,2}` +
    String.raw`(?:st|ave|rd|blvd|ln|dr|ct|pl|ter|cir|pkwy|hwy)\b\.?(?=[^\S\n]*(?:[,;\n]|$))`,
  'giu',
);
/** A number and a word after it, which the numbered patterns start with: a scan far cheaper than they are. */
const NUMBER_THEN_WORD = /\d[a-z]?[^\S\n]+\p{L}/u;

export function findStreetShapes(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const numbered = NUMBER_THEN_WORD.test(text);
  const patterns = numbered ? [NUMBERED_FOREIGN_STREET, CASELESS_ABBREVIATED] : [];
  if (STREET_WORD_ANYWHERE.test(text) && LEADING_STREET_WORD.test(text)) patterns.push(LEADING_FOREIGN_STREET);
  for (const re of patterns)
    for (const m of allMatches(re, text)) {
      const start = m.index ?? 0;
      hits.push(hit('location', start, start + m[0].length, WARNINGS.street));
    }
  return hits;
}

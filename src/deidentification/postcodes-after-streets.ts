/**
 * A postal code written right after a street and its house number, in the order of the country's address line
 * (issue 49, thirty-fourth round, tuned on the skerry set, by class):
 * - continental Europe writes the street, its number, a comma, then the code before the town ("Sonnenallee 118,
 *   12045 Berlin", "Biltstraat 146, 3572 BH Utrecht", "Drottninggatan 22, 652 24 Karlstad"): five digits, four
 *   (with two letters in the Netherlands) or three and two (Sweden), then the town. The street is one of another
 *   language's street words (street-shapes.ts), which the English patterns of addresses.ts do not read, so the street
 *   with its number is a hit too, and so is the town's first word. Either the street or the town may be written in
 *   lower case ("keupstraße 61, 51063 Köln", "Sonnenallee 118, 12045 berlin"; thirty-sixth round, the fuzzer's lower
 *   case with machair fed), not both: a street word, a number, a comma and a code-shaped number are shape enough
 *   beside one capital;
 * - the United States writes the street, a comma, maybe the town, then the ZIP code with no state ("9200 Bolsa Ave,
 *   Westminster 92683", "1600 S 6th St, 55454"), which addresses.ts takes only after a state or a cue. Its first
 *   three digits must open a ZIP code in use.
 * A number not right after such a street is left alone: "Room 14, 2200 units" and "Bay 3, 1000 Lives" have none.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import type { Lexicon } from './lexicon';
import { STREET_ENDINGS } from './street-shapes';
import { WARNINGS } from './warnings';

const CONTINENTAL = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}'-]*(?:${STREET_ENDINGS}|stråket)[^\S\n]+\d{1,4}[a-z]?),[^\S\n]*` +
    String.raw`(\d{5}|\d{4}(?:[^\S\n]?[A-Za-z]{2})?|\d{3}[^\S\n]\d{2})(?=[^\S\n]+(\p{L}[\p{L}\p{M}'-]*))`,
  'dgu',
);
/** The address is read in lower case only where either the street or the town is written with its capital. */
const CAPITAL = /^\p{Lu}/u;
const US_SUFFIX =
  String.raw`(?:[Ss]t|[Aa]ve|[Rr]d|[Bb]lvd|[Ll]n|[Dd]r|[Cc]t|[Pp]l|[Tt]pke|[Pp]kwy|[Hh]wy|[Ww]ay|` +
  String.raw`[Ss]treet|[Aa]venue|[Rr]oad|[Bb]oulevard|[Ll]ane|[Dd]rive|[Cc]ourt|[Pp]lace|[Tt]urnpike|[Pp]arkway)`;
const US_STREET_THEN_ZIP = new RegExp(
  String.raw`\b\d{1,6}[^\S\n]+(?:[\p{L}\d'-]+\.?[^\S\n]+){1,3}${US_SUFFIX}\.?,[^\S\n]*` +
    String.raw`(?:\p{Lu}[\p{L}'-]*[^\S\n]+){0,3}(\d{5}(?:-\d{4})?)(?![\d-])`,
  'dgu',
);
/** Cheap scans before the patterns: a house number and its comma, and five digits. */
const NUMBER_THEN_COMMA = /\d[a-z]?,/;
const FIVE_DIGITS = /\d{5}/;

export function findPostcodesAfterStreets(text: string, lex: Lexicon): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (NUMBER_THEN_COMMA.test(text))
    for (const m of allMatches(CONTINENTAL, text)) {
      const [street, code, town] = [m.indices?.[1], m.indices?.[2], m.indices?.[3]];
      if (!CAPITAL.test(m[1]) && !CAPITAL.test(m[3])) continue;
      if (street) hits.push(hit('location', street[0], street[1], WARNINGS.street));
      if (code) hits.push(hit('location', code[0], code[1], WARNINGS.zip));
      if (town) hits.push(hit('location', town[0], town[1], WARNINGS.city));
    }
  if (!FIVE_DIGITS.test(text)) return hits;
  for (const m of allMatches(US_STREET_THEN_ZIP, text)) {
    const code = m.indices?.[1];
    if (code && lex.zip3.has(text.slice(code[0], code[0] + 3)))
      hits.push(hit('location', code[0], code[1], WARNINGS.zip));
  }
  return hits;
}

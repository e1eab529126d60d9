/**
 * A product named by its brand, a strength and its form (issue 49, thirty-sixth round, tuned on the machair set, by
 * class): "Duraphat 5000 toothpaste", "Zeroderm 500 g ointment", "Vagirux 10 microgram pessaries". A strength and a
 * dosage form after a capitalised word make it a product's name, whether or not the strength has its unit ("5000"
 * is parts per million of fluoride); the name rules read a brand no list holds as a surname. A title before the
 * word, a given name or a known place as the word, keep the name rules' reading ("Mrs Hale 2 tablets daily" is not
 * written, but "Dr Gale 5 patches" would be someone).
 * Also the maker after a brand glossed by its generic, ending the clause ("Estradot (estradiol), Sandoz.", a leaflet's
 * or a label's brand, generic and marketing company): the generic must be in the drug dictionary or the allowed
 * vocabulary, and a given name there stays a person ("Estradot (estradiol), Maria to review").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const FORMS =
  String.raw`toothpaste|mouthwash|gel|cream|ointment|spray|lozenges?|pessar(?:y|ies)|tablets?|capsules?|` +
  String.raw`patch(?:es)?|drops|lotion|foam|sachets?|pen`;
const UNITS = String.raw`ppm|mg|mcg|micrograms?|µg|g|ml|mL|%|IU|units?`;
const PRODUCT = new RegExp(
  String.raw`(?<![\p{L}'’])(\p{Lu}[\p{L}-]+)[^\S\n]+\d[\d.,]*(?:[^\S\n]*(?:${UNITS}))?[^\S\n]+(?:${FORMS})(?![\p{L}])`,
  'gu',
);
const MAY_HOLD = new RegExp(String.raw`\d[^\S\n]*(?:[\p{L}%µ]+[^\S\n]+)?(?:${FORMS})\b`, 'u');

const MAKER_AFTER =
  /(?<![\p{L}'’])\p{Lu}[\p{L}-]+[^\S\n]*\((\p{Ll}[\p{Ll}-]+)\),[^\S\n]+(\p{Lu}[\p{L}-]+)(?=[^\S\n]*(?:[.;\n]|$))/gu;

export function productStrengthSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  if (text.includes('),'))
    for (const m of allMatches(MAKER_AFTER, text)) {
      if (!(words.isDrugWord(m[1]) || words.isAllowed(m[1])) || words.isFirstName(m[2].toLowerCase())) continue;
      const at = m.index + m[0].length - m[2].length;
      spans.push([at, at + m[2].length]);
    }
  if (!MAY_HOLD.test(text)) return spans;
  for (const m of allMatches(PRODUCT, text)) {
    const lower = m[1].toLowerCase();
    if (titleBefore(text, m.index, 12) || words.isFirstName(lower) || words.isTown(lower)) continue;
    spans.push([m.index, m.index + m[1].length]);
  }
  return spans;
}

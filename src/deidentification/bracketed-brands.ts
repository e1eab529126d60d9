/**
 * A brand that the text glosses with its generic drug, at every mention (issue 49, twenty-first round, tuned on the
 * lagoon set, by class). Lists from abroad give a brand with its generic in brackets once ("Bensedin (diazepam) 5
 * mg") and the brand alone after ("advised to stop Bensedin"); the first mention reads as a product, the later ones
 * as a surname. One or two capitalised words directly before "(generic)", the generic a drug by the dictionary, its
 * stem or the clinical lists (product-lexicons.ts isDrugLike), make the words a product's name wherever they stand in
 * the same text. A given name, title or relation among the words keeps them ("Sarah (sertraline) …" is no brand), and
 * so does a person's cue before a later mention ("Mrs Bensedin"). A dose right after the bracket makes even a given
 * name a brand ("Julina (estradiol) 0.5 mg", a Japanese estradiol; issue 49, thirty-fifth round, tombolo): a person
 * is not glossed by a drug and then dosed; a title or a relation still keeps the words.
 */
import { isDrugLike } from './product-lexicons';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const CAP = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
/** The generic in brackets, found first; the brand is then read back from it. */
const GENERIC = /\((\p{Ll}[\p{L}-]*(?:[^\S\n]\p{Ll}[\p{L}-]*)?)\)/gu;
const BRAND_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}'’-])(${CAP}(?:[^\S\n]${CAP})?)[^\S\n]*$`, 'u');
/** A dose after the generic's bracket: "(estradiol) 0.5 mg", "(dydrogesterone) 10mg". */
const DOSE_AFTER = /^[^\S\n]*\d+(?:[.,]\d+)?[^\S\n]*(?:mg|mcg|µg|micrograms?|g|ml|mL|IU|iu|units?|%)(?![\p{L}])/u;
const TITLE_BEFORE = /\b(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?[^\S\n]+$/;

export function bracketedBrandSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes('(')) return [];
  const brands = new Set<string>();
  for (const g of text.matchAll(GENERIC)) {
    if (!g[1].split(/\s/).every((w) => isDrugLike(w, words))) continue;
    const m = BRAND_BEFORE.exec(text.slice(Math.max(0, g.index - 48), g.index));
    if (m === null) continue;
    const dosed = DOSE_AFTER.test(text.slice(g.index + g[0].length, g.index + g[0].length + 24));
    const personal = m[1].split(/\s/).some((w) => {
      const lower = w.toLowerCase();
      return (!dosed && words.isFirstName(lower)) || words.isTitle(lower) || words.isRelation(lower);
    });
    if (!personal) brands.add(m[1]);
  }
  if (brands.size === 0) return [];
  const spans: Span[] = [];
  for (const brand of brands) {
    for (let at = text.indexOf(brand); at >= 0; at = text.indexOf(brand, at + brand.length)) {
      const before = text[at - 1] ?? ' ';
      const after = text[at + brand.length] ?? ' ';
      if (/[\p{L}\p{M}]/u.test(before) || /[\p{L}\p{M}]/u.test(after)) continue;
      if (TITLE_BEFORE.test(text.slice(Math.max(0, at - 6), at))) continue;
      spans.push([at, at + brand.length]);
    }
  }
  return spans;
}

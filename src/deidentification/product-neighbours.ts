/**
 * Products shown so by their neighbours (issue 49, seventeenth round, tuned on the shoreline set, by class):
 * - a capitalised word before a few lower-case words that end in a product noun and an amount ("Sylk natural
 *   lubricant 40 mL", "Hyalo vaginal gel x2", "Kegel8 pelvic trainer 1 unit"): the words between say what is sold,
 *   and the amount says a pack;
 * - an item of a comma list whose other items, three or more, are products: a drug or brand the clinical lists hold,
 *   an item with its dose, or an item ending in a product or device noun ("MyAmie pendant, iVi fall detector, Vibby,
 *   Pill dispenser", "Premarin 0.625, Climen and Angeliq"); a given name among the item's words keeps it a person,
 *   as lists of people beside products ("Linda, Evorel and Utrogestan") are lists of what a person was given.
 * - one to three capitalised words after a product noun, up to a clause's end ("barrier cream Medi Derma-S;",
 *   "moisturiser Hyalofemme, lubricant Sylk."): the product named after its kind; a given name there keeps the
 *   person; words with digits are left to the serial rules ("device 7F3C-9A1E" may be read "device TFEC").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { allLowerAscii, holdsLowerAsciiWord } from './lower-ascii-words';
import { PRODUCT_NOUNS } from './product-lexicons';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/** Devices of alarms, monitoring and dispensing, beside the product nouns of product-lexicons.ts. */
const DEVICE_NOUNS: ReadonlySet<string> =
  wordSet(`pendant pendants detector detectors dispenser dispensers hub alarm alarms button watch tracker bands band
  cushion mattress hoist commode frame rollator stick`);

export const BEFORE_PRODUCT =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\d-]+)((?:[^\S\n]+\p{Ll}+){1,3})[^\S\n]+(?:x[^\S\n]?\d|\d)/gu;

export const AFTER_PRODUCT =
  /(?<![\p{L}])(\p{Ll}+)[^\S\n]+(\p{Lu}[\p{L}-]*(?:[^\S\n]+\p{Lu}[\p{L}-]*){0,2})(?=[^\S\n]*(?:[;,.)]|$))/gmu;
/**
 * Both patterns keep a match only when a product noun is a whole run of lower-case letters in it (the last word
 * before the amount, the word before the capitals): a note with no such run is not scanned by them, which on a
 * two-byte note cost more than the rest of the rule. Exact while the nouns are plain lower-case ASCII; else both
 * always run.
 */
export const NOUNS = new Set([...PRODUCT_NOUNS, ...DEVICE_NOUNS]);
const NOUNS_GATED = allLowerAscii(NOUNS);
const NOUN_LENGTHS = [...NOUNS].map((w) => w.length);
const SHORTEST_NOUN = Math.min(...NOUN_LENGTHS);
const LONGEST_NOUN = Math.max(...NOUN_LENGTHS);

const DOSE = /^\d[\d.,]*[^\S\n]*(?:mg|mcg|µg|g|ml|mL|IU|%)(?!\p{L})/u;
const ITEM_SPLIT = /,[^\S\n]+(?:(?:and|or)[^\S\n]+)?|[^\S\n]+(?:and|or)[^\S\n]+/g;

function productNoun(lower: string): boolean {
  return PRODUCT_NOUNS.has(lower) || DEVICE_NOUNS.has(lower);
}

function isProductItem(item: string, words: WordClasses): boolean {
  const parts = item
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/[^\S\n]+/);
  if (parts.length === 0 || parts[0] === '') return false;
  const first = parts[0].toLowerCase();
  if (words.isAllowed(first) && !words.isName(first)) return true;
  if (DOSE.test(parts.slice(1).join(' '))) return true;
  const last = parts[parts.length - 1];
  return last === last.toLowerCase() && productNoun(last);
}

function hasGivenName(item: string, words: WordClasses): boolean {
  return item.split(/[^\p{L}]+/u).some((w) => w !== '' && words.isPersonalFirstName(w.toLowerCase()));
}

function listSpans(text: string, words: WordClasses, spans: Array<[number, number]>): void {
  let lineStart = 0;
  for (const line of text.split('\n')) {
    if (line.includes(', ')) {
      const items: Array<[number, number]> = [];
      let from = 0;
      for (const sep of allMatches(ITEM_SPLIT, line)) {
        items.push([from, sep.index ?? 0]);
        from = (sep.index ?? 0) + sep[0].length;
      }
      items.push([from, line.length]);
      // An item is kept beside three other products at least, so a line of fewer than four items keeps none.
      if (items.length < 4) {
        lineStart += line.length + 1;
        continue;
      }
      const heads = items.map(([s, e]) => {
        const raw = line.slice(s, e);
        return raw.length - raw.replace(/^.*:[^\S\n]*/, '').length;
      });
      const texts = items.map(([s, e], k) => line.slice(s + heads[k], e).replace(/[.;]+[^\S\n]*$/, ''));
      const products = texts.map((t) => isProductItem(t, words));
      const count = products.filter(Boolean).length;
      items.forEach(([s], k) => {
        const others = count - (products[k] ? 1 : 0);
        if (others < 3 || !/^\p{Lu}/u.test(texts[k]) || hasGivenName(texts[k], words)) return;
        const start = lineStart + s + heads[k];
        spans.push([start, start + texts[k].length]);
      });
    }
    lineStart += line.length + 1;
  }
}

export function productNeighbourSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (NOUNS_GATED && !holdsLowerAsciiWord(text, NOUNS, SHORTEST_NOUN, LONGEST_NOUN)) {
    listSpans(text, words, spans);
    return spans;
  }
  for (const m of allMatches(BEFORE_PRODUCT, text)) {
    const between = m[2].trim().split(/[^\S\n]+/);
    if (productNoun(between[between.length - 1]) && !words.isPersonalFirstName(m[1].toLowerCase()))
      spans.push([m.index ?? 0, (m.index ?? 0) + m[1].length + m[2].length]);
  }
  for (const m of allMatches(AFTER_PRODUCT, text)) {
    if (!productNoun(m[1]) || hasGivenName(m[2], words)) continue;
    const start = (m.index ?? 0) + m[0].length - m[2].length;
    spans.push([start, start + m[2].length]);
  }
  listSpans(text, words, spans);
  return spans;
}

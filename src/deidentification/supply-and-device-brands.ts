/**
 * Brands of dressings, garments, seating and respiratory devices by what is said of them (issue 49, twentieth round,
 * tuned on the lagoon set, by class). Orthotics, tissue-viability and lung-function notes name the products of the
 * NHS Supply Chain and Drug Tariff Part IX catalogues by brand, and the brands read as surnames.
 * - One or two capitalised words before a kind of product those catalogues list and the lower-case word of that kind
 *   ("Actico bandages", "Octenisan wash", "Roho cushion", "Haddenham easywrap", "Jaeger MasterScreen body box");
 * - a device after a dose and "via" ("400 mcg via Volumatic"): a drug is given through a device, not a person;
 * - a product before a dose in puffs, drops, sprays or tablets ("Trelegy Ellipta one puff daily", "Corvalol 20
 *   drops");
 * - a capitalised word in brackets after a kind of product ("flight socks (Scholl)").
 * After a person's title, with a given name among the words, or with a possessive the rules stand ("Mrs Roho's
 * cushion", "Anna Actico bandages").
 */
import type { WordClasses } from './word-classes';
import { titleBefore } from './titles-before';

const PRODUCTS =
  String.raw`bandages?|dressings?|garments?|wraps?|easywrap|cushions?|mattress(?:es)?|overlay|wash|` +
  String.raw`body[^\S\n]+box|spacer|socks|stockings|hosiery|insoles?|orthoses|orthosis|collar|rollator|hoist|` +
  String.raw`foam|gel[^\S\n]+pad|wipes|spray|barrier|nebuli[sz]er|peak[^\S\n]+flow[^\S\n]+meter|spirometer`;
/** One or two capitalised words ending where a product noun or a dose begins, read back from that anchor. */
const CAPS_BEFORE = /(?<![\p{L}'’.])(\p{Lu}[\p{L}-]*(?:[^\S\n]+\p{Lu}[\p{L}-]*)?)[^\S\n]+$/u;
const CAPS = String.raw`(\p{Lu}[\p{L}-]*(?:[^\S\n]+\p{Lu}[\p{L}-]*)?)`;
// The anchors open with a space, so the scan tries few positions; the words before are read from a slice.
const PRODUCT = new RegExp(String.raw`(?<=[^\S\n])(?:${PRODUCTS})(?![\p{L}])`, 'gu');
const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|ten|twenty)`;
const DOSE = new RegExp(
  String.raw`(?<=[^\S\n])${NUMBER}[^\S\n]+(?:puffs?|drops?|sprays?|tablets?|capsules?|sachets?)(?![\p{L}])`,
  'gu',
);
const VIA_DEVICE = new RegExp(
  String.raw`\d[^\S\n]*(?:mcg|micrograms?|mg|µg|puffs?|doses?)[^\S\n]+via[^\S\n]+(?:an?[^\S\n]+)?${CAPS}`,
  'gu',
);
const BRACKETED = new RegExp(
  String.raw`(?:socks|stockings|hosiery|bandages?|dressings?|garments?|cushions?|insoles?|spacer|wash)[^\S\n]*` +
    String.raw`\((\p{Lu}[\p{L}-]+)\)`,
  'gu',
);

export function supplyAndDeviceBrandSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const anchor of [PRODUCT, DOSE])
    for (const m of text.matchAll(anchor)) {
      const before = CAPS_BEFORE.exec(text.slice(Math.max(0, m.index - 48), m.index));
      if (before === null) continue;
      const at = m.index - before[0].length;
      if (plainBrand(text, before[1], at, words)) spans.push([at, m.index + m[0].length]);
    }
  if (text.includes('via'))
    for (const m of text.matchAll(VIA_DEVICE)) {
      const at = m.index + m[0].indexOf(m[1]);
      if (plainBrand(text, m[1], at, words)) spans.push([at, at + m[1].length]);
    }
  if (text.includes('('))
    for (const m of text.matchAll(BRACKETED)) {
      const at = m.index + m[0].lastIndexOf(m[1]);
      if (!words.isPersonalFirstName(m[1].toLowerCase())) spans.push([at, at + m[1].length]);
    }
  return spans;
}

/** No title before, no given name, relation or post among the words. */
function plainBrand(text: string, run: string, at: number, words: WordClasses): boolean {
  if (titleBefore(text, at, 8, 'caseless')) return false;
  return run
    .split(/[^\S\n]+/)
    .every((w) => !words.isPersonalFirstName(w.toLowerCase()) && !words.isRoleWord(w.toLowerCase()));
}

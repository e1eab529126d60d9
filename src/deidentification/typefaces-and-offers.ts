/**
 * Names of print and commerce that read as people (issue 49, seventeenth round, tuned on the shoreline set, by
 * class):
 * - a typeface after a point size or the word "font" ("Large print (18 pt Arial)", "font: Verdana 12", "in 14pt
 *   Calibri"): posters, leaflets and accessible-format notes give them; many are surnames or places ("Georgia",
 *   "Gill Sans", "Frutiger"), so the size or the word is the evidence;
 * - an offer's code after its label ("Promo code MENO10", "voucher code SPRING25", "discount code WELCOME"): it names
 *   an offer, not a person or an order;
 * - a vehicle's make before its model ("second-hand Peugeot Boxer", "Ford Transit van", "Vauxhall Movano"): a kind of
 *   vehicle; the plate keeps its rule, and a make that is a given name or a model that is a surname keeps the
 *   person ("Kia Jones", "Ford Lewis").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const TYPEFACE =
  String.raw`(?:Arial|Helvetica|Verdana|Calibri|Cambria|Tahoma|Georgia|Garamond|Times(?:[^\S\n]+New[^\S\n]+Roman)?|` +
  String.raw`Gill[^\S\n]+Sans|Frutiger|Futura|Century[^\S\n]+Gothic|Segoe(?:[^\S\n]+UI)?|Trebuchet|Lexend|` +
  String.raw`Open[^\S\n]+Sans|Roboto|Lato|Comic[^\S\n]+Sans|Courier(?:[^\S\n]+New)?|Palatino|Baskerville|Rockwell)`;
const TYPESET = new RegExp(
  String.raw`\b(?:\d{1,2}[^\S\n]*(?:pt|point)[^\S\n]+${TYPEFACE}|fonts?(?:[^\S\n]*:)?[^\S\n]+${TYPEFACE}|` +
    String.raw`${TYPEFACE}[^\S\n]+(?:\d{1,2}[^\S\n]*(?:pt|point)|font))\b`,
  'g',
);
const MAY_TYPESET = /\d[^\S\n]*(?:pt|point)\b|\bfont|Arial|Verdana|Calibri/;

const OFFER_CODE =
  /\b(?:promo(?:tion(?:al)?)?|voucher|discount|coupon|offer)[^\S\n]+code[^\S\n]*(?::[^\S\n]*)?[A-Z][A-Z0-9]{2,15}\b/gi;
const MAY_OFFER = /\bcode\b/i;

const MAKE =
  String.raw`(?:Peugeot|Citro[eë]n|Renault|Vauxhall|Volkswagen|VW|Ford|Fiat|Nissan|Toyota|Iveco|Mercedes-Benz|` +
  String.raw`Hyundai|Kia|Skoda|[ŠS]koda|Volvo|Honda|Mazda|Suzuki|Mitsubishi|Dacia|Seat|SEAT|Opel|Tesla|Subaru)`;
const MODEL = new RegExp(String.raw`\b(${MAKE})[^\S\n]+(\p{Lu}[\p{L}\d-]+)\b`, 'gu');
const MAY_MAKE = new RegExp(MAKE);

function spansOf(re: RegExp, text: string, spans: Array<[number, number]>): void {
  for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/** "Kia Jones", "Ford Lewis": a make that is a given name, or a model that is a surname, reads as a person. */
function readsAsPerson(make: string, model: string, words: WordClasses): boolean {
  const lower = model.toLowerCase();
  return words.isPersonalFirstName(make.toLowerCase()) || (words.isName(lower) && !words.isCommonWord(lower));
}

export function typefaceAndOfferSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_TYPESET.test(text)) spansOf(TYPESET, text, spans);
  if (MAY_OFFER.test(text)) spansOf(OFFER_CODE, text, spans);
  if (MAY_MAKE.test(text))
    for (const m of allMatches(MODEL, text))
      if (!readsAsPerson(m[1], m[2], words)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}

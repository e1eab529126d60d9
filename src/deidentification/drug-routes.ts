/**
 * A product named before its route of administration (issue 49, twenty-seventh round, tuned on the foreshore set, by
 * class). Protocols and drug charts write an injectable or a brand the drug lists lack with its route after it
 * ("Pabrinex IV if high risk", "Cyklokapron IV 1 g", "Konakion IM at birth", "Clexane SC daily"); capitalised and in
 * no dictionary, the name rules read it as a surname. In a text that gives a dose (a number and mg, mcg, g, mL,
 * units or IU), a capitalised word of four letters or more right before a route's abbreviation (IV, IM, SC, SL, PO,
 * PR, INH, NEB) is dropped with the route, unless it is a listed name ("Henry IV" is a king, "Okonkwo IV team" no
 * product). A surname and a given name around it ("Achterberg, Rosalind IM") and every other word keep every rule.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const ROUTE = /(?<![\p{L}'’-])(\p{Lu}\p{Ll}{3,})[^\S\n]+(?:IV|IM|SC|SL|PO|PR|INH|NEB)(?![\p{L}\p{N}])/gu;
const DOSE = /\d[^\S\n]*(?:mg|mcg|µg|micrograms?|g|ml|mL|units?|IU|iu)\b/;
const MAY = /[^\S\n](?:IV|IM|SC|SL|PO|PR|INH|NEB)\b/;

export function drugRouteSpans(text: string, words: WordClasses): Span[] {
  if (!MAY.test(text) || !DOSE.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(ROUTE, text)) {
    if (words.isName(m[1].toLowerCase())) continue;
    if (/,[^\S\n]*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

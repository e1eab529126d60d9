/**
 * Insurers and funders named as what covers a test or a treatment (issue 49, thirty-sixth round, tuned on the machair
 * set, by class): "DEXA covered by Zilveren Kruis", "HRT usually covered for menopause by Daman, AXA and Tawuniya",
 * "reimbursed by Techniker Krankenkasse". A verb of cover, then "by" in the same clause, then a list of one to three
 * capitalised words an item: the payers of a note, which the name rules read as surnames when no list holds them.
 * An item with a title or a given name ("covered by Dr Okafor", "funded by Sarah Jones") keeps its hits, and a
 * person after a lower-case word ("paid for by her son") never matches. Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const ITEM = String.raw`\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2}`;
const COVERED_BY = new RegExp(
  String.raw`\b(?:covered|reimbursed|funded|paid[^\S\n]+for)\b(?:[^.;:\n]|\.(?=\S)){0,40}?[^\S\n]by[^\S\n]+` +
    String.raw`(${ITEM}(?:(?:,[^\S\n]*|[^\S\n](?:and|or)[^\S\n])${ITEM})*)`,
  'gu',
);
const MAY_HOLD = /covered|reimbursed|funded|paid/;

export function payerSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_HOLD.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(COVERED_BY, text)) {
    let at = m.index + m[0].length - m[1].length;
    for (const part of m[1].split(/(,[^\S\n]*|[^\S\n](?:and|or)[^\S\n])/)) {
      const person = part
        .split(/[^\S\n]+/)
        .some((w) => words.isTitle(w.toLowerCase()) || words.isFirstName(w.toLowerCase()));
      if (!person && /^\p{Lu}/u.test(part)) spans.push([at, at + part.length]);
      at += part.length;
    }
  }
  return spans;
}

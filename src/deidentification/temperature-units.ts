/**
 * Temperatures written with a bare unit letter (issue 49, twenty-seventh round, tuned on the foreshore set, by
 * class). Storage instructions and label text write a temperature as a number and "C" or "F" without the degree sign
 * ("Store below 25 C.", "keep at 2-8 C", "fridge 4 C"); with a capitalised word after it the name rule reads the unit
 * and that word as an initial and a surname ("C. Bin"). After a word that gives a temperature's bound (below, above,
 * under, over, at, between, to, up to, store, keep, fridge, room temperature's `RT`), a number and then C or F, with
 * or without a degree sign or a dot, is dropped as a unit, together with the next word when that is an everyday word
 * ("Bin", "Keep", "Do"). A listed name after it ("25 C. Gomez") is no everyday word and keeps the hit, and a bed or
 * room number before initials ("Bed 4 C. Gomez") has no such word before it.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const TEMPERATURE =
  /\b(?:below|above|under|over|at|between|to|store[ds]?|keep|kept|fridge|freezer|RT)[^\S\n]+(?:-?\d{1,3}(?:[.,]\d)?[^\S\n]*(?:-|–|to|and)[^\S\n]*)?-?\d{1,3}(?:[.,]\d)?[^\S\n]*°?[CF]\b\.?(?:[^\S\n]+(\p{L}+))?/giu;
const MAY = /\d[^\S\n]*°?[CF]\b/;

export function temperatureUnitSpans(text: string, words: WordClasses): Span[] {
  if (!MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(TEMPERATURE, text)) {
    let end = m.index + m[0].length;
    const next = m[1];
    if (next !== undefined && !(words.isCommonWord(next.toLowerCase()) && !words.isDistinctiveName(next.toLowerCase())))
      end -= next.length;
    spans.push([m.index, end]);
  }
  return spans;
}

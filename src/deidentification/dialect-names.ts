/**
 * Dialects named after the place they are spoken (issue 49, twenty-eighth round, tuned on the breakwater set, by
 * class). Interpreter bookings and language registers name the dialect a patient needs ("Tibetan (Lhasa dialect)",
 * "the Kham dialect", "Sylheti or Chittagong dialects"); the place in the name says what is spoken, not where anyone
 * lives, and the name rules read a word in no list as a surname or a town. One or two capitalised words straight
 * before "dialect" or "dialects" are the dialect's name, unless a title or a relation stands before them or among
 * them ("Mrs Okonkwo dialect coach" stays a person), the first of two is a given name, or "from", "in" or "at" stands
 * before them or "area", "region" or "zone" after, which makes them a place again ("from the Lhasa dialect area").
 * Returns spans in which a hit is dropped.
 */
import { runAnchored, startAnchoredMatches } from './matches-at';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const DIALECT =
  /(?<![\p{L}\p{N}'’-])(\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+)?)[^\S\n]+dialects?\b(?![^\S\n]+(?:area|region|zone)\b)/gu;
/** Tried only at capitals on a two-byte note (matches-at.ts). */
export const DIALECT_AT = runAnchored(DIALECT, String.raw`\p{Lu}`);
const WORD_BEFORE = /(\p{L}+)\.?[^\S\n]+(?:the[^\S\n]+)?$/u;

export function dialectNameSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes('dialect')) return [];
  const spans: Span[] = [];
  for (const m of startAnchoredMatches(DIALECT_AT, text)) {
    const before = WORD_BEFORE.exec(text.slice(Math.max(0, m.index - 20), m.index))?.[1].toLowerCase();
    if (before && (words.isTitle(before) || words.isRelation(before) || /^(?:from|in|at)$/.test(before))) continue;
    const parts = m[1].toLowerCase().split(/[^\S\n]+/);
    if (parts.some((w) => words.isTitle(w) || words.isRelation(w))) continue;
    if (parts.length > 1 && words.isPersonalFirstName(parts[0])) continue;
    spans.push([m.index, m.index + m[1].length]);
  }
  return spans;
}

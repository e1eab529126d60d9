/**
 * Spans in which a hit is dropped (clinical phrases, products, scales, citations...), asked only while a hit is
 * left to drop. A hit survives when no span of any rule holds it whole, so the rules can be asked in any order
 * and the answer is the same; asked one at a time, the remaining ones are skipped once no hit is left (about one
 * note in seven has no hit before them, and those paid for every rule's scans).
 */
import type { IdentifierHit } from './detector';

/** One allowlist rule: the spans of the text in which a hit is dropped. */
export type AllowedSpanRule = (text: string) => ReadonlyArray<readonly [number, number]>;

/**
 * Each rule's spans over one text, kept while that text is read: the repeated mentions are dropped against the same
 * rules after the first hits were, and a rule's spans depend on the text alone, so each rule is asked once a text.
 */
export type AskedSpans = Array<ReadonlyArray<readonly [number, number]> | undefined>;

export function dropAllowed(
  hits: IdentifierHit[],
  text: string,
  rules: readonly AllowedSpanRule[],
  asked: AskedSpans = [],
): IdentifierHit[] {
  let kept = hits;
  for (let i = 0; i < rules.length; i++) {
    if (kept.length === 0) break;
    const spans = (asked[i] ??= rules[i](text));
    if (spans.length > 0) kept = kept.filter((h) => !spans.some(([s, e]) => s <= h.start && h.end <= e));
  }
  return kept;
}

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
    if (spans.length > 0 && kept.some((h) => heldWhole(spans, h))) kept = kept.filter((h) => !heldWhole(spans, h));
  }
  return kept;
}

/**
 * Whether a span holds the hit whole. A loop over the pairs: the callback of `some` that took each pair apart cost
 * some 1 % of a slow note, asked of every hit for each of the hundred rules, and most rules drop nothing, so the list
 * is copied only when one does (docs/performance.md, round 35).
 */
function heldWhole(spans: ReadonlyArray<readonly [number, number]>, h: IdentifierHit): boolean {
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i];
    if (span[0] <= h.start && h.end <= span[1]) return true;
  }
  return false;
}

/**
 * `dropAllowed` asked of the lines that hold the hits rather than of the whole text: each run of lines holding a
 * hit is read as a text of its own. For the few hits asked after the rest were decided (the codes the normalized
 * view misread, index.ts), whose note is otherwise read twice over: the rules then cost a fraction of the note.
 * The same hits as the whole text gives, where no rule needs a line that holds no hit to allow one.
 */
export function dropAllowedOnLines(
  hits: IdentifierHit[],
  text: string,
  rules: readonly AllowedSpanRule[],
): IdentifierHit[] {
  const windows: Array<{ start: number; end: number; hits: IdentifierHit[] }> = [];
  for (const h of [...hits].sort((a, b) => a.start - b.start)) {
    const start = text.lastIndexOf('\n', h.start - 1) + 1;
    const next = text.indexOf('\n', h.end);
    const end = next === -1 ? text.length : next;
    const last = windows[windows.length - 1];
    if (last && start <= last.end) {
      last.end = Math.max(last.end, end);
      last.hits.push(h);
    } else windows.push({ start, end, hits: [h] });
  }
  const kept: IdentifierHit[] = [];
  for (const w of windows) {
    const shifted = w.hits.map((h) => ({ ...h, start: h.start - w.start, end: h.end - w.start }));
    const standing = new Set(dropAllowed(shifted, text.slice(w.start, w.end), rules));
    w.hits.forEach((h, k) => {
      if (standing.has(shifted[k])) kept.push(h);
    });
  }
  return kept;
}

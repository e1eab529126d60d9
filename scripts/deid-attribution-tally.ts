/**
 * The arithmetic of scripts/deid-attribution.ts: given the hits that survive the allowlists, each labelled with the
 * rule that found it, which rule alone refuses a clean text, alone catches a text with identifiers, alone covers a
 * gold span. "Alone" reads the hits as they stand: a rule whose hits feed another (cued unknown places read the name
 * hits, repeated mentions the kept ones) is not re-run without them, so the counts say what each rule's own hits
 * decide, not what the detector would do with that rule removed.
 */
import type { GoldSpan } from './deid-metrics';

export interface LabelledSpan {
  rule: string;
  start: number;
  end: number;
  /** The detector reads the hit as weak (dumped with --no-weak, where it stands all the same). */
  weak?: boolean;
}

export interface RuleTally {
  /** Clean texts whose every surviving hit is this rule's: without it they would be let through. */
  cleanAlone: number;
  /** Clean texts it refuses beside other rules. */
  cleanWithOthers: number;
  /** Texts with identifiers refused by this rule's hits only. */
  textsAlone: number;
  /** Texts with identifiers it refuses beside other rules. */
  textsWithOthers: number;
  /** Gold spans that only this rule's hits overlap. */
  spansAlone: number;
  /** Gold spans it overlaps beside other rules. */
  spansWithOthers: number;
}

export type Tallies = Map<string, RuleTally>;

const empty = (): RuleTally => ({
  cleanAlone: 0,
  cleanWithOthers: 0,
  textsAlone: 0,
  textsWithOthers: 0,
  spansAlone: 0,
  spansWithOthers: 0,
});

function tallyOf(tallies: Tallies, rule: string): RuleTally {
  let t = tallies.get(rule);
  if (!t) tallies.set(rule, (t = empty()));
  return t;
}

/** Adds one case: its gold spans (none for a clean text) and its surviving hits with their rules. */
export function tallyCase(tallies: Tallies, gold: readonly GoldSpan[], hits: readonly LabelledSpan[]): void {
  const rules = new Set(hits.map((h) => h.rule));
  const alone = rules.size === 1;
  for (const rule of rules) {
    const t = tallyOf(tallies, rule);
    if (gold.length === 0) {
      if (alone) t.cleanAlone++;
      else t.cleanWithOthers++;
    } else if (alone) t.textsAlone++;
    else t.textsWithOthers++;
  }
  for (const span of gold) {
    const covering = new Set(hits.filter((h) => h.start < span.end && span.start < h.end).map((h) => h.rule));
    for (const rule of covering) {
      const t = tallyOf(tallies, rule);
      if (covering.size === 1) t.spansAlone++;
      else t.spansWithOthers++;
    }
  }
}

/** Adds `from` into `into`, rule by rule. */
export function addTallies(into: Tallies, from: Tallies): void {
  for (const [rule, t] of from) {
    const sum = tallyOf(into, rule);
    for (const key of Object.keys(t) as (keyof RuleTally)[]) sum[key] += t[key];
  }
}

/**
 * Rows worst first: clean texts a rule alone refuses, per identifier text it alone catches (one added to each side,
 * so a rule that catches nothing alone still ranks by what it refuses).
 */
export function rankedRows(tallies: Tallies): [string, RuleTally][] {
  const cost = (t: RuleTally): number => (t.cleanAlone + 1) / (t.textsAlone + 1);
  return [...tallies.entries()].sort((a, b) => cost(b[1]) - cost(a[1]) || b[1].cleanAlone - a[1].cleanAlone);
}

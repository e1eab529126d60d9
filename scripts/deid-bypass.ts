/**
 * The bypass fuzzer of `npm run eval:deid -- --bypass`. Every labelled
 * identifier of the evaluation sets is re-written with each disguise
 * (scripts/deid-disguises.ts), one at a time, in its own text; an identifier
 * counts as seen through when a hit overlaps its disguised span. Recall is
 * taken over the identifiers the detector finds undisguised, so a disguise is
 * measured by what it hides, not by what was missed anyway. The same
 * disguises applied to words of clean texts count false refusals.
 */
import type { IdentifierDetector, IdentifierKind } from '../src/deidentification/detector';
import { DISGUISES, type Disguise } from './deid-disguises';
import type { EvalSet } from './deid-sets';

export interface Tally {
  n: number;
  ok: number;
}
export interface BypassMiss {
  set: string;
  disguise: string;
  kind: IdentifierKind | 'clean';
  text: string;
  /** The disguised span in `text`. */
  start: number;
  end: number;
}
export interface BypassReport {
  /** disguise -> identifiers re-written and how many were still found. */
  recall: Map<string, Tally>;
  /** disguise -> kind -> tally. */
  byKind: Map<string, Map<IdentifierKind, Tally>>;
  /** disguise -> clean variants and how many were let through. */
  clean: Map<string, Tally>;
  misses: BypassMiss[];
  falseRefusals: BypassMiss[];
}

const overlaps = (hits: { start: number; end: number }[], start: number, end: number): boolean =>
  hits.some((h) => h.start < end && start < h.end);

function bump(t: Tally | undefined, ok: boolean): Tally {
  const next = t ?? { n: 0, ok: 0 };
  next.n++;
  if (ok) next.ok++;
  return next;
}

/** Up to three words of a clean text, spread over it: the terms the clean run disguises. */
function cleanTerms(text: string): [number, number][] {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu)].filter((m) => m[0].length >= 3);
  const picks = new Set([0, Math.floor(words.length / 2), words.length - 1].filter((i) => i >= 0));
  return [...picks].map((i) => [words[i].index ?? 0, (words[i].index ?? 0) + words[i][0].length]);
}

/** The disguises to run: all, or those named (`--disguise=line-break,leetspeak`). */
function chosen(only?: readonly string[]): [string, Disguise][] {
  const all = Object.entries(DISGUISES);
  if (!only || only.length === 0) return all;
  const unknown = only.filter((n) => !(n in DISGUISES));
  if (unknown.length > 0)
    throw new Error(`unknown disguise ${unknown.join(', ')}; known: ${Object.keys(DISGUISES).join(', ')}`);
  return all.filter(([n]) => only.includes(n));
}

export function runBypass(detector: IdentifierDetector, sets: EvalSet[], only?: readonly string[]): BypassReport {
  const disguises = chosen(only);
  const report: BypassReport = {
    recall: new Map(),
    byKind: new Map(),
    clean: new Map(),
    misses: [],
    falseRefusals: [],
  };
  for (const set of sets) {
    for (const c of set.cases) {
      if (c.spans.length === 0) {
        for (const [start, end] of cleanTerms(c.text)) {
          for (const [name, disguise] of disguises) {
            const next = disguise(c.text.slice(start, end), 'clean', start);
            if (next === undefined) continue;
            const text = c.text.slice(0, start) + next + c.text.slice(end);
            const ok = detector.detect(text).length === 0;
            report.clean.set(name, bump(report.clean.get(name), ok));
            if (!ok)
              report.falseRefusals.push({
                set: set.name,
                disguise: name,
                kind: 'clean',
                text,
                start,
                end: start + next.length,
              });
          }
        }
        continue;
      }
      const plainHits = detector.detect(c.text);
      for (const span of c.spans) {
        if (!overlaps(plainHits, span.start, span.end)) continue;
        for (const [name, disguise] of disguises) {
          const next = disguise(c.text.slice(span.start, span.end), span.kind, span.start);
          if (next === undefined) continue;
          const text = c.text.slice(0, span.start) + next + c.text.slice(span.end);
          const ok = overlaps(detector.detect(text), span.start, span.start + next.length);
          report.recall.set(name, bump(report.recall.get(name), ok));
          const kinds = report.byKind.get(name) ?? new Map<IdentifierKind, Tally>();
          kinds.set(span.kind, bump(kinds.get(span.kind), ok));
          report.byKind.set(name, kinds);
          if (!ok)
            report.misses.push({
              set: set.name,
              disguise: name,
              kind: span.kind,
              text,
              start: span.start,
              end: span.start + next.length,
            });
        }
      }
    }
  }
  return report;
}

const pct = (t: Tally | undefined): string => (!t || t.n === 0 ? '-' : `${((100 * t.ok) / t.n).toFixed(1)}%`);

/** The report as printed lines: per disguise, per kind and disguise, then clean text per disguise. */
/** The disguised span marked ⟦…⟧ with up to 60 characters either side, so a miss can be read without its note. */
function inContext(m: BypassMiss): string {
  const before = m.text.slice(Math.max(0, m.start - 60), m.start);
  const after = m.text.slice(m.end, m.end + 60);
  return JSON.stringify(`${before}⟦${m.text.slice(m.start, m.end)}⟧${after}`);
}

export function bypassTable(r: BypassReport, limit: number): string[] {
  const names = Object.keys(DISGUISES).filter((n) => r.recall.has(n) || r.clean.has(n));
  const lines = ['Bypass fuzzer: identifiers found undisguised, re-written with each disguise', ''];
  const row = (cells: string[]): string =>
    cells[0].padEnd(20) +
    cells
      .slice(1)
      .map((c) => c.padStart(9))
      .join('');
  lines.push(row(['disguise', 'variants', 'recall', 'clean', 'spec.']));
  for (const name of names) {
    const t = r.recall.get(name);
    const c = r.clean.get(name);
    lines.push(row([name, String(t?.n ?? 0), pct(t), String(c?.n ?? 0), pct(c)]));
  }
  const kinds = [...new Set([...r.byKind.values()].flatMap((m) => [...m.keys()]))];
  lines.push('', 'Recall per kind (rows) and disguise (columns, numbered as above):', '');
  lines.push(`${''.padEnd(22)}${names.map((_, i) => String(i + 1).padStart(6)).join('')}`);
  for (const kind of kinds) {
    const cells = names.map((n) => {
      const t = r.byKind.get(n)?.get(kind);
      return (!t || t.n === 0 ? '-' : String(Math.floor((100 * t.ok) / t.n))).padStart(6);
    });
    lines.push(`${kind.padEnd(22)}${cells.join('')}`);
  }
  if (limit > 0) {
    lines.push('', `Missed disguised identifiers: ${r.misses.length}`);
    for (const m of r.misses.slice(0, limit)) lines.push(`  [${m.set} ${m.disguise} ${m.kind}] ${inContext(m)}`);
    lines.push(`False refusals of disguised clean text: ${r.falseRefusals.length}`);
    for (const m of r.falseRefusals.slice(0, limit)) lines.push(`  [${m.set} ${m.disguise}] ${inContext(m)}`);
  }
  return lines;
}

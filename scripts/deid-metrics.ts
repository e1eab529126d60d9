/**
 * Scores a detector against the labelled cases in test/fixtures/deid-cases.json.
 * Shared by scripts/eval-deid.ts (report) and the eval unit test (floors).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentifierDetector, IdentifierHit, IdentifierKind } from '../src/deidentification/detector';

export interface GoldSpan {
  kind: IdentifierKind;
  start: number;
  end: number;
}
export interface GoldCase {
  id: string;
  group: string;
  text: string;
  spans: GoldSpan[];
}

export interface KindScore {
  cases: number;
  refused: number;
  recall: number;
  /** Gold spans of this kind, and how many of them a hit overlaps. */
  spans: number;
  spansFound: number;
  spanRecall: number;
}
export interface Miss {
  id: string;
  text: string;
  detail: string;
}

export interface EvalReport {
  total: number;
  positives: number;
  negatives: number;
  /** Per kind: cases with that kind that got at least one hit. */
  byKind: Map<IdentifierKind, KindScore>;
  recallNames: number;
  recallLocations: number;
  recallPatterns: number;
  recallOverall: number;
  specificity: number;
  spanRecall: number;
  goldSpans: number;
  falseNegatives: Miss[];
  falsePositives: Miss[];
}

export function loadCases(fixture = 'deid-cases.json'): GoldCase[] {
  const file = join(__dirname, '..', 'test', 'fixtures', fixture);
  return JSON.parse(readFileSync(file, 'utf8')) as GoldCase[];
}

const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);

function overlaps(span: GoldSpan, hits: IdentifierHit[]): boolean {
  return hits.some((h) => h.start < span.end && span.start < h.end);
}

export function evaluate(detector: IdentifierDetector, cases: GoldCase[]): EvalReport {
  const byKind = new Map<IdentifierKind, KindScore>();
  const falseNegatives: Miss[] = [];
  const falsePositives: Miss[] = [];
  let negatives = 0;
  let cleanOk = 0;
  let goldSpans = 0;
  let spansFound = 0;
  const groupTotals = { names: [0, 0], locations: [0, 0], patterns: [0, 0], all: [0, 0] };

  for (const c of cases) {
    const hits = detector.detect(c.text);
    if (c.spans.length === 0) {
      negatives++;
      if (hits.length === 0) cleanOk++;
      else
        falsePositives.push({
          id: c.id,
          text: c.text,
          detail: hits.map((h) => `${h.kind}:"${c.text.slice(h.start, h.end)}"`).join(', '),
        });
      continue;
    }
    const refused = hits.length > 0;
    const kinds = new Set(c.spans.map((s) => s.kind));
    const scoreOf = (kind: IdentifierKind): KindScore => {
      const score = byKind.get(kind) ?? { cases: 0, refused: 0, recall: 0, spans: 0, spansFound: 0, spanRecall: 0 };
      byKind.set(kind, score);
      return score;
    };
    for (const kind of kinds) {
      const score = scoreOf(kind);
      score.cases++;
      if (refused) score.refused++;
    }
    for (const span of c.spans) {
      const score = scoreOf(span.kind);
      score.spans++;
      if (overlaps(span, hits)) score.spansFound++;
    }
    const bump = (key: keyof typeof groupTotals): void => {
      groupTotals[key][0]++;
      if (refused) groupTotals[key][1]++;
    };
    bump('all');
    if (kinds.has('name')) bump('names');
    if (kinds.has('location')) bump('locations');
    if ([...kinds].some((k) => k !== 'name' && k !== 'location')) bump('patterns');
    const missed = c.spans.filter((s) => !overlaps(s, hits));
    goldSpans += c.spans.length;
    spansFound += c.spans.length - missed.length;
    if (missed.length > 0) {
      falseNegatives.push({
        id: c.id,
        text: c.text,
        detail:
          missed.map((s) => `${s.kind}:"${c.text.slice(s.start, s.end)}"`).join(', ') +
          (refused ? '' : ' (text NOT refused)'),
      });
    }
  }
  for (const score of byKind.values()) {
    score.recall = ratio(score.refused, score.cases);
    score.spanRecall = ratio(score.spansFound, score.spans);
  }
  const r = (key: keyof typeof groupTotals): number => ratio(groupTotals[key][1], groupTotals[key][0]);
  return {
    total: cases.length,
    positives: cases.length - negatives,
    negatives,
    byKind,
    recallNames: r('names'),
    recallLocations: r('locations'),
    recallPatterns: r('patterns'),
    recallOverall: r('all'),
    specificity: ratio(cleanOk, negatives),
    spanRecall: ratio(spansFound, goldSpans),
    goldSpans,
    falseNegatives,
    falsePositives,
  };
}

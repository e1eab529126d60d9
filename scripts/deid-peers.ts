/**
 * `npm run eval:deid -- --peers`: the same evaluation sets run through peer
 * de-identifiers (philter-lite, Presidio; scripts/deid-python/peers.py lists
 * them and says how each is run) and scored with the same metric code as the
 * service's detector, so the figures compare like for like. A peer that
 * cannot run here is reported as skipped with the runner's reason; no figure
 * is ever filled in for it.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { IdentifierDetector, IdentifierHit, IdentifierKind } from '../src/deidentification/detector';
import { evaluate, type EvalReport } from './deid-metrics';
import type { EvalSet } from './deid-sets';

export interface PeerSpan {
  kind: IdentifierKind;
  start: number;
  end: number;
}
export type PeerRun =
  { name: string; ran: true; hits: Record<string, PeerSpan[]> } | { name: string; ran: false; reason: string };

export interface PeerComparison {
  /** Column names, the service first, then each peer that ran. */
  columns: string[];
  /** Per set, one report per column. */
  rows: { set: string; reports: EvalReport[] }[];
  skipped: { name: string; reason: string }[];
}

const RUNNER = join(__dirname, 'deid-python', 'peers.py');
const SEP = '\u0000';
const caseKey = (set: string, id: string): string => `${set}${SEP}${id}`;

/** Runs every peer once over all sets' cases (loading their models once). Throws with the runner's last error line. */
export function runPeers(python: string, sets: EvalSet[]): PeerRun[] {
  const cases = sets.flatMap((s) => s.cases.map((c) => ({ id: caseKey(s.name, c.id), text: c.text })));
  try {
    const out = execFileSync(python, [RUNNER], {
      input: JSON.stringify(cases),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return parsePeerRuns(out);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    const last = stderr.trim().split('\n').pop();
    throw new Error(`the peer runner failed: ${last || String(error)}`, { cause: error });
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isSpan = (x: unknown): x is PeerSpan =>
  isRecord(x) && typeof x.kind === 'string' && Number.isInteger(x.start) && Number.isInteger(x.end);

/** Checks the runner's JSON rather than trusting it: a malformed answer is an error, not zero hits. */
export function parsePeerRuns(json: string): PeerRun[] {
  const parsed: unknown = JSON.parse(json);
  if (!isRecord(parsed) || !Array.isArray(parsed.peers)) throw new Error('peer runner output has no "peers" list');
  return parsed.peers.map((peer: unknown): PeerRun => {
    if (!isRecord(peer) || typeof peer.name !== 'string') throw new Error('peer without a name');
    if (peer.ran === false && typeof peer.reason === 'string')
      return { name: peer.name, ran: false, reason: peer.reason };
    if (peer.ran !== true || !isRecord(peer.hits)) throw new Error(`peer ${peer.name}: neither hits nor a reason`);
    const hits: Record<string, PeerSpan[]> = {};
    for (const [id, spans] of Object.entries(peer.hits)) {
      if (!Array.isArray(spans) || !spans.every(isSpan)) throw new Error(`peer ${peer.name}: bad spans for ${id}`);
      hits[id] = spans;
    }
    return { name: peer.name, ran: true, hits };
  });
}

/** A detector answering from a peer's recorded spans for one set; a case the peer did not answer is an error. */
function recordedDetector(peer: string, set: EvalSet, hits: Record<string, PeerSpan[]>): IdentifierDetector {
  const byText = new Map<string, PeerSpan[]>();
  for (const c of set.cases) {
    const spans = hits[caseKey(set.name, c.id)];
    if (!spans) throw new Error(`peer ${peer} gave no answer for ${set.name}/${c.id}`);
    // Identical texts get identical answers from a deterministic peer; the first one stands for all.
    if (!byText.has(c.text)) byText.set(c.text, spans);
  }
  return {
    detect: (text: string): IdentifierHit[] =>
      (byText.get(text) ?? []).map((s) => ({ ...s, warning: `${peer}: ${s.kind}` })),
  };
}

export function comparePeers(service: IdentifierDetector, sets: EvalSet[], runs: PeerRun[]): PeerComparison {
  const ran = runs.filter((r): r is Extract<PeerRun, { ran: true }> => r.ran);
  const skipped = runs.flatMap((r) => (r.ran ? [] : [{ name: r.name, reason: r.reason }]));
  return {
    columns: ['this service', ...ran.map((r) => r.name)],
    rows: sets.map((s) => ({
      set: s.name,
      reports: [evaluate(service, s.cases), ...ran.map((r) => evaluate(recordedDetector(r.name, s, r.hits), s.cases))],
    })),
    skipped,
  };
}

const pct = (x: number, n: number): string => (n === 0 ? '-' : `${(100 * x).toFixed(1)}%`);
const cell = (r: EvalReport): string =>
  `${pct(r.recallOverall, r.positives)} / ${pct(r.specificity, r.negatives)} / ${pct(r.spanRecall, r.goldSpans)}`;

/** The comparison table and one "skipped <peer>: <reason>" line per peer that could not run. */
export function peerTable(comparison: PeerComparison): string[] {
  const setWidth = Math.max(18, ...comparison.rows.map((r) => r.set.length));
  const widths = comparison.columns.map((c) => Math.max(c.length, 24));
  const line = (first: string, cells: string[]): string =>
    [first.padEnd(setWidth), ...cells.map((c, i) => c.padEnd(widths[i]))].join('  ').trimEnd();
  return [
    'Peers on the same sets (each cell: text recall / specificity / span recall)',
    '',
    line('set', comparison.columns),
    ...comparison.rows.map((r) => line(r.set, r.reports.map(cell))),
    ...comparison.skipped.map((s) => `skipped ${s.name}: ${s.reason}`),
  ];
}

/**
 * What a required-literal prefilter (`required-literals.ts`) could skip on a set of notes: every regex run that
 * detect() makes over the notes is recorded (RegExp.prototype.exec replaced for the recording; `test`, `replace`,
 * `match`, `split` and `matchAll` all go through it then), grouped by pattern, and for each pattern the gate is
 * read from its syntax tree and asked of each recorded text. Prints how many patterns get a gate, how many runs it
 * skips, the replayed time of the runs skipped against all runs, what the gates' own `includes` cost, and checks on
 * every recorded text that a skipped pattern has no match in it (a gate that would skip a match is a bug). Then
 * what simple rules of choosing gates would net (by how many literals, by what the pattern opens with, in the
 * scans of `allMatches` alone or at every run); `--costs` adds the dearest patterns with or without a gate. The
 * figures and why no gate was kept: docs/performance.md, "The thirty-sixth speed round".
 *
 *   npm run build && node --no-regexp-tier-up --import tsx bench/support/deid-literal-gates.ts slowest.txt [top]
 *
 * (slowest.txt as `deid-slowest.ts --compiled` prints it; `all` reads every tenth bench note.)
 */
import { loadDetector, notesFromList } from './deid-notes';
import type * as AllMatches from '../../src/deidentification/all-matches';
import * as gates from './required-literals';
import type { RequiredLiterals } from './required-literals';

const detectIdentifiers = loadDetector(true);
const notes = notesFromList(process.argv[2] ?? 'all');
const top = Number(process.argv[3] ?? 30);

for (const n of notes) detectIdentifiers(n);
const originalExec = RegExp.prototype.exec;
const recorded = new Map<RegExp, string[]>();
let positioned = 0;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const scans = require('../../dist/src/deidentification/all-matches') as { allMatches: typeof AllMatches.allMatches };
const originalAllMatches = scans.allMatches;
const scanned = new Set<RegExp>();
scans.allMatches = (pattern, text) => {
  scanned.add(pattern);
  return originalAllMatches(pattern, text);
};
RegExp.prototype.exec = function exec(this: RegExp, text: string): RegExpExecArray | null {
  // A run is a search of the whole text: a call of a plain pattern, or the first call of a global walk. A sticky
  // call tries one position and is left out, as are a walk's later calls.
  if (this.sticky) positioned++;
  else if (!this.global || this.lastIndex === 0) {
    const texts = recorded.get(this) ?? [];
    if (texts.length === 0) recorded.set(this, texts);
    texts.push(text);
  }
  return originalExec.call(this, text);
};
for (const n of notes) detectIdentifiers(n);
RegExp.prototype.exec = originalExec;
scans.allMatches = originalAllMatches;

/** One whole run of the pattern over the text from its start, as a scan of the note does. */
function run(pattern: RegExp, text: string): number {
  const saved = pattern.lastIndex;
  let found = 0;
  pattern.lastIndex = 0;
  if (pattern.global) {
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      found++;
      if (m[0] === '') pattern.lastIndex++;
    }
  } else if (pattern.exec(text) !== null) found = 1;
  pattern.lastIndex = saved;
  return found;
}

const folds = new Map<string, string>();
const fold = (t: string): string => {
  let f = folds.get(t);
  if (f === undefined) folds.set(t, (f = gates.foldForLiterals(t)));
  return f;
};
const passes = (g: RequiredLiterals, t: string): boolean => {
  const hay = g.folded ? fold(t) : t;
  for (const l of g.literals) if (hay.includes(l)) return true;
  return false;
};

function lowest(rounds: number, body: () => void): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    body();
    best = Math.min(best, performance.now() - start);
  }
  return best * 1000;
}

const costs = new Map<string, { micros: number; calls: number; gate: string }>();
let gated = 0;
let runs = 0;
let skippedRuns = 0;
let allMicros = 0;
let skippedMicros = 0;
let gateMicros = 0;
let unsound = 0;
const rows: Array<{
  pattern: RegExp;
  calls: number;
  skipped: number;
  micros: number;
  saved: number;
  cost: number;
  gate: string;
  scanned: boolean;
  opening: string;
  count: number;
  shortest: number;
}> = [];
for (const [pattern, texts] of recorded) {
  runs += texts.length;
  const gate = gates.requiredLiterals(pattern);
  for (const t of texts) run(pattern, t);
  const micros = lowest(3, () => {
    for (const t of texts) run(pattern, t);
  });
  allMicros += micros;
  const key = `/${pattern.source}/${pattern.flags}`;
  const bySource = costs.get(key) ?? { micros: 0, calls: 0, gate: gate === null ? '-' : JSON.stringify(gate.literals) };
  bySource.micros += micros;
  bySource.calls += texts.length;
  costs.set(key, bySource);
  if (gate === null) continue;
  gated++;
  const skipped = texts.filter((t) => !passes(gate, t));
  for (const t of skipped)
    if (run(pattern, t) > 0) {
      unsound++;
      console.log(`UNSOUND /${pattern.source}/${pattern.flags} gate ${JSON.stringify(gate)} on ${JSON.stringify(t)}`);
    }
  skippedRuns += skipped.length;
  const saved = lowest(3, () => {
    for (const t of skipped) run(pattern, t);
  });
  skippedMicros += saved;
  for (const t of texts) fold(t);
  const cost = lowest(3, () => {
    for (const t of texts) passes(gate, t);
  });
  gateMicros += cost;
  rows.push({
    pattern,
    calls: texts.length,
    skipped: skipped.length,
    micros,
    saved,
    cost,
    scanned: scanned.has(pattern),
    count: gate.literals.length,
    shortest: Math.min(...gate.literals.map((l) => l.length)),
    opening: opening(pattern),
    gate: `${gate.folded ? 'i' : ''}${JSON.stringify(gate.literals)}`,
  });
}
const gatedSources = new Set(rows.map((r) => `/${r.pattern.source}/${r.pattern.flags}`));
const runSources = new Set([...recorded.keys()].map((p) => `/${p.source}/${p.flags}`));
console.log(`${runSources.size} distinct sources run, ${gatedSources.size} of them with a gate`);
const perNote = (micros: number): string => (micros / notes.length).toFixed(1);
console.log(
  `${notes.length} notes; ${positioned} sticky calls left out; ${recorded.size} patterns run, ${gated} with a ` +
    `gate; ${runs} runs, ${skippedRuns} skipped by a gate; replayed alone: all runs ${perNote(allMicros)} µs a ` +
    `note, the skipped ones ` +
    `${perNote(skippedMicros)}, the gates' includes ${perNote(gateMicros)}; ${unsound} unsound skips`,
);
rows.sort((a, b) => b.saved - b.cost - (a.saved - a.cost));
const paying = rows.filter((r) => r.saved > r.cost);
console.log(
  `${paying.length} gates save more than they cost: ${perNote(paying.reduce((s, r) => s + r.saved, 0))} µs a note ` +
    `saved for ${perNote(paying.reduce((s, r) => s + r.cost, 0))} µs of includes`,
);
console.log('saved / gate µs a note, runs a note, skipped share, gate, pattern:');
for (const r of rows.slice(0, top))
  console.log(
    `${perNote(r.saved).padStart(6)} ${perNote(r.cost).padStart(5)} ` +
      `${(r.calls / notes.length).toFixed(1).padStart(5)} ` +
      `${((100 * r.skipped) / r.calls).toFixed(0).padStart(3)}% ${r.gate.slice(0, 50).padEnd(50)} ` +
      `/${r.pattern.source.slice(0, 70)}/${r.pattern.flags}`,
  );

if (process.argv.includes('--costs')) {
  console.log('dearest sources: µs a note, runs a note, gate, pattern');
  for (const [key, c] of [...costs].sort((a, b) => b[1].micros - a[1].micros).slice(0, top))
    console.log(
      `${perNote(c.micros).padStart(6)} ${(c.calls / notes.length).toFixed(1).padStart(6)} ` +
        `${c.gate.slice(0, 30).padEnd(30)} ${key.slice(0, 110)}`,
    );
}

/** What the pattern opens with: a character the engine can look for itself, or something it tries everywhere. */
function opening(pattern: RegExp): string {
  const source = pattern.source;
  if (/^(?:\(\?<[=!]|\^\(\?<[=!])/.test(source)) return 'lookbehind';
  if (source.startsWith('\\b') || source.startsWith('(?:\\b') || source.startsWith('(\\b')) return 'boundary';
  if (/^(?:\[|\\[pPdDwWsS]|\.)/.test(source)) return 'class';
  return 'other';
}
for (const scannedOnly of [false, true])
  for (const kinds of [
    ['lookbehind', 'boundary', 'class', 'other'],
    ['lookbehind', 'boundary', 'class'],
  ])
    for (const [most, shortest] of [
      [12, 1],
      [4, 1],
      [2, 1],
      [4, 2],
      [2, 2],
      [1, 1],
      [1, 2],
      [1, 3],
    ]) {
      const chosen = rows.filter(
        (r) => (!scannedOnly || r.scanned) && kinds.includes(r.opening) && r.count <= most && r.shortest >= shortest,
      );
      const saved = chosen.reduce((s, r) => s + r.saved, 0);
      const cost = chosen.reduce((s, r) => s + r.cost, 0);
      const calls = chosen.reduce((s, r) => s + r.calls, 0);
      const skipped = chosen.reduce((s, r) => s + r.skipped, 0);
      console.log(
        `${scannedOnly ? 'allMatches only' : 'every run'}, openings ${kinds.join('/')}, at most ${most} ` +
          `literals of ${shortest}+: ${chosen.length} patterns, ` +
          `${(calls / notes.length).toFixed(1)} runs a note of which ${(skipped / notes.length).toFixed(1)} skipped; ` +
          `saves ${perNote(saved)} µs a note for ${perNote(cost)} µs of includes`,
      );
    }

/**
 * Which patterns a set of notes' scans spend their time in, in the production build: every `allMatches` call that
 * detect() makes over the notes is recorded (the compiled modules call it through the module object, so a wrapper
 * put there sees them all), then each pattern's recorded calls are replayed alone, the lowest of five rounds, and
 * the patterns are ranked by µs per note, with how many calls a note makes of each. Loops that call `exec`,
 * `matchAll` or `test` themselves are not counted. The figures rank patterns against each other; they add up to
 * less than the patterns cost inside detect(), where the other rules' work comes between two scans.
 *
 *   npm run build && node --no-regexp-tier-up --import tsx bench/support/deid-pattern-replay.ts slowest.txt [top]
 *
 * (slowest.txt as `deid-slowest.ts --compiled` prints it; `all` reads every tenth bench note.)
 */
import type * as AllMatches from '../../src/deidentification/all-matches';
import { loadDetector, notesFromList } from './deid-notes';

type Scan = typeof AllMatches.allMatches;

const detectIdentifiers = loadDetector(true);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const scans = require('../../dist/src/deidentification/all-matches') as { allMatches: Scan };
const notes = notesFromList(process.argv[2] ?? 'all');
const top = Number(process.argv[3] ?? 40);

for (const n of notes) detectIdentifiers(n);
const original = scans.allMatches;
const recorded = new Map<RegExp, string[]>();
scans.allMatches = (pattern, text) => {
  const texts = recorded.get(pattern) ?? [];
  if (texts.length === 0) recorded.set(pattern, texts);
  texts.push(text);
  return original(pattern, text);
};
for (const n of notes) detectIdentifiers(n);
scans.allMatches = original;

const rows: Array<{ micros: number; calls: number; pattern: RegExp }> = [];
for (const [pattern, texts] of recorded) {
  for (const t of texts) original(pattern, t);
  let lowest = Infinity;
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    for (const t of texts) original(pattern, t);
    lowest = Math.min(lowest, performance.now() - start);
  }
  rows.push({ micros: (lowest * 1000) / notes.length, calls: texts.length / notes.length, pattern });
}
rows.sort((a, b) => b.micros - a.micros);
const total = rows.reduce((sum, r) => sum + r.micros, 0);
console.log(`${notes.length} notes, ${rows.length} patterns, ${total.toFixed(1)} µs a note in all`);
console.log('µs a note, calls a note, pattern:');
for (const r of rows.slice(0, top)) {
  const shown = `/${r.pattern.source.slice(0, 90)}/${r.pattern.flags}`;
  console.log(`${r.micros.toFixed(2).padStart(8)} ${r.calls.toFixed(1).padStart(5)}  ${shown}`);
}

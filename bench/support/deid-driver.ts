/**
 * A fixed, small detector workload for instruction counts and CPU profiles, where bench:deid is too long to run
 * under valgrind. Builds bench:deid's 500-character notes, takes every k-th one (a fixed slice), runs the
 * detector over them for WARMUP rounds so the JIT settles, then for ROUNDS more. The instructions of the
 * measured rounds are the difference between a run with ROUNDS and one with ROUNDS=0 (same slice and warm-up):
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/tmp/a.out node --import tsx bench/support/deid-driver.ts 200 2 1
 *   valgrind --tool=callgrind --callgrind-out-file=/tmp/b.out node --import tsx bench/support/deid-driver.ts 200 2 0
 *
 * (the "summary:" lines of the two files, divided by notes x rounds, give instructions per note). For a profile:
 * node --cpu-prof --import tsx bench/support/deid-driver.ts 400 3 20. Arguments: notes (200), warm-up rounds (2),
 * measured rounds (1), and `--compiled` to load the detector from dist/ (`npm run build`, as `npm start` runs it)
 * rather than the source through tsx. Prints a hash of the hits so two builds can be checked to give the same
 * answers. With `--notes FILE` (indices, one a line, as deid-slowest.ts prints them) it runs those notes instead of
 * a slice.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { benchNotes, loadDetector } from './deid-notes';

const [count, warmup, rounds] = [200, 2, 1].map((fallback, i) => {
  const arg = process.argv[2 + i];
  return arg === undefined ? fallback : Number(arg);
});
const compiled = process.argv.includes('--compiled');
const detectIdentifiers = loadDetector(compiled);
const all = benchNotes();
const step = Math.max(1, Math.floor(all.length / count));
const listed = process.argv.indexOf('--notes');
const notes =
  listed === -1
    ? all.filter((_, i) => i % step === 0).slice(0, count)
    : readFileSync(process.argv[listed + 1], 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((i) => all[Number(i)]);

const hash = createHash('sha256');
for (const n of notes) hash.update(JSON.stringify(detectIdentifiers(n)));
for (let r = 1; r < warmup; r++) for (const n of notes) detectIdentifiers(n);
// Each note's lowest CPU over the measured rounds too: on a loaded machine a call's CPU time still grows with what
// other processes do to the caches and the shared core, and the lowest of several rounds is the least touched.
const lowest = notes.map(() => Infinity);
const cpuStart = process.cpuUsage();
for (let r = 0; r < rounds; r++)
  notes.forEach((n, i) => {
    const t = process.cpuUsage();
    detectIdentifiers(n);
    const spent = process.cpuUsage(t);
    lowest[i] = Math.min(lowest[i], spent.user + spent.system);
  });
const cpu = process.cpuUsage(cpuStart);
const lowestUs = rounds > 0 ? lowest.reduce((a, b) => a + b, 0) / notes.length : 0;
const perCallUs = rounds > 0 ? (cpu.user + cpu.system) / (rounds * notes.length) : 0;
console.log(
  `${notes.length} notes (${listed === -1 ? `every ${step}th` : 'listed'} of ${all.length}), ` +
    `${warmup} warm-up + ${rounds} measured rounds; ` +
    `${compiled ? 'dist/ build' : 'source'}; CPU ${perCallUs.toFixed(1)} µs per call, ` +
    `each note's lowest ${lowestUs.toFixed(1)} µs; ` +
    `hits sha256 ${hash.digest('hex').slice(0, 16)}`,
);

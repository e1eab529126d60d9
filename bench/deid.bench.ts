/**
 * Cost of one detect() call on a 500-character note, after warm-up, on notes
 * built from every committed evaluation set. Prints load time, then p50, p99
 * and max over all calls, and the same over each note's fastest round: on a
 * shared machine the first line includes time other processes took the CPU,
 * the second is the detector's own cost. The third line, p99 of each call's
 * CPU time (process.cpuUsage, user + system, microsecond resolution), is the
 * figure held to the target (p99 <= 1 ms): time the process spent off the CPU
 * while others ran is not in it, its own GC threads are. Then the garbage
 * collections during the measured rounds and how many calls one fell into
 * (each such call pays the pause), and the CPU steal over the measured rounds
 * (see support/cpu-steal.ts).
 * The detector measured is the production build, as `npm start` runs it: tsx's output of the same source reads
 * every other module's export through a getter and names every closure it creates with a call, which costs
 * CPU the service never spends (the A/B is in docs/performance.md). Like `npm start`, the script runs node with
 * `--no-regexp-tier-up` (package.json): with V8's tier-up, the patterns first run on one-byte notes ran the two-byte
 * ones two to three times slower (docs/performance.md, "The twenty-first speed round"); the option can only be given
 * at the start, as turning it off in a running process crashed it on a pattern run once before.
 * Run: npm run bench:deid                    # builds (npm run build), then loads dist/src/deidentification
 *      npm run bench:deid -- --skip-build    # dist/ is already current
 *      npm run bench:deid -- --source        # the source through tsx, as the figures before issue-49p were taken
 */
import { execFileSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { NOTE_LENGTH, benchNotes, loadDetector } from './support/deid-notes';
import { StealMeter, stealLine } from './support/cpu-steal';

const WARMUP_ROUNDS = 3;
const MEASURED_ROUNDS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const fromSource = process.argv.includes('--source');
if (!fromSource && !process.argv.includes('--skip-build'))
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
const t0 = performance.now();
const detectIdentifiers = loadDetector(!fromSource);
detectIdentifiers('warm the word lists');
const loadMs = performance.now() - t0;
const heapMb = process.memoryUsage().heapUsed / 1e6;
// The heap right after load is mostly the word lists' parse garbage, collected whenever V8 gets to it: after a
// full collection only what the detector keeps is left (the word sets themselves live in shared buffers, off heap).
setFlagsFromString('--expose-gc');
(runInNewContext('gc') as () => void)();
const retainedMb = process.memoryUsage().heapUsed / 1e6;
const sharedMb = process.memoryUsage().arrayBuffers / 1e6;

const notes = benchNotes();
for (let r = 0; r < WARMUP_ROUNDS; r++) for (const n of notes) detectIdentifiers(n);

const pauses: { start: number; end: number }[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) pauses.push({ start: e.startTime, end: e.startTime + e.duration });
});
gcObserver.observe({ entryTypes: ['gc'] });
const steal = StealMeter.start();
const samples: number[] = [];
const cpuSamples: number[] = [];
/** Start and end of each call on performance.now()'s clock, which the GC entries use. */
const spans: number[] = [];
const best = notes.map(() => Infinity);
for (let r = 0; r < MEASURED_ROUNDS; r++) {
  notes.forEach((n, i) => {
    const cpuStart = process.cpuUsage();
    const at = performance.now();
    const start = process.hrtime.bigint();
    detectIdentifiers(n);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const cpu = process.cpuUsage(cpuStart);
    spans.push(at, performance.now());
    samples.push(ms);
    cpuSamples.push((cpu.user + cpu.system) / 1000);
    best[i] = Math.min(best[i], ms);
  });
}
samples.sort((a, b) => a - b);
cpuSamples.sort((a, b) => a - b);
best.sort((a, b) => a - b);
const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
console.log(
  `detector load (first call, incl. word lists): ${loadMs.toFixed(0)} ms, heap after load ${heapMb.toFixed(0)} MB ` +
    `(kept after a full GC ${retainedMb.toFixed(0)} MB, plus ${sharedMb.toFixed(0)} MB of word sets in array buffers)`,
);
console.log(
  `${samples.length} calls on ${notes.length} distinct ${NOTE_LENGTH}-char notes, detector from ` +
    (fromSource ? 'src/ through tsx' : 'dist/ (production build)') +
    (process.execArgv.includes('--no-regexp-tier-up')
      ? ', V8 regexp tier-up off as in npm start'
      : ', V8 regexp tier-up on'),
);
console.log(
  `per note, all calls: p50 ${percentile(samples, 50).toFixed(3)} ms, p99 ${percentile(samples, 99).toFixed(3)} ms, ` +
    `mean ${mean.toFixed(3)} ms, max ${samples[samples.length - 1].toFixed(3)} ms`,
);
console.log(
  `per note, fastest of ${MEASURED_ROUNDS} rounds: p50 ${percentile(best, 50).toFixed(3)} ms, ` +
    `p99 ${percentile(best, 99).toFixed(3)} ms, max ${best[best.length - 1].toFixed(3)} ms`,
);
console.log(
  `per note, CPU time of every call: p50 ${percentile(cpuSamples, 50).toFixed(3)} ms, ` +
    `p99 ${percentile(cpuSamples, 99).toFixed(3)} ms, max ${cpuSamples[cpuSamples.length - 1].toFixed(3)} ms ` +
    `(target: p99 <= 1 ms)`,
);
console.log(stealLine('during the measured rounds', steal.share()));
// GC entries arrive asynchronously, after the synchronous rounds have let the event loop run.
setTimeout(() => {
  gcObserver.disconnect();
  let hit = 0;
  for (let k = 0, p = 0; k < spans.length; k += 2) {
    while (p < pauses.length && pauses[p].end < spans[k]) p++;
    if (p < pauses.length && pauses[p].start <= spans[k + 1]) hit++;
  }
  const pauseMs = pauses.reduce((sum, g) => sum + g.end - g.start, 0);
  console.log(
    `garbage collections during the measured rounds: ${pauses.length}, ${pauseMs.toFixed(0)} ms in all, ` +
      `inside ${hit} of ${samples.length} calls (${((100 * hit) / samples.length).toFixed(2)} %)`,
  );
}, 100);

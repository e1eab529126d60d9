/**
 * One-byte and two-byte texts through the same detector in one process, in turns, as the service and bench:deid
 * run them: the listed notes that are two-byte by their dashes alone, as written and with each en or em dash
 * written "~" (the same hits on these notes, checked last and printed), each note's lowest CPU over five rounds:
 * first the one-byte copies alone, then the two-byte notes, then both again. A pattern V8 had tiered up on one kind of
 * text ran the other kind slower (docs/performance.md, "The twenty-first speed round").
 *
 *   npx tsx bench/support/deid-encodings.ts slowest.txt [--compiled]
 */
import { readFileSync } from 'node:fs';
import { benchNotes, cpuMicros, loadDetector } from './deid-notes';

const detect = loadDetector(process.argv.includes('--compiled'));
const WIDE = /[^\0-\xff]/;
const DASHES = /[–—]/g;
const all = benchNotes();
const twoByte = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((i) => all[Number(i)])
  .filter((n) => WIDE.test(n) && !WIDE.test(n.replace(DASHES, '~')));
const oneByte = twoByte.map((n) => n.replace(DASHES, '~'));

/** Mean over the notes of each note's lowest CPU (µs) in five rounds. */
function lowest(notes: string[]): string {
  const best = notes.map(() => Infinity);
  for (let r = 0; r < 5; r++)
    notes.forEach((n, i) => {
      const t = cpuMicros();
      detect(n);
      best[i] = Math.min(best[i], cpuMicros() - t);
    });
  return (best.reduce((a, b) => a + b, 0) / best.length).toFixed(0);
}

for (let r = 0; r < 3; r++) lowest(oneByte);
console.log(`one-byte copies alone: ${lowest(oneByte)}, ${lowest(oneByte)} µs`);
console.log(`then the two-byte notes: ${lowest(twoByte)}, ${lowest(twoByte)} µs`);
console.log(`then the one-byte copies: ${lowest(oneByte)} µs, the two-byte notes: ${lowest(twoByte)} µs`);
// Checked last: a two-byte note run early would warm its patterns for both kinds before the one-byte rounds.
const same = twoByte.filter((n, i) => JSON.stringify(detect(n)) === JSON.stringify(detect(oneByte[i]))).length;
console.log(`${twoByte.length} notes two-byte by their dashes alone; the same hits with "~" on ${same}`);

/**
 * The cost of a capitalised word heading a line before a colon that the process has not seen before, as the service
 * meets them (a form's own labels, a surname heading a letter): bench:deid repeats its notes, so every word there
 * has been seen in the warm-up. Each bench note is run with a line "<Word>: " before it, first with one word for
 * every note, then with a word made up for each call and never repeated; each note's lowest CPU over the rounds,
 * mean over the notes. Run it in both trees to compare builds.
 *
 *   npx tsx bench/support/deid-line-heads.ts [notes, 1000] [rounds, 3] [--compiled]
 */
import { benchNotes, cpuMicros, loadDetector } from './deid-notes';

const [count, rounds] = [1000, 3].map((fallback, i) => {
  const arg = process.argv[2 + i];
  return arg === undefined || arg.startsWith('--') ? fallback : Number(arg);
});
const detect = loadDetector(process.argv.includes('--compiled'));
const all = benchNotes();
const step = Math.max(1, Math.floor(all.length / count));
const notes = all.filter((_, i) => i % step === 0).slice(0, count);

let made = 0;
/** "Zqab", "Zqac", ...: a word of no list, never written again in the note, new at every call. */
function newWord(): string {
  let n = made++;
  let word = '';
  do {
    word += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Zq${word}`;
}

function lowestMean(head: () => string): number {
  const best = notes.map(() => Infinity);
  for (let r = 0; r < rounds; r++)
    notes.forEach((n, i) => {
      const text = `${head()}: ${n}`;
      const t = cpuMicros();
      detect(text);
      best[i] = Math.min(best[i], cpuMicros() - t);
    });
  return best.reduce((a, b) => a + b, 0) / best.length;
}

lowestMean(() => 'Zqa');
const same = lowestMean(() => 'Zqa');
const fresh = lowestMean(newWord);
const sameAgain = lowestMean(() => 'Zqa');
console.log(
  `${notes.length} notes, ${rounds} rounds: one line head for all ${same.toFixed(0)} / ${sameAgain.toFixed(0)} µs, ` +
    `a new line head at every call ${fresh.toFixed(0)} µs (each note's lowest CPU, mean over the notes)`,
);

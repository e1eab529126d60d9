/**
 * Picks the slowest 2 % of the bench notes by the whole detect()'s lowest CPU of three rounds and prints their
 * indices, one a line, for `deid-driver.ts --notes FILE`: run it once on the base build and time both builds on
 * the same notes.
 *
 *   npx tsx bench/support/deid-slowest.ts [share, 0.02] > slowest.txt
 */
import { benchNotes, loadDetector, lowestDetectCpu } from './deid-notes';

const share = Number(process.argv[2] ?? 0.02);
const detectIdentifiers = loadDetector(process.argv.includes('--compiled'));
const notes = benchNotes();
for (const n of notes) detectIdentifiers(n);
const best = lowestDetectCpu(notes, detectIdentifiers);
const order = best.map((_, i) => i).sort((a, b) => best[b] - best[a]);
for (const i of order.slice(0, Math.ceil(notes.length * share)).sort((a, b) => a - b)) console.log(i);

/**
 * The two read-only word lookups of the detector side by side on the same words: `SharedWordSet` (a hash table in a
 * SharedArrayBuffer, lexicon.ts) and the binary search over one sorted, space-joined string
 * (`inSortedList`, other-language-dictionary-words.ts), both over the Spanish and Portuguese lists of
 * other-language-words.json. Prints each one's build time from the parsed file, its memory, and its lookup time over
 * every word of the bench notes (lower-cased, as the rule asks), in rounds that alternate the two; the lowest round of
 * each is the figure. Both must give the same answers, which it checks.
 *
 *   node --no-regexp-tier-up --import tsx bench/support/word-set-ab.ts [rounds, 15]
 */
import { inSortedList } from '../../src/deidentification/other-language-dictionary-words';
import { readGenerated } from '../../src/deidentification/generated-lists';
import { SharedWordSet } from '../../src/deidentification/shared-word-set';
import { benchNotes } from './deid-notes';

const rounds = Number(process.argv[2] ?? 15);

const parseStart = performance.now();
const data = readGenerated<Record<string, string>>('other-language-words.json');
const lists = Object.entries(data)
  .filter(([language]) => !language.startsWith('_'))
  .map(([, list]) => list);
const parseMs = performance.now() - parseStart;

const buildStart = performance.now();
const sets = lists.map((list) => SharedWordSet.of(list.split(' ')));
const buildMs = performance.now() - buildStart;
const setBytes = sets.reduce((sum, s) => sum + s.buffer.byteLength, 0);
/** V8 keeps a string of Latin-1 alone in one byte a character. */
const oneByte = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0xff) return false;
  return true;
};
const stringBytes = lists.reduce((sum, l) => sum + l.length * (oneByte(l) ? 1 : 2), 0);

const words: string[] = [];
for (const note of benchNotes()) for (const m of note.matchAll(/[\p{L}\p{M}]+/gu)) words.push(m[0].toLowerCase());

const bySearch = (w: string): boolean => lists.some((list) => inSortedList(list, w));
const bySet = (w: string): boolean => sets.some((s) => s.has(w));
let found = 0;
for (const w of words) {
  const a = bySearch(w);
  if (a !== bySet(w)) throw new Error(`different answers for ${w}`);
  if (a) found++;
}

const time = (ask: (w: string) => boolean): number => {
  const start = process.cpuUsage();
  let n = 0;
  for (const w of words) if (ask(w)) n++;
  const used = process.cpuUsage(start);
  if (n !== found) throw new Error('answers moved');
  return ((used.user + used.system) * 1000) / words.length;
};
const searchNs: number[] = [];
const setNs: number[] = [];
for (let r = 0; r < rounds; r++) {
  if (r % 2 === 0) {
    searchNs.push(time(bySearch));
    setNs.push(time(bySet));
  } else {
    setNs.push(time(bySet));
    searchNs.push(time(bySearch));
  }
}
const lowest = (xs: number[]): string => Math.min(...xs).toFixed(0);
const median = (xs: number[]): string => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0);
const words0 = lists.reduce((sum, l) => sum + l.split(' ').length, 0);
console.log(`${words0} listed words in ${lists.length} lists; file parsed in ${parseMs.toFixed(0)} ms`);
console.log(`${words.length} lookups a round (every word of ${benchNotes().length} bench notes), ${found} listed`);
console.log(`sorted string: nothing to build, ${(stringBytes / 1e6).toFixed(1)} MB of string on each thread's heap`);
console.log(
  `SharedWordSet: built in ${buildMs.toFixed(0)} ms from the parsed lists, ${(setBytes / 1e6).toFixed(1)} MB shared`,
);
console.log(
  `lookup, ns a word over ${rounds} alternated rounds: sorted string lowest ${lowest(searchNs)} ` +
    `median ${median(searchNs)}; SharedWordSet lowest ${lowest(setNs)} median ${median(setNs)}`,
);

/**
 * Changed rule modules against the same modules of a base worktree, looped alone over every bench note and its
 * normalised view, base and branch alternated round by round: CPU µs per note over all notes and the slowest 2 %.
 *
 *   npx tsx bench/support/deid-module-ab.ts BASE_WORKTREE slowest.txt [rounds]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asOneByte } from '../../src/deidentification/one-byte';
import { normalizeForDetection } from '../../src/deidentification/normalize';
import { benchNotes } from './deid-notes';

type Spans = (text: string, words: unknown) => ArrayLike<unknown>;
const [baseRoot, slowFile] = process.argv.slice(2);
const rounds = Number(process.argv[4] ?? 5);
const MODULES: Array<[string, string]> = [
  ['brand-lists', 'brandListSpans'],
  ['product-neighbours', 'productNeighbourSpans'],
  ['non-identifier-contexts', 'nonIdentifierSpans'],
  ['calendars-and-campaigns', 'calendarAndCampaignSpans'],
  ['counts-and-scores', 'countAndScoreSpans'],
  ['foreign-clinical-words', 'foreignClinicalSpans'],
  ['code-switched-words', 'codeSwitchedSpans'],
];
const load = (root: string): { words: unknown; fns: Spans[] } => {
  const dir = join(root, 'src/deidentification');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { WordClasses } = require(join(dir, 'word-classes')) as { WordClasses: new () => unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fns = MODULES.map(([file, name]) => (require(join(dir, file)) as Record<string, Spans>)[name]);
  return { words: new WordClasses(), fns };
};
const builds = [load(baseRoot), load(join(__dirname, '../..'))];
const slowest = new Set(readFileSync(slowFile, 'utf8').split('\n').filter(Boolean).map(Number));
const views = benchNotes().map((note, i) => {
  const text = asOneByte(note);
  const n = normalizeForDetection(text);
  return { slow: slowest.has(i), texts: n.changed ? [text, asOneByte(n.text)] : [text] };
});
const cpu = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const slowCount = views.filter((v) => v.slow).length;
MODULES.forEach(([, name], k) => {
  const totals = [0, 0];
  const slow = [0, 0];
  for (let r = 0; r < rounds * 2; r++) {
    const which = (r + Math.floor(r / 2)) % 2;
    const { words, fns } = builds[which];
    for (const v of views) {
      const t = cpu();
      for (const text of v.texts) fns[k](text, words);
      const spent = cpu() - t;
      if (r >= 2) {
        totals[which] += spent;
        if (v.slow) slow[which] += spent;
      }
    }
  }
  const per = (x: number, count: number): string => (x / (rounds - 1) / count).toFixed(1);
  console.log(
    `${name.padEnd(24)} all ${per(totals[0], views.length)} -> ${per(totals[1], views.length)} µs, ` +
      `slowest ${per(slow[0], slowCount)} -> ${per(slow[1], slowCount)} µs`,
  );
});

/**
 * The twenty-eighth round's rules (issue 49, breakwater) looped alone over every bench note and its normalised view:
 * CPU µs per call (best of the rounds) and the share of calls that return nothing. The new allowlist rules are timed
 * alone; the changed finders against the same finders of a base worktree, base and branch alternated round by round.
 *
 *   npx tsx bench/support/deid-round28-costs.ts BASE_WORKTREE [rounds]
 */
import { join } from 'node:path';
import { asOneByte } from '../../src/deidentification/one-byte';
import { normalizeForDetection } from '../../src/deidentification/normalize';
import { tokenize } from '../../src/deidentification/tokens';
import { WordClasses } from '../../src/deidentification/word-classes';
import { printJobFontSpans } from '../../src/deidentification/print-job-fonts';
import { kindHeadedListSpans } from '../../src/deidentification/kind-headed-lists';
import { vocabularyListSpans } from '../../src/deidentification/vocabulary-lists';
import { scriptNameSpans } from '../../src/deidentification/script-names';
import { signGlossSpans } from '../../src/deidentification/sign-glosses';
import { logFormatFieldSpans } from '../../src/deidentification/log-format-fields';
import { goToolchainSpans } from '../../src/deidentification/go-toolchain-lines';
import { dialectNameSpans } from '../../src/deidentification/dialect-names';
import { benchNotes, cpuMicros } from './deid-notes';

type Rule = (text: string) => ArrayLike<unknown>;
const baseRoot = process.argv[2];
const rounds = Number(process.argv[3] ?? 5);
const words = new WordClasses();
const texts = benchNotes().flatMap((note) => {
  const text = asOneByte(note);
  const n = normalizeForDetection(text);
  return n.changed ? [text, asOneByte(n.text)] : [text];
});

function best(rule: Rule): { micros: number; empty: number } {
  let micros = Infinity;
  let empty = 0;
  for (let r = 0; r < rounds; r++) {
    empty = 0;
    const start = cpuMicros();
    for (const t of texts) if (rule(t).length === 0) empty++;
    micros = Math.min(micros, (cpuMicros() - start) / texts.length);
  }
  return { micros, empty: empty / texts.length };
}

const NEW: Array<[string, Rule]> = [
  ['print-job-fonts', printJobFontSpans],
  ['kind-headed-lists', (t) => kindHeadedListSpans(t, words)],
  ['vocabulary-lists', (t) => vocabularyListSpans(t, words)],
  ['script-names', (t) => scriptNameSpans(t, words)],
  ['sign-glosses', (t) => signGlossSpans(t, words)],
  ['log-format-fields', logFormatFieldSpans],
  ['go-toolchain-lines', goToolchainSpans],
  ['dialect-names', (t) => dialectNameSpans(t, words)],
];
console.log(`${texts.length} calls a round, best of ${rounds}\n\nnew rule              µs/call   empty`);
for (const [name, rule] of NEW) {
  const { micros, empty } = best(rule);
  console.log(`${name.padEnd(20)} ${micros.toFixed(2).padStart(8)}   ${(100 * empty).toFixed(1)} %`);
}

/** The changed finders of one build: its own modules, with its own word classes. */
function changed(root: string): Array<[string, Rule]> {
  const dir = join(root, 'src/deidentification');
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { WordClasses: Classes } = require(join(dir, 'word-classes')) as { WordClasses: new () => unknown };
  const own = new Classes();
  const ages = require(join(dir, 'ages-in-words')) as { findAgesInWords: Rule };
  const labels = require(join(dir, 'patterns')) as { findLabelledNumbers: Rule };
  const tests = require(join(dir, 'eponymous-tests')) as { eponymousTestSpans: Rule };
  const names = require(join(dir, 'names')) as {
    NameFinder: new (w: unknown) => { find: (t: string, k: unknown) => unknown[] };
  };
  const runs = require(join(dir, 'number-words')) as { numberRuns: Rule };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const finder = new names.NameFinder(own);
  return [
    ['ages-in-words', ages.findAgesInWords],
    ['patterns (labelled numbers)', labels.findLabelledNumbers],
    ['eponymous-tests', tests.eponymousTestSpans],
    ['names (NameFinder.find)', (t) => finder.find(t, tokenize(t))],
    ['number-words (numberRuns)', runs.numberRuns],
  ];
}

if (baseRoot) {
  const builds = [changed(baseRoot), changed(join(__dirname, '../..'))];
  console.log('\nchanged finder               base µs   branch µs');
  builds[0].forEach(([name], k) => {
    const totals = [Infinity, Infinity];
    for (let r = 0; r < rounds * 2; r++) {
      const which = (r + Math.floor(r / 2)) % 2;
      const rule = builds[which][k][1];
      const start = cpuMicros();
      for (const t of texts) rule(t);
      totals[which] = Math.min(totals[which], (cpuMicros() - start) / texts.length);
    }
    console.log(`${name.padEnd(28)} ${totals[0].toFixed(2).padStart(8)}   ${totals[1].toFixed(2).padStart(8)}`);
  });
}

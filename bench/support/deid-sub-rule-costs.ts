/**
 * Inside the three costliest steps of detect() (issue 49): `nonIdentifierSpans` by class module,
 * `productContextSpans` by its sub-rules, `normalizeForDetection` by pre-check; then every regular expression
 * those steps run, ranked by time. Each module is looped alone over its own inputs (the note, and its normalised
 * view when normalisation changed it), CPU µs per note over all bench notes and over the slowest 2 % (by the
 * whole detect()'s lowest CPU of three rounds), and the share of notes on which it returns nothing (for a
 * pre-check: the share on which it says no, then the share on which it says maybe and the view is unchanged).
 * The pattern table times each `exec`/`test` call with hrtime (less the timer's own cost), attributed to the
 * first caller in src/deidentification that is not a shared helper. Replacing `exec` takes every pattern off V8's
 * fast paths (a `test` then builds a match array), so cheap gates read several times dearer than they are: the
 * table ranks patterns, it does not add up; confirm a change with deid-module-ab.ts.
 *
 *   npx tsx bench/support/deid-sub-rule-costs.ts [rounds] [top]
 */
import { asOneByte } from '../../src/deidentification/one-byte';
import { normalizeForDetection, normalizeFully, mayHaveSpacedCharacters } from '../../src/deidentification/normalize';
import { nonIdentifierSpans } from '../../src/deidentification/non-identifier-contexts';
import { productContextSpans } from '../../src/deidentification/product-contexts';
import { WordClasses } from '../../src/deidentification/word-classes';
import { detectIdentifiers } from '../../src/deidentification';
import { anyAlternative } from '../../src/deidentification/alternatives';
import { hasNonAscii } from '../../src/deidentification/ascii';
import { leetDigitNextToLetter } from '../../src/deidentification/leet-runs';
import {
  MAY_BE_DEFANGED,
  MAY_HAVE_BROKEN_LINE,
  MAY_HAVE_DOTTED_DIGITS,
  MAY_HAVE_SPACED_PUNCTUATION,
} from '../../src/deidentification/rejoin';
import { MAY_HAVE_SPACED_MARK_BREAK } from '../../src/deidentification/broken-lines';
import { mayHaveSpacedAge } from '../../src/deidentification/spaced-ages';
import { hasNumberWords, mayHaveLoneNumberWords } from '../../src/deidentification/number-words';
import { mayHaveLowerCaseCode } from '../../src/deidentification/lower-case-codes';
import { mayHaveDottedCode } from '../../src/deidentification/dotted-codes';
import * as classes from './deid-class-modules';
import { benchNotes, cpuMicros, lowestDetectCpu } from './deid-notes';

const rounds = Number(process.argv[2] ?? 3);
const top = Number(process.argv[3] ?? 25);
const words = new WordClasses();
const notes = benchNotes();

const wholeCost = lowestDetectCpu(notes, detectIdentifiers);
const slowCut = [...wholeCost].sort((a, b) => b - a)[Math.floor(notes.length * 0.02)];
const inputs = notes.map((note, i) => {
  const text = asOneByte(note);
  const normalized = normalizeForDetection(text);
  const views = normalized.changed ? [text, asOneByte(normalized.text)] : [text];
  return { slow: wholeCost[i] >= slowCut, original: text, changed: normalized.changed, views };
});
const slowCount = inputs.filter((i) => i.slow).length;

type Input = (typeof inputs)[number];
interface Row {
  name: string;
  all: number;
  slow: number;
  empty: number;
  note?: string;
}

/** Each function looped alone: CPU per note over all notes and the slow ones, share returning nothing. */
function timeEach(
  table: ReadonlyArray<[string, (text: string) => ArrayLike<unknown> | boolean]>,
  viewsOf: (input: Input) => string[],
  pre = false,
): Row[] {
  return table.map(([name, run]) => {
    let all = 0;
    let slow = 0;
    let empty = 0;
    let idle = 0;
    for (let r = 0; r < rounds; r++) {
      for (const input of inputs) {
        const t = cpuMicros();
        let found = 0;
        for (const v of viewsOf(input)) {
          const out = run(v);
          found += typeof out === 'boolean' ? Number(out) : out.length;
        }
        const spent = cpuMicros() - t;
        all += spent;
        if (input.slow) slow += spent;
        if (r === 0 && found === 0) empty++;
        if (r === 0 && found > 0 && !input.changed) idle++;
      }
    }
    return {
      name,
      all: all / rounds / inputs.length,
      slow: slow / rounds / slowCount,
      empty: empty / inputs.length,
      note: pre ? `maybe and unchanged ${((100 * idle) / inputs.length).toFixed(0)} %` : '',
    };
  });
}

const test = (re: RegExp) => (text: string) => re.test(text);
const brokenLines = anyAlternative(MAY_HAVE_BROKEN_LINE);
const NON_ASCII_CHAR = /[^\p{ASCII}]/u;
const PRE_CHECKS: Array<[string, (text: string) => boolean]> = [
  ['non-ASCII present (charsWouldChange gate)', (t) => hasNonAscii(t) && NON_ASCII_CHAR.test(t)],
  ['mayHaveSpacedCharacters', mayHaveSpacedCharacters],
  ['leetDigitNextToLetter', leetDigitNextToLetter],
  ['mayBeDefanged', anyAlternative(MAY_BE_DEFANGED)],
  ['mayHaveSpacedPunctuation', test(MAY_HAVE_SPACED_PUNCTUATION)],
  ['mayHaveBrokenLine', (t) => t.includes('\n') && brokenLines(t)],
  ['mayHaveSpacedMarkBreak', (t) => t.includes('\n') && MAY_HAVE_SPACED_MARK_BREAK.test(t)],
  ['mayHaveSpacedAge', mayHaveSpacedAge],
  ['mayHaveDottedDigits', test(MAY_HAVE_DOTTED_DIGITS)],
  ['hasNumberWords', hasNumberWords],
  ['mayHaveLoneNumberWords', mayHaveLoneNumberWords],
  ['mayHaveLowerCaseCode', mayHaveLowerCaseCode],
  ['mayHaveDottedCode', mayHaveDottedCode],
  ['normalizeForDetection (whole)', (t) => normalizeForDetection(t).changed],
  ['normalizeFully (every step, no gate)', (t) => normalizeFully(t).changed],
];

function print(title: string, rows: Row[], limit = rows.length): void {
  console.log(`\n${title}: CPU µs per note all / slowest ${slowCount}, share of notes with nothing`);
  for (const r of [...rows].sort((a, b) => b.all - a.all).slice(0, limit)) {
    const figures = `${r.all.toFixed(1).padStart(7)} / ${r.slow.toFixed(1).padStart(7)}`;
    console.log(`${r.name.padEnd(44)} ${figures}  ${(100 * r.empty).toFixed(0).padStart(3)} %  ${r.note ?? ''}`);
  }
}

console.log(`${notes.length} notes, slowest ${slowCount} (${inputs.filter((i) => i.changed).length} rewritten)`);
const bothViews = (i: Input): string[] => i.views;
print('nonIdentifierSpans by class', timeEach(classes.nonIdentifierClasses(words), bothViews));
print('productContextSpans by sub-rule', timeEach(classes.productContextParts(words), bothViews));
print(
  'normalizeForDetection by pre-check',
  timeEach(PRE_CHECKS, (i) => [i.original], true),
);

// Patterns: every exec/test inside the three steps, timed with hrtime and attributed to their first caller.
interface PatternCost {
  label: string;
  ns: number;
  nsSlow: number;
  calls: number;
  notesCalled: number;
  notesEmpty: number;
  foundThisNote: boolean;
  calledThisNote: boolean;
}
// Keyed by source and flags: a literal inside a function is a new object at every call.
const costs = new Map<string, PatternCost>();
const exec = RegExp.prototype.exec;
const testRe = RegExp.prototype.test;
const now = process.hrtime.bigint;
let depth = 0;
let slowNote = false;
let overhead = 0;
const HELPERS = /all-matches|matches-at|alternatives|deid-sub-rule-costs|node:|node_modules/;
function costOf(re: RegExp): PatternCost {
  const key = `${re.flags}/${re.source}`;
  let c = costs.get(key);
  if (c === undefined) {
    const stack = (new Error().stack ?? '').split('\n').slice(2);
    const site = stack.find((l) => l.includes('deidentification') && !HELPERS.test(l)) ?? stack[0] ?? '';
    const where = /deidentification\/([\w-]+\.ts):(\d+)/.exec(site);
    const label = `${where ? `${where[1]}:${where[2]}` : '?'} /${re.source.slice(0, 50)}/`;
    c = {
      label,
      ns: 0,
      nsSlow: 0,
      calls: 0,
      notesCalled: 0,
      notesEmpty: 0,
      foundThisNote: false,
      calledThisNote: false,
    };
    costs.set(key, c);
  }
  return c;
}
function timed<T>(re: RegExp, run: () => T, found: (out: T) => boolean): T {
  if (depth > 0) return run();
  depth++;
  const t = now();
  const out = run();
  const spent = Number(now() - t) - overhead;
  const c = costOf(re);
  depth--;
  c.ns += spent;
  if (slowNote) c.nsSlow += spent;
  c.calls++;
  c.calledThisNote = true;
  if (found(out)) c.foundThisNote = true;
  return out;
}
RegExp.prototype.exec = function (this: RegExp, s: string) {
  return timed(
    this,
    () => exec.call(this, s),
    (m) => m !== null,
  );
};
RegExp.prototype.test = function (this: RegExp, s: string) {
  return timed(
    this,
    () => testRe.call(this, s),
    (b) => b,
  );
};
{
  const probe = /x/;
  const t = now();
  for (let i = 0; i < 20000; i++) probe.test('');
  overhead = Number(now() - t) / 20000 / 2;
}
const patternRounds = Math.max(1, rounds);
for (let r = 0; r < patternRounds; r++) {
  for (const input of inputs) {
    slowNote = input.slow;
    for (const c of costs.values()) c.calledThisNote = c.foundThisNote = false;
    normalizeForDetection(input.original);
    for (const v of input.views) {
      nonIdentifierSpans(v, words);
      productContextSpans(v, words);
    }
    if (r === 0)
      for (const c of costs.values())
        if (c.calledThisNote) {
          c.notesCalled++;
          if (!c.foundThisNote) c.notesEmpty++;
        }
  }
}
RegExp.prototype.exec = exec;
RegExp.prototype.test = testRe;
console.log(
  `\nPatterns of the three steps: µs per note all / slowest, calls per note, notes called, empty when called`,
);
for (const c of [...costs.values()].sort((a, b) => b.ns - a.ns).slice(0, top)) {
  const all = c.ns / 1000 / patternRounds / inputs.length;
  const slow = c.nsSlow / 1000 / patternRounds / slowCount;
  const called = ((100 * c.notesCalled) / inputs.length).toFixed(0);
  const empty = c.notesCalled === 0 ? '-' : ((100 * c.notesEmpty) / c.notesCalled).toFixed(0);
  const perNote = (c.calls / patternRounds / inputs.length).toFixed(1);
  const shares = `${called.padStart(3)} %  ${empty.padStart(3)} %`;
  console.log(
    `${all.toFixed(1).padStart(6)} / ${slow.toFixed(1).padStart(6)}  ${perNote.padStart(5)}  ${shares}  ${c.label}`,
  );
}

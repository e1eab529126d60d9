/**
 * Which rule refuses which text: every finding rule's hits are labelled with the rule that made them, and the hits
 * that survive the allowlists are tallied per rule (scripts/deid-attribution-tally.ts) over the tuned sets that meet
 * the clinical floors, the tuned ones with a specificity floor of their own, the held-out ones (counted only: their
 * texts are never listed or written out) and i2b2 when the Python side is there (issue 49, twenty-eighth round). The
 * groups follow the sets' registration (scripts/deid-sets.ts), so a new set falls into one by itself.
 *
 * The detector is not changed for this: before it is loaded, each module's exported `find…` rules and the name,
 * place and lower-case-name finders' `find` methods are wrapped here, in the module cache, to label what they return
 * (a symbol property, which the detector's own copies of a hit carry along), and the merge is wrapped to read the
 * surviving hits. The name finder's hits are split by the evidence behind them (title or relation, initials, a
 * listed name, an unknown word with a cue, an unknown capitalised word with none: the fallback).
 *
 * Run: npx tsx scripts/deid-attribution.ts [--list=RULE] (lists the clean texts RULE alone refuses, with the words)
 *      [--dump=FILE] (writes each case's text, gold spans and labelled surviving hits as JSON lines, to fit on)
 *      [--no-weak] (no hit is kept back as weak: every hit stands, marked `weak` in the dump when the detector
 *      would read it so, for scripts/deid-weak-fit.ts)
 *      [--dump-held-out] (the held-out sets' cases are dumped too, for a fold whose figures only are read)
 *      [--extra-rows] (the dump gains rows of one identifier each: the specs' written-out sentences, set `specs`,
 *      and each tuned set's sentences that hold exactly one gold span, cut from texts with more, marked `derived`)
 *      DEID_PYTHON=.deid-venv/bin/python npx tsx scripts/deid-attribution.ts (adds i2b2)
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IdentifierDetector, IdentifierHit } from '../src/deidentification/detector';
import type { Token } from '../src/deidentification/tokens';
import type { WordClasses } from '../src/deidentification/word-classes';
import { addTallies, rankedRows, tallyCase, type LabelledSpan, type Tallies } from './deid-attribution-tally';
import { loadEvalSets, type EvalSet } from './deid-sets';
import { specSentences } from './deid-spec-sentences';
import { singleSpanSentences } from './deid-single-span-sentences';

const load = createRequire(__filename);
const keepWeak = !process.argv.includes('--no-weak');
/** The held-out sets' cases go into the dump too, for a leave-one-set-out score that reads only their figures. */
const dumpHeldOut = process.argv.includes('--dump-held-out');
const DIR = join(__dirname, '..', 'src', 'deidentification');
const RULE = Symbol('rule');
/** A hit the detector reads as weak (weak-hit-evidence.ts), marked when --no-weak lets it stand. */
const WEAK = Symbol('weak');
type Labelled = IdentifierHit & { [RULE]?: string; [WEAK]?: boolean };
type AnyFunction = (...args: unknown[]) => unknown;

/** The name finder's initials ("J.M."), the hits it makes that no start token or inner finder accounts for. */
const INITIALS = /^(?:\p{Lu}\.\s?){2,3}$/u;

/** Hits marked by a finder called inside the name finder, read when the name finder labels its own. */
const innerMarks = new WeakMap<IdentifierHit, string>();

function label(hits: unknown, rule: string): void {
  if (Array.isArray(hits)) for (const h of hits as Labelled[]) h[RULE] = rule;
}

function wrapFindRules(): void {
  for (const file of readdirSync(DIR)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const path = load.resolve(join(DIR, file));
    const exported = load(path) as Record<string, unknown>;
    const rules = Object.keys(exported).filter((k) => /^find[A-Z]/.test(k) && typeof exported[k] === 'function');
    if (rules.length === 0) continue;
    const wrapped: Record<string, unknown> = { ...exported };
    const module = file.replace(/\.ts$/, '');
    for (const name of rules) {
      const original = exported[name] as AnyFunction;
      const rule = rules.length === 1 ? module : `${module}:${name}`;
      wrapped[name] = (...args: unknown[]): unknown => {
        const hits = original(...args);
        label(hits, rule);
        return hits;
      };
    }
    const cached = load.cache[path];
    if (cached) cached.exports = wrapped;
  }
}

interface NameFinderInternals {
  words: WordClasses;
  isNameStart(text: string, tokens: Token[], i: number): boolean | 'weak';
  followedByRelationNote(text: string, t: Token): boolean;
  uncasedFullNames(text: string, tokens: Token[]): IdentifierHit[];
  singleInitialSurnames(text: string, tokens: Token[]): IdentifierHit[];
  find(text: string, tokens: Token[], weak?: IdentifierHit[]): IdentifierHit[];
}

/** Splits the name finder's hits by evidence; its start tokens are read as it reads them. */
function wrapNameFinder(): void {
  const { NameFinder } = load(join(DIR, 'names.ts')) as { NameFinder: { prototype: NameFinderInternals } };
  const { LowerCaseNames } = load(join(DIR, 'lower-case-names.ts')) as {
    LowerCaseNames: { prototype: { find(text: string, tokens: Token[]): IdentifierHit[] } };
  };
  const { REPORTING_VERBS } = load(join(DIR, 'reporting-verbs.ts')) as { REPORTING_VERBS: ReadonlySet<string> };
  const proto = NameFinder.prototype;
  const starts = new Map<number, string>();
  const mark = (hits: IdentifierHit[], sub: string): IdentifierHit[] => {
    for (const h of hits) innerMarks.set(h, sub);
    return hits;
  };
  const lowerFind = LowerCaseNames.prototype.find;
  LowerCaseNames.prototype.find = function (text, tokens) {
    return mark(lowerFind.call(this, text, tokens), 'lower-case');
  };
  const uncased = proto.uncasedFullNames;
  proto.uncasedFullNames = function (text, tokens) {
    return mark(uncased.call(this, text, tokens), 'uncased-full-name');
  };
  const initialSurnames = proto.singleInitialSurnames;
  proto.singleInitialSurnames = function (text, tokens) {
    return mark(initialSurnames.call(this, text, tokens), 'initial-surname');
  };
  const isNameStart = proto.isNameStart;
  proto.isNameStart = function (text, tokens, i) {
    const yes = isNameStart.call(this, text, tokens, i);
    if (yes) {
      const t = tokens[i];
      const next = tokens[i + 1];
      const verbFollows =
        next !== undefined &&
        REPORTING_VERBS.has(next.lower) &&
        /^\s+$/.test(text.slice(t.endWithPossessive, next.start));
      let sub = 'listed';
      if (t.allCaps) sub = 'shouted';
      else if (!t.capitalised) sub = 'lower-case-first-name';
      else if (!this.words.isName(t))
        sub = verbFollows || this.followedByRelationNote(text, t) ? 'unknown-cued' : 'unknown-capitalised';
      // Kept only beside another identifier (unknown-word-evidence.ts).
      if (yes === 'weak') sub = 'unknown-capitalised-weak';
      starts.set(t.start, sub);
    }
    return yes;
  };
  const find = proto.find;
  proto.find = function (text, tokens, weak) {
    starts.clear();
    const hits = find.call(this, text, tokens, weak);
    for (const h of hits as Labelled[]) {
      const sub =
        innerMarks.get(h) ??
        starts.get(h.start) ??
        (INITIALS.test(text.slice(h.start, h.end)) ? 'initials' : 'title-or-relation');
      h[RULE] = `names/${sub}`;
    }
    return hits;
  };
  const { LocationFinder } = load(join(DIR, 'locations.ts')) as {
    LocationFinder: { prototype: { find(text: string, tokens: Token[]): IdentifierHit[] } };
  };
  const locate = LocationFinder.prototype.find;
  LocationFinder.prototype.find = function (text, tokens) {
    const hits = locate.call(this, text, tokens);
    label(hits, 'locations');
    return hits;
  };
}

/** The hits handed to the last merge of one `detect` call: the survivors, labelled. */
let survivors: Labelled[] = [];

function wrapMerge(): void {
  const path = load.resolve(join(DIR, 'hits.ts'));
  const exported = load(path) as { mergeHits: (hits: IdentifierHit[]) => IdentifierHit[] };
  const merge = exported.mergeHits;
  const cached = load.cache[path];
  if (cached)
    cached.exports = {
      ...exported,
      mergeHits: (hits: IdentifierHit[]) => {
        survivors = hits;
        return merge(hits);
      },
    };
}

wrapFindRules();
wrapNameFinder();
wrapMerge();
// A module read while wrapping may have loaded the detector already, with the rules unwrapped: it is read afresh.
const detectorPath = load.resolve(join(DIR, 'index.ts'));
delete load.cache[detectorPath];
const { defaultDetector, RuleBasedDetector } = load(detectorPath) as {
  defaultDetector: IdentifierDetector;
  RuleBasedDetector: { prototype: { detectPlain(text: string, weak: IdentifierHit[]): IdentifierHit[] } };
};
// With --no-weak the detector is told of no weak hit, so every hit stands, marked as weak or not, and a fit can
// weigh each one.
const detectPlain = RuleBasedDetector.prototype.detectPlain;
RuleBasedDetector.prototype.detectPlain = function (text, weak) {
  if (keepWeak) return detectPlain.call(this, text, weak);
  const unheeded: Labelled[] = [];
  const hits = detectPlain.call(this, text, unheeded);
  for (const h of unheeded) h[WEAK] = true;
  return hits;
};

const dumpTo = process.argv.find((a) => a.startsWith('--dump='))?.slice('--dump='.length);
const dumped: string[] = [];
const listed = process.argv.find((a) => a.startsWith('--list='))?.slice('--list='.length);

function labelledHits(text: string): LabelledSpan[] {
  survivors = [];
  defaultDetector.detect(text);
  return survivors.map((h) => ({
    rule: h[RULE] ?? 'unlabelled',
    start: h.start,
    end: h.end,
    ...(h[WEAK] ? { weak: true } : {}),
  }));
}

function tallySet(set: EvalSet): Tallies {
  const tallies: Tallies = new Map();
  for (const c of set.cases) {
    const hits = labelledHits(c.text);
    tallyCase(tallies, c.spans, hits);
    const line = JSON.stringify({ set: set.name, id: c.id, text: c.text, gold: c.spans, hits, heldOut: set.heldOut });
    if (dumpTo && set.heldOut && dumpHeldOut) dumped.push(line);
    // A held-out set is counted only: its texts are not listed, and written out only for a fold scored by figures.
    if (set.heldOut) continue;
    if (dumpTo) dumped.push(line);
    if (listed && c.spans.length === 0 && hits.length > 0 && hits.every((h) => h.rule === listed)) {
      const words = hits.map((h) => JSON.stringify(c.text.slice(h.start, h.end))).join(' ');
      console.log(`[${c.id}] ${words}`);
    }
  }
  return tallies;
}

function print(title: string, tallies: Tallies): void {
  console.log(`\n${title}\n`);
  const head = [
    'rule',
    'clean alone',
    'clean w/ others',
    'texts alone',
    'texts w/ others',
    'spans alone',
    'spans w/ others',
  ];
  const widths = [36, 12, 16, 12, 16, 12, 16];
  const row = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  console.log(row(head));
  for (const [rule, t] of rankedRows(tallies)) {
    const cells = [t.cleanAlone, t.cleanWithOthers, t.textsAlone, t.textsWithOthers, t.spansAlone, t.spansWithOthers];
    console.log(row([rule, ...cells.map(String)]));
  }
}

const { sets, skipped } = loadEvalSets();
const groups: [string, (set: EvalSet) => boolean][] = [
  ['Tuned sets at the clinical floors', (s) => !s.heldOut && s.specificityFloor === undefined && s.name !== 'i2b2'],
  ['Tuned sets with a specificity floor of their own', (s) => !s.heldOut && s.specificityFloor !== undefined],
  ['Held-out sets (counted only)', (s) => s.heldOut === true],
  ['i2b2', (s) => s.name === 'i2b2'],
];
const perSet = new Map(sets.map((s) => [s.name, tallySet(s)]));
for (const [title, member] of groups) {
  const sum: Tallies = new Map();
  const names = sets.filter(member);
  if (names.length === 0) continue;
  for (const s of names) addTallies(sum, perSet.get(s.name) ?? new Map());
  const members = names.map((s) => s.name).join(', ');
  print(`${title} (${members}): clean texts refused and identifiers caught, per rule, worst ratio first`, sum);
}
if (dumpTo && process.argv.includes('--extra-rows')) {
  for (const s of specSentences().sentences) {
    const gold = s.fragment ? [s.fragment] : [];
    dumped.push(
      JSON.stringify({ set: 'specs', id: s.file, text: s.text, gold, hits: labelledHits(s.text), derived: 'spec' }),
    );
  }
  // Held-out sets give no rows: their texts are read only for their figures.
  for (const set of sets.filter((s) => !s.heldOut && s.name !== 'i2b2'))
    for (const c of singleSpanSentences(set.cases)) {
      const hits = labelledHits(c.text);
      dumped.push(JSON.stringify({ set: set.name, id: c.id, text: c.text, gold: c.spans, hits, derived: 'sentence' }));
    }
}
if (dumpTo) writeFileSync(dumpTo, dumped.join('\n') + '\n');
for (const s of skipped) console.log(`\nskipped ${s.name}: ${s.reason}`);

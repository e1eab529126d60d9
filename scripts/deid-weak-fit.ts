/**
 * Fits one confidence for the hits of every rule that refuses clean texts alone (listed names, places, lower-case,
 * caseless and shouted names; the unknown capitalised word keeps round 28's row unless --fallback=fitted) and tests
 * how it transfers: leave one of the newest sets out, fit on the rest, choose the threshold on the rest, apply the
 * decision (a hit under the threshold is weak; weak hits stand only beside another identifier) to the set left out
 * (issue 49, rounds 29 and 30). The held-out set (dunes) is scored as a fold of its own, outside the mean.
 *
 * It reads a dump of the attribution script made with every hit standing and the rows of one identifier:
 *   npx tsx scripts/deid-attribution.ts --no-weak --dump-held-out --extra-rows --dump=/tmp/hits.jsonl
 *   npx tsx scripts/deid-weak-fit.ts /tmp/hits.jsonl [--form=shared|by-rule] [--ridge=N] [--clean-weight=N]
 *     [--decided-weight=N] [--spec-weight=N] [--sentence-weight=N] [--single-weight=N] (the weights of a spec's
 *     sentence, of a set's sentence cut alone and of a set's text of one identifier) [--spec-loss=N] (spec
 *     sentences the threshold may turn against their spec) [--keep-specificity=0] (a training set may let fewer
 *     clean texts through) [--thresholds=shared] (one threshold for the unknown word and the rest, when fitted)
 *     [--recall-loss=N] (the most text recall, in points, a training set may lose to the threshold) [--no-folds]
 *     [--weights] (the table of weak-hit-evidence.ts, fitted on every tuned set) [--changes] (the tuned texts the
 *     fitted decision turns) [--spec-errors] [--sweep] [--round-28-differences] [--ceiling] (every weighed hit weak)
 * A held-out set's cases are in the dump only to be scored as a fold: its texts are never printed.
 */
import { readFileSync } from 'node:fs';
import { readHit, READINGS, type Readings } from '../src/deidentification/hit-readings';
import { WordClasses } from '../src/deidentification/word-classes';
import { hitEvidence } from '../src/deidentification/weak-hit-evidence';

/** The rules whose hits are weighed: those that refuse clean texts alone (deid-attribution.ts), by what found them. */
const RULE_FAMILIES = ['listed', 'fallback', 'location', 'lowerCase', 'caseless', 'shouted'] as const;
type RuleFamily = (typeof RULE_FAMILIES)[number];

/** The attribution's labels (scripts/deid-attribution.ts) of the rules weighed, by family. */
const FAMILY_OF_LABEL: Record<string, RuleFamily> = {
  'names/listed': 'listed',
  'names/unknown-capitalised': 'fallback',
  'names/unknown-capitalised-weak': 'fallback',
  locations: 'location',
  'names/lower-case': 'lowerCase',
  'names/lower-case-first-name': 'lowerCase',
  'lower-case-full-names': 'lowerCase',
  'caseless-names': 'caseless',
  'names/shouted': 'shouted',
};
const ruleFamily = (label: string): RuleFamily | undefined => FAMILY_OF_LABEL[label];

interface DumpedHit {
  rule: string;
  /** The detector that made the dump read it as weak (older dumps: the label 'names/unknown-capitalised-weak'). */
  weak?: boolean;
  start: number;
  end: number;
}
interface DumpedCase {
  set: string;
  id: string;
  text: string;
  gold: { start: number; end: number }[];
  hits: DumpedHit[];
  heldOut?: boolean;
  /** A row of one identifier made for the fit (--extra-rows): a spec's sentence, or a set's sentence cut alone. */
  derived?: 'spec' | 'sentence';
}

const NEWEST = [
  'lagoon',
  'sandbar',
  'mudflat',
  'tidepool',
  'shallows',
  'reedbed',
  'foreshore',
  'breakwater',
  'shingle',
  'dunes',
];
const FLOORS: Record<string, number> = { presidio: 0.98 };
const CLINICAL_FLOOR = 0.97;

const arg = (name: string, fallback: string): string =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npx tsx scripts/deid-weak-fit.ts DUMP.jsonl [--form=shared|by-rule] …');
  process.exit(2);
}
const form = arg('form', 'by-rule');
const ridge = Number(arg('ridge', '5'));
const cleanWeight = Number(arg('clean-weight', '10'));
const recallLoss = Number(arg('recall-loss', '1')) / 100;
/**
 * The weight of a hit in an identifier text that a hit of an unweighed rule refuses anyway: whether it is weak
 * changes nothing there, so the fit can attend to the hits that decide a text.
 */
const decidedWeight = Number(arg('decided-weight', '0.1'));
/** The weight of a hit in a spec's sentence, in a set's sentence cut alone, and in a set's text of one identifier. */
const specWeight = Number(arg('spec-weight', '3'));
const sentenceWeight = Number(arg('sentence-weight', '1'));
const singleWeight = Number(arg('single-weight', '1'));
/** How many spec sentences the threshold may turn against their spec (a found one missed, a clean one refused). */
const specLoss = Number(arg('spec-loss', '0'));
/** Rule families whose readings get weights of their own besides the shared ones. */
/**
 * The unknown word's decision: round 28's weights (unknown-word-evidence.ts), read over the same readings, kept as
 * they are (`round-28`), or fitted with the rest (`fitted`, round 29's form).
 */
const fallbackMode = arg('fallback', 'round-28');
const fallbackFitted = fallbackMode === 'fitted';
const OWN_WEIGHTS: readonly RuleFamily[] =
  form === 'by-rule' ? (fallbackFitted ? ['listed', 'fallback'] : ['listed']) : [];

/** Round 28's sum for the unknown word, the detector's row for that rule (weak-hit-evidence.ts). */
const round28 = (r: Readings): number => hitEvidence('fallback', r);

const cases = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as DumpedCase);
const words = new WordClasses();

interface Hit {
  family: RuleFamily | undefined;
  /** A repeat of another hit: it stands only when what it repeats does. */
  repeat: boolean;
  /** The current detector's verdict (the unknown-word evidence of round 28). */
  weakNow: boolean;
  /** Round 28's sum for the unknown word (unused for other rules). */
  r28: number;
  x: number[];
  label: boolean;
  start: number;
  end: number;
}
interface Case {
  set: string;
  derived?: 'spec' | 'sentence';
  /** Printed only for spec sentences. */
  text: string;
  clean: boolean;
  gold: { start: number; end: number }[];
  hits: Hit[];
}

const featureNames: string[] = [
  ...RULE_FAMILIES.map((f) => `rule:${f}`),
  ...READINGS,
  ...OWN_WEIGHTS.flatMap((f) => READINGS.map((r) => `${f}:${r}`)),
];

function features(family: RuleFamily, r: Readings): number[] {
  const x = RULE_FAMILIES.map((f) => (f === family ? 1 : 0));
  for (const name of READINGS) x.push(r[name] ? 1 : 0);
  for (const f of OWN_WEIGHTS) for (const name of READINGS) x.push(f === family && r[name] ? 1 : 0);
  return x;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

const read: Case[] = cases.map((c) => ({
  set: c.set,
  derived: c.derived,
  text: c.text,
  clean: c.gold.length === 0,
  gold: c.gold,
  hits: c.hits.map((h) => {
    const family = ruleFamily(h.rule);
    const r = family ? readHit(c.text, h.start, h.end, words) : undefined;
    return {
      family,
      repeat: h.rule === 'repeated-mentions',
      weakNow: h.weak === true || h.rule === 'names/unknown-capitalised-weak',
      r28: r ? round28(r) : 0,
      x: family && r ? features(family, r) : [],
      label: c.gold.some((g) => overlaps(g, h)),
      start: h.start,
      end: h.end,
    };
  }),
}));

/** Ridge-penalised logistic regression by Newton's method; the rule intercepts are not penalised. */
function fit(train: Case[]): number[] {
  const rows: { x: number[]; y: number; w: number }[] = [];
  for (const c of train) {
    const decided = c.hits.some((h) => !h.family && !h.repeat);
    const kind = c.derived === 'spec' ? specWeight : c.derived === 'sentence' ? sentenceWeight : 1;
    const single = !c.derived && c.gold.length === 1 ? singleWeight : 1;
    for (const h of c.hits) {
      if (!h.family || (h.family === 'fallback' && !fallbackFitted)) continue;
      // A spec marks one fragment: its other hits may be identifiers too, so they teach nothing.
      if (c.derived === 'spec' && !c.clean && !h.label) continue;
      const w = c.clean ? cleanWeight : decided ? decidedWeight : single;
      rows.push({ x: h.x, y: h.label ? 1 : 0, w: w * kind });
    }
  }
  const n = featureNames.length;
  let beta = new Array<number>(n).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const grad = new Array<number>(n).fill(0);
    const hess = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const { x, y, w } of rows) {
      let z = 0;
      for (let j = 0; j < n; j++) if (x[j]) z += beta[j];
      const p = 1 / (1 + Math.exp(-z));
      const g = w * (y - p);
      const v = w * p * (1 - p);
      for (let j = 0; j < n; j++) {
        if (!x[j]) continue;
        grad[j] += g;
        for (let k = 0; k < n; k++) if (x[k]) hess[j][k] += v;
      }
    }
    for (let j = RULE_FAMILIES.length; j < n; j++) {
      grad[j] -= ridge * beta[j];
      hess[j][j] += ridge;
    }
    for (let j = 0; j < RULE_FAMILIES.length; j++) hess[j][j] += 1e-6;
    const step = solve(hess, grad);
    beta = beta.map((b, j) => b + step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return beta;
}

/** Solves A s = b by Gaussian elimination with partial pivoting (A symmetric positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const s = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = m[r][n];
    for (let k = r + 1; k < n; k++) v -= m[r][k] * s[k];
    s[r] = v / m[r][r];
  }
  return s;
}

type Weak = (h: Hit) => boolean;

interface Figures {
  positives: number;
  refused: number;
  negatives: number;
  let: number;
  spans: number;
  found: number;
}

/** A set's figures when the hits `weak` calls weak stand only beside another identifier. */
function figures(set: Case[], weak: Weak): Figures {
  const f: Figures = { positives: 0, refused: 0, negatives: 0, let: 0, spans: 0, found: 0 };
  for (const c of set) {
    const firsts = c.hits.filter((h) => !h.repeat);
    const refused = firsts.some((h) => !weak(h));
    const standing = refused ? c.hits : [];
    if (c.clean) {
      f.negatives++;
      if (!refused) f.let++;
      continue;
    }
    f.positives++;
    if (refused) f.refused++;
    f.spans += c.gold.length;
    f.found += c.gold.filter((g) => standing.some((h) => overlaps(g, h))).length;
  }
  return f;
}

const score = (beta: number[], h: Hit): number => h.x.reduce((s, v, j) => s + v * beta[j], 0);
const bySet = new Map<string, Case[]>();
for (const c of read.filter((c) => !c.derived)) bySet.set(c.set, [...(bySet.get(c.set) ?? []), c]);
const specRows = read.filter((c) => c.derived === 'spec');
const sentenceRows = read.filter((c) => c.derived === 'sentence');
/** The rows of one identifier a fold may fit on: the specs' and the sentences cut from the sets it trains on. */
const extraRows = (train: readonly string[]): Case[] => [
  ...specRows,
  ...sentenceRows.filter((c) => train.includes(c.set)),
];
/** Spec sentences the decision turns against their spec: a found fragment missed, a clean sentence refused. */
const specErrors = (weak: Weak): number =>
  specRows.filter((c) => {
    const f = figures([c], weak);
    return c.clean ? f.let === 0 : f.found < f.spans;
  }).length;
const heldOutSets = new Set(cases.filter((c) => c.heldOut).map((c) => c.set));
const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);
const recall = (f: Figures): number => ratio(f.refused, f.positives);
const specificity = (f: Figures): number => ratio(f.let, f.negatives);
const spanRecall = (f: Figures): number => ratio(f.found, f.spans);
const weakNow: Weak = (h) => h.weakNow;

/**
 * Where the fitted score makes a hit weak: one threshold for the unknown word (the rule round 28 weighed alone, whose
 * modifier readings the specs hold) and one for every other rule; equal with --thresholds=shared.
 */
interface Threshold {
  fallback: number;
  other: number;
}
const sharedThreshold = arg('thresholds', 'by-rule') === 'shared';
/** Specificity of a training set may not fall under what the current detector reads (--keep-specificity=0 lifts it). */
const keepSpecificity = arg('keep-specificity', '1') !== '0';

/** The decision of `beta` at `t`; each hit's score is read once. */
function weakBy(beta: number[], t: Threshold): Weak {
  const scores = new Map<Hit, number>();
  return (h) => {
    if (h.family === undefined) return false;
    if (h.family === 'fallback' && !fallbackFitted) return h.weakNow;
    let z = scores.get(h);
    if (z === undefined) {
      z = score(beta, h);
      scores.set(h, z);
    }
    return z < (h.family === 'fallback' ? t.fallback : t.other);
  };
}

const STEPS = Array.from({ length: 49 }, (_, i) => -4 + i * 0.125);

/**
 * The thresholds that let most clean texts of `train` through while no set's text recall falls under its floor or
 * more than `recallLoss` under what the current detector reads, no set lets fewer clean texts through than now, and
 * no more spec sentences go against their spec than `specLoss`.
 */
function chooseThreshold(beta: number[], train: string[]): Threshold {
  let best: Threshold = { fallback: -Infinity, other: -Infinity };
  let bestLet = -1;
  const allowed = specErrors(weakNow) + specLoss;
  const sets = train.map((name) => ({ name, set: bySet.get(name) ?? [] }));
  const nowFigures = sets.map(({ set }) => figures(set, weakNow));
  for (const fallback of fallbackFitted ? STEPS : [0])
    for (const other of sharedThreshold ? [fallback] : STEPS) {
      const t = { fallback, other };
      const weak = weakBy(beta, t);
      let total = 0;
      let ok = true;
      sets.forEach(({ name, set }, i) => {
        if (!ok) return;
        const f = figures(set, weak);
        const now = recall(nowFigures[i]);
        if (recall(f) < Math.min(now, FLOORS[name] ?? CLINICAL_FLOOR) || recall(f) < now - recallLoss) ok = false;
        if (keepSpecificity && f.let < nowFigures[i].let) ok = false;
        total += f.let;
      });
      if (ok && total > bestLet && specErrors(weak) <= allowed) {
        bestLet = total;
        best = t;
      }
    }
  return best;
}
const shown = (t: Threshold): string =>
  sharedThreshold ? t.other.toFixed(2).padStart(5) : `${t.fallback.toFixed(2)}/${t.other.toFixed(2)}`.padStart(11);

const pct = (x: number): string => `${(100 * x).toFixed(1)}`;
const line = (f: Figures): string => `${pct(recall(f))} / ${pct(specificity(f))} / ${pct(spanRecall(f))}`;

console.log(
  `form ${form}, ridge ${ridge}, clean hits weighted ${cleanWeight}, decided texts' hits ${decidedWeight}, ` +
    `recall loss ≤ ${recallLoss * 100} pt`,
);
if (!fallbackFitted) {
  const fallbacks = read.flatMap((c) => c.hits.filter((h) => h.family === 'fallback'));
  const differ = fallbacks.filter((h) => h.r28 < 0 !== h.weakNow).length;
  console.log(`round 28's weights over the readings: ${differ} of ${fallbacks.length} unknown words read otherwise`);
  if (process.argv.includes('--round-28-differences'))
    for (const c of read.filter((c) => c.derived === 'spec' || !heldOutSets.has(c.set)))
      for (const h of c.hits.filter((h) => h.family === 'fallback' && h.r28 < 0 !== h.weakNow))
        console.log(
          `  ${h.weakNow ? 'weak now' : 'kept now'} (${h.r28}): ${c.text.slice(h.start, h.end)} | ` +
            c.text.slice(Math.max(0, h.start - 30), h.end + 30).replace(/\n/g, ' '),
        );
}
console.log('\nleave one set out (text recall / specificity / span recall), current detector → fitted decision\n');
const sums = { now: 0, fitted: 0, folds: 0 };
const tuned = [...bySet.keys()].filter((s) => !heldOutSets.has(s));
for (const left of process.argv.includes('--no-folds') ? [] : NEWEST) {
  const train = [...bySet.keys()].filter((s) => s !== left);
  const beta = fit([...train.flatMap((s) => bySet.get(s) ?? []), ...extraRows(train)]);
  const t = chooseThreshold(beta, train);
  const set = bySet.get(left) ?? [];
  const now = figures(set, weakNow);
  const fitted = figures(set, weakBy(beta, t));
  // The held-out set is the most honest fold (no round tuned on it): reported, kept out of the mean.
  if (!heldOutSets.has(left)) {
    sums.now += specificity(now);
    sums.fitted += specificity(fitted);
    sums.folds++;
  }
  const mark = heldOutSets.has(left) ? ' (held out)' : '';
  console.log(`${(left + mark).padEnd(18)} threshold ${shown(t)}   ${line(now)}  →  ${line(fitted)}`);
}
const k = sums.folds;
console.log(`\nmean specificity over the ${k} tuned folds: ${pct(sums.now / k)} → ${pct(sums.fitted / k)}`);
console.log(`rows of one identifier: ${specRows.length} spec sentences, ${sentenceRows.length} sentences cut alone`);

// Weights a detector would keep are in tenths: the figures below are read with them rounded.
const beta = fit([...tuned.flatMap((s) => bySet.get(s) ?? []), ...extraRows(tuned)]).map(
  (b) => Math.round(b * 10) / 10,
);
const t = chooseThreshold(beta, tuned);
const fittedWeak = weakBy(beta, t);
if (process.argv.includes('--sweep')) {
  const letNow = tuned.reduce((sum, n) => sum + figures(bySet.get(n) ?? [], weakNow).let, 0);
  console.log(`  now: clean let ${letNow}`);
  for (let u = -6; u <= 6.001; u += 0.25) {
    const weak = weakBy(beta, { fallback: u, other: u });
    const lets = tuned.map((n) => figures(bySet.get(n) ?? [], weak));
    const low = tuned.filter((n, i) => recall(lets[i]) < recall(figures(bySet.get(n) ?? [], weakNow)) - recallLoss);
    const total = lets.reduce((sum, f) => sum + f.let, 0);
    console.log(
      `  ${u.toFixed(2)}: spec errors ${specErrors(weak)}, clean let ${total}, recall fallen: ${low.join(' ')}`,
    );
  }
}
console.log(`spec sentences against their spec: ${specErrors(weakNow)} now, ${specErrors(fittedWeak)} fitted`);
if (process.argv.includes('--spec-errors'))
  for (const c of specRows) {
    const wrong = (weak: Weak): boolean => {
      const f = figures([c], weak);
      return c.clean ? f.let === 0 : f.found < f.spans;
    };
    if (wrong(fittedWeak) && !wrong(weakNow)) console.log(`  ${c.clean ? 'refused' : 'missed'}: ${c.text}`);
  }
console.log(`\nfitted on every tuned set, in tenths, threshold ${shown(t)}; each set that moves (now → fitted):`);
for (const name of tuned) {
  const set = bySet.get(name) ?? [];
  const now = figures(set, weakNow);
  const fitted = figures(set, fittedWeak);
  if (line(now) !== line(fitted)) console.log(`  ${name.padEnd(18)} ${line(now)}  →  ${line(fitted)}`);
  // The texts the fitted decision turns (a tuned set's: a held-out set is never among them).
  if (process.argv.includes('--changes'))
    for (const c of set) {
      const was = figures([c], weakNow);
      const is = figures([c], fittedWeak);
      const turned = c.clean ? was.let !== is.let : was.refused !== is.refused || was.found !== is.found;
      if (turned)
        console.log(`      ${c.clean ? (is.let ? 'let' : 'refused') : 'identifier text'}: ${c.text.slice(0, 100)}`);
    }
}
if (process.argv.includes('--weights')) {
  // As weak-hit-evidence.ts keeps them: the shared weights, listed names' own, each rule's base and the threshold.
  const tenths = (j: number): number => Math.round(beta[j] * 10);
  const block = (from: number): string =>
    READINGS.map((r, i) => [r, tenths(from + i)] as const)
      .filter(([, w]) => w !== 0)
      .map(([r, w]) => `  ${r}: ${w},`)
      .join('\n');
  console.log(`\nconst SHARED = {\n${block(RULE_FAMILIES.length)}\n};`);
  OWN_WEIGHTS.forEach((f, k) =>
    console.log(`const ${f.toUpperCase()}_OWN = {\n${block(RULE_FAMILIES.length + READINGS.length * (k + 1))}\n};`),
  );
  // A sum in tenths falls under the threshold t (a logit) when it falls under ceil(10 t).
  console.log(`const FITTED_WEAK_BELOW = ${Math.ceil(10 * t.other - 1e-9)};`);
  if (fallbackFitted) console.log(`unknown word: weak below ${Math.ceil(10 * t.fallback - 1e-9)}`);
  console.log(`bases: ${RULE_FAMILIES.map((f, j) => `${f} ${tenths(j)}`).join(', ')}`);
}

if (process.argv.includes('--ceiling')) {
  console.log('\nevery weighed hit weak (the ceiling of any threshold):');
  for (const name of [...bySet.keys()]) {
    const set = bySet.get(name) ?? [];
    console.log(
      `  ${name.padEnd(18)} ${line(figures(set, weakNow))}  →  ${line(figures(set, (h) => h.family !== undefined))}`,
    );
  }
}

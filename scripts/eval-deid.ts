/**
 * Prints how the default detector does on every evaluation set (see
 * scripts/deid-sets.ts): per set text recall, specificity and span recall,
 * then per set and kind. Lists which sets were skipped and why.
 * Run: npm run eval:deid [-- --misses] [-- --all] [-- --peers] [-- --bypass] [-- --tuning] [-- --disguise=a,b]
 * [-- --sets=a,b]
 * (--misses lists misses, --all every one, --peers adds philter-lite and Presidio on the same sets:
 * scripts/deid-peers.ts, --bypass runs the disguise fuzzer: scripts/deid-bypass.ts, --tuning leaves the
 * held-out sets out entirely, so a tuning run neither measures them nor feeds their identifiers to the fuzzer,
 * --disguise=a,b runs the fuzzer with those disguises only; its misses print the disguised span marked in
 * its context; --sets=a,b measures those sets only, as when the peers, which take minutes a set, are wanted
 * beside one new set).
 */
import { defaultDetector } from '../src/deidentification';
import { evaluate, type EvalReport } from './deid-metrics';
import { bypassTable, runBypass } from './deid-bypass';
import { comparePeers, peerTable, runPeers } from './deid-peers';
import { deidPython, loadEvalSets } from './deid-sets';

const showAll = process.argv.includes('--all');
const showMisses = showAll || process.argv.includes('--misses');
const limit = showAll ? Infinity : 15;
const pct = (x: number, n: number): string => (n === 0 ? '-' : `${(100 * x).toFixed(1)}%`);
const row = (cells: string[], widths: number[]): string =>
  cells.map((c, i) => (i < 2 && !/%$/.test(c) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

const loaded = loadEvalSets();
const tuning = process.argv.includes('--tuning');
const named = process.argv
  .find((a) => a.startsWith('--sets='))
  ?.slice('--sets='.length)
  .split(',');
const unknown = named?.filter((n) => !loaded.sets.some((s) => s.name === n)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown set(s): ${unknown.join(', ')}; known: ${loaded.sets.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const sets = loaded.sets.filter((s) => !(tuning && s.heldOut) && (named === undefined || named.includes(s.name)));
const skipped = [
  ...loaded.skipped,
  ...(tuning ? loaded.sets.filter((s) => s.heldOut).map((s) => ({ name: s.name, reason: 'held out (--tuning)' })) : []),
];
const reports: [string, string, EvalReport][] = sets.map((s) => [s.name, s.domain, evaluate(defaultDetector, s.cases)]);

const W = [18, 9, 6, 6, 12, 12, 12];
console.log('De-identification evaluation, per set (text recall: a text with identifiers gets >= 1 hit)\n');
console.log(row(['set', 'domain', 'pos', 'neg', 'text recall', 'specificity', 'span recall'], W));
for (const [name, domain, r] of reports) {
  console.log(
    row(
      [
        name,
        domain,
        String(r.positives),
        String(r.negatives),
        pct(r.recallOverall, r.positives),
        pct(r.specificity, r.negatives),
        pct(r.spanRecall, r.goldSpans),
      ],
      W,
    ),
  );
}
for (const s of skipped) console.log(`skipped ${s.name}: ${s.reason}`);

const K = [18, 22, 7, 12, 7, 12];
console.log('\nPer set and kind:\n');
console.log(row(['set', 'kind', 'texts', 'text recall', 'spans', 'span recall'], K));
for (const [name, , r] of reports) {
  for (const [kind, s] of [...r.byKind.entries()].sort((a, b) => b[1].cases - a[1].cases)) {
    console.log(
      row([name, kind, String(s.cases), pct(s.recall, s.cases), String(s.spans), pct(s.spanRecall, s.spans)], K),
    );
  }
}

if (showMisses) {
  for (const [name, , r] of reports) {
    console.log(`\n[${name}] false negatives (missed gold spans): ${r.falseNegatives.length}`);
    for (const m of r.falseNegatives.slice(0, limit)) console.log(`  [${m.id}] ${m.detail}\n      ${m.text}`);
    console.log(`[${name}] false positives (hits on clean texts): ${r.falsePositives.length}`);
    for (const m of r.falsePositives.slice(0, limit)) console.log(`  [${m.id}] ${m.detail}\n      ${m.text}`);
  }
}

if (process.argv.includes('--peers')) {
  console.log('');
  const python = deidPython();
  if (!python) console.log('skipped peers: no Python venv (run scripts/deid-venv.sh, or set DEID_PYTHON)');
  else {
    try {
      for (const line of peerTable(comparePeers(defaultDetector, sets, runPeers(python, sets)))) console.log(line);
    } catch (error) {
      console.log(`skipped peers: ${(error as Error).message}`);
    }
  }
}

if (process.argv.includes('--bypass')) {
  console.log('');
  const only = process.argv
    .find((a) => a.startsWith('--disguise='))
    ?.slice('--disguise='.length)
    .split(',');
  for (const line of bypassTable(runBypass(defaultDetector, sets, only), showMisses ? limit : 0)) console.log(line);
}

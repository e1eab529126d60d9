/**
 * Prints how the default detector does on the labelled cases:
 * recall per identifier kind, specificity on clean texts, span recall and the
 * worst misses. Run: npm run eval:deid [-- --all] (--all lists every miss).
 */
import { defaultDetector } from '../src/commands/deidentification';
import { evaluate, loadCases } from './deid-metrics';

const showAll = process.argv.includes('--all');
const limit = showAll ? Infinity : 15;
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

const cases = loadCases();
const report = evaluate(defaultDetector, cases);

console.log(
  `De-identification evaluation: ${report.total} cases (${report.positives} with identifiers, ` +
    `${report.negatives} clean)\n`,
);
console.log('Recall per identifier kind (a text with that kind gets >= 1 hit):');
for (const [kind, s] of [...report.byKind.entries()].sort((a, b) => b[1].cases - a[1].cases)) {
  console.log(`  ${kind.padEnd(24)} ${pct(s.recall).padStart(6)}  (${s.refused}/${s.cases})`);
}
console.log('\nSummary:');
console.log(`  recall names              ${pct(report.recallNames)}`);
console.log(`  recall locations          ${pct(report.recallLocations)}`);
console.log(`  recall pattern identifiers ${pct(report.recallPatterns)}`);
console.log(`  recall overall            ${pct(report.recallOverall)}`);
console.log(`  specificity (clean texts) ${pct(report.specificity)}`);
console.log(`  span recall               ${pct(report.spanRecall)} of ${report.goldSpans} gold spans`);

console.log(`\nFalse negatives (missed gold spans): ${report.falseNegatives.length}`);
for (const m of report.falseNegatives.slice(0, limit)) console.log(`  [${m.id}] ${m.detail}\n      ${m.text}`);
console.log(`\nFalse positives (hits on clean texts): ${report.falsePositives.length}`);
for (const m of report.falsePositives.slice(0, limit)) console.log(`  [${m.id}] ${m.detail}\n      ${m.text}`);

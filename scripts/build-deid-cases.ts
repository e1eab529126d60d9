/**
 * Builds test/fixtures/deid-cases.json from the hand-written markup in
 * scripts/deid-cases/*.txt, so gold offsets are computed, never typed by hand.
 * Markup: `{n:Linda}` marks a span; see KIND_CODES for the codes.
 * Run: npx tsx scripts/build-deid-cases.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import type { GoldSpan } from './deid-metrics';
import { parseMarkup } from './deid-markup';

interface GoldCase {
  id: string;
  group: string;
  text: string;
  spans: GoldSpan[];
}

const parseLine = parseMarkup;

const dir = join(__dirname, 'deid-cases');
const cases: GoldCase[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const stem = basename(file, '.txt');
  let group = stem;
  let n = 0;
  for (const raw of readFileSync(join(dir, file), 'utf8').split('\n')) {
    const line = raw.trimEnd();
    if (!line) continue;
    if (line.startsWith('## ')) {
      group = line.slice(3).trim();
      continue;
    }
    const { text, spans } = parseLine(line);
    if (group === 'neg' && spans.length > 0) throw new Error(`negative with spans: ${line}`);
    n += 1;
    cases.push({ id: `${stem}-${String(n).padStart(3, '0')}`, group, text, spans });
  }
}
const out = join(__dirname, '..', 'test', 'fixtures', 'deid-cases.json');
writeFileSync(out, JSON.stringify(cases, null, 1) + '\n');
const positives = cases.filter((c) => c.spans.length > 0).length;
console.log(`wrote ${cases.length} cases (${positives} with identifiers, ${cases.length - positives} clean) to ${out}`);

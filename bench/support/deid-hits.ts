/**
 * A fingerprint of everything the detector finds, for changes that must leave detection identical: every hit of
 * every bench note, every committed case and every disguised variant the bypass fuzzer would build from them
 * (each disguise on each labelled span, and on the clean cases' terms). Prints the number of calls and a sha256 of
 * the hits; two builds that print the same hash found the same spans of the same kinds.
 *
 *   node --import tsx bench/support/deid-hits.ts [--compiled]
 */
import { createHash } from 'node:crypto';
import type { IdentifierKind } from '../../src/deidentification/detector';
import { DISGUISES } from '../../scripts/deid-disguises';
import { committedSets } from '../../scripts/deid-sets';
import { benchNotes, loadDetector } from './deid-notes';

const detectIdentifiers = loadDetector(process.argv.includes('--compiled'));
const hash = createHash('sha256');
let calls = 0;
const record = (text: string): void => {
  hash.update(JSON.stringify(detectIdentifiers(text)));
  hash.update('\n');
  calls++;
};

for (const note of benchNotes()) record(note);
for (const set of committedSets()) {
  for (const c of set.cases) {
    record(c.text);
    const spans =
      c.spans.length > 0
        ? c.spans.map((s): { start: number; end: number; kind: IdentifierKind | 'clean' } => s)
        : cleanTerms(c.text);
    for (const span of spans) {
      for (const disguise of Object.values(DISGUISES)) {
        const next = disguise(c.text.slice(span.start, span.end), span.kind, span.start);
        if (next !== undefined) record(c.text.slice(0, span.start) + next + c.text.slice(span.end));
      }
    }
  }
}
console.log(`${calls} calls; hits sha256 ${hash.digest('hex').slice(0, 16)}`);

/** The same three words of a clean text the bypass fuzzer disguises. */
function cleanTerms(text: string): { start: number; end: number; kind: 'clean' }[] {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu)].filter((m) => m[0].length >= 3);
  const picks = new Set([0, Math.floor(words.length / 2), words.length - 1].filter((i) => i >= 0));
  return [...picks].map((i) => ({
    start: words[i].index ?? 0,
    end: (words[i].index ?? 0) + words[i][0].length,
    kind: 'clean',
  }));
}

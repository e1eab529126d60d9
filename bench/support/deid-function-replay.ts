/**
 * What named rules of the production build cost on a set of notes, each alone: every call that detect() makes of
 * the named exports over the notes is recorded (the compiled modules call each other through the module object, so
 * a wrapper put there sees them all; array arguments are copied as they were at the call), then each function's
 * calls are replayed alone, in their order, the lowest of `rounds` rounds, and printed as µs a note. Run it in the
 * base's tree and in the branch's, on the same notes, to time a rule before and after a change.
 *
 *   npm run build && node --no-regexp-tier-up --import tsx bench/support/deid-function-replay.ts slowest.txt \
 *     hit-readings:readHit other-language-runs:dropOtherLanguageRuns [--rounds=9]
 *
 * (slowest.txt as `deid-slowest.ts --compiled` prints it; `all` reads every tenth bench note.) A rule that its
 * caller holds in a list of its own, out of the wrapper's reach, is named after a caller with the same arguments:
 * `non-identifier-contexts:nonIdentifierSpans>foreign-clinical-words:foreignClinicalSpans` records the first and
 * replays the second with its calls' arguments.
 */
import { loadDetector, notesFromList } from './deid-notes';

type Rule = (...args: unknown[]) => unknown;

const detectIdentifiers = loadDetector(true);
const notes = notesFromList(process.argv[2] ?? 'all');
const named = process.argv.slice(3).filter((a) => !a.startsWith('--'));
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 9);

for (const n of notes) detectIdentifiers(n);
const exportedRule = (name: string): { module: Record<string, Rule>; exported: string; original: Rule } => {
  const [file, exported] = name.split(':');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`../../dist/src/deidentification/${file}`) as Record<string, Rule>;
  const original = module[exported];
  if (typeof original !== 'function') throw new Error(`${name} is no exported function`);
  return { module, exported, original };
};
const recorded = named.map((name) => {
  const [caller, callee] = name.split('>');
  const { module, exported, original } = exportedRule(caller);
  const replayed = callee === undefined ? original : exportedRule(callee).original;
  const calls: unknown[][] = [];
  module[exported] = (...args: unknown[]) => {
    calls.push(args.map((a) => (Array.isArray(a) ? [...(a as unknown[])] : a)));
    return original(...args);
  };
  return { name: callee ?? caller, module, exported, original, replayed, calls };
});
for (const n of notes) detectIdentifiers(n);
for (const r of recorded) r.module[r.exported] = r.original;

for (const r of recorded) {
  for (const args of r.calls) r.replayed(...args);
  let lowest = Infinity;
  for (let k = 0; k < rounds; k++) {
    const start = performance.now();
    for (const args of r.calls) r.replayed(...args);
    lowest = Math.min(lowest, performance.now() - start);
  }
  const perNote = ((lowest * 1000) / notes.length).toFixed(2);
  const callsPerNote = (r.calls.length / notes.length).toFixed(1);
  console.log(`${perNote.padStart(8)} µs a note ${callsPerNote.padStart(6)} calls  ${r.name}`);
}

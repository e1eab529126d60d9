import { readFileSync } from 'node:fs';
import { committedSets } from '../../scripts/deid-sets';
import type * as Deidentification from '../../src/deidentification';

export const NOTE_LENGTH = 500;

/**
 * The benchmarks' notes: every committed case, each joined with the ones
 * after it until 500 characters, as a provider's note would read.
 */
export function benchNotes(): string[] {
  const texts = committedSets().flatMap((set) => set.cases.map((c) => c.text));
  const notes: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    let note = '';
    for (let k = i; note.length < NOTE_LENGTH; k = (k + 1) % texts.length) note += (note ? ' ' : '') + texts[k];
    notes.push(note.slice(0, NOTE_LENGTH));
  }
  return notes;
}

/** The detector as `npm start` runs it (dist/, built first) or from the source through tsx. */
export function loadDetector(compiled: boolean): typeof Deidentification.detectIdentifiers {
  const module = (
    compiled
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../dist/src/deidentification')
      : // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../src/deidentification')
  ) as typeof Deidentification;
  return module.detectIdentifiers;
}

/** CPU time of this process so far, in µs: user and system, every thread. */
export function cpuMicros(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/** Each note's lowest CPU time (µs) for one whole `detect` call over `rounds` rounds, to rank notes by cost. */
export function lowestDetectCpu(notes: string[], detect: (note: string) => unknown, rounds = 3): number[] {
  return notes.map((n) => {
    let lowest = Infinity;
    for (let r = 0; r < rounds; r++) {
      const t = cpuMicros();
      detect(n);
      lowest = Math.min(lowest, cpuMicros() - t);
    }
    return lowest;
  });
}

/**
 * The notes a replay tool reads: `all` is every tenth bench note, anything else a file of bench-note indices, one a
 * line, as `deid-slowest.ts --compiled` prints them.
 */
export function notesFromList(listFile: string): string[] {
  const all = benchNotes();
  if (listFile === 'all') return all.filter((_, i) => i % 10 === 0);
  return readFileSync(listFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((i) => all[Number(i)]);
}

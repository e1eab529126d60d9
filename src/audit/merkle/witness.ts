import type { KeyObject } from 'node:crypto';
import { verifyConsistency } from './merkle-verify';
import { cosignatureLine } from './cosignature';
import { type NoteVerifier, parseNote } from './signed-note';
import { openCheckpoint } from './saved-checkpoint';

/** Where a witness reads a log's heads and proofs and hands in its cosignatures (HTTP in the CLI). */
export interface WitnessedLog {
  latestNote(): Promise<string>;
  consistency(from: number, to: number): Promise<Buffer[]>;
  cosign(note: string): Promise<void>;
}

/** What a witness keeps between runs: the last checkpoint it accepted. */
export interface WitnessState {
  note: string;
}

export type WitnessOutcome =
  { ok: true; size: number; cosigned: string; message: string } | { ok: false; message: string };

/**
 * One round of a witness: verify the log's newest head, check that it
 * extends the last one this witness accepted (consistency proof), then
 * cosign it (a C2SP cosignature/v1 line, timestamped now). A head that
 * does not extend it (a fork shown to this witness, a rewrite, a rollback)
 * is refused and nothing is signed.
 */
export async function witnessOnce(
  log: WitnessedLog,
  logKey: NoteVerifier,
  state: WitnessState | null,
  witness: { name: string; key: KeyObject },
  now: Date = new Date(),
): Promise<WitnessOutcome> {
  const note = await log.latestNote();
  const head = openCheckpoint(note, [logKey]);
  if (state !== null) {
    const seen = openCheckpoint(state.note, [logKey]);
    if (head.origin !== seen.origin) return { ok: false, message: 'REFUSED: the log changed its origin' };
    if (head.size < seen.size)
      return { ok: false, message: `REFUSED: the log shrank from ${seen.size} to ${head.size} events (rollback)` };
    const proof = head.size > seen.size ? await log.consistency(seen.size, head.size) : [];
    if (!verifyConsistency(seen.size, head.size, seen.root, head.root, proof))
      return {
        ok: false,
        message:
          `REFUSED: the head of ${head.size} events is not an extension of the one of ${seen.size} this witness ` +
          'cosigned: the log was forked or rewritten',
      };
  }
  const text = (parseNote(note) as { text: string }).text;
  // The log's signature and other witnesses' lines stay; an earlier line of this witness is replaced.
  const kept = note
    .slice(text.length + 1)
    .split('\n')
    .filter((line) => line.startsWith('\u2014 ') && !line.startsWith(`\u2014 ${witness.name} `));
  const lines = kept.map((line) => `${line}\n`).join('');
  const signed = `${text}\n${lines}${cosignatureLine(witness.name, witness.key, text, now)}`;
  await log.cosign(signed);
  return { ok: true, size: head.size, cosigned: signed, message: `COSIGNED: ${head.size} events` };
}

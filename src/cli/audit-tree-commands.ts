import { readFileSync } from 'node:fs';
import { CheckpointSigner } from '../audit/checkpoint';
import { checkAgainstCheckpoint, openCheckpoint } from '../audit/merkle/saved-checkpoint';
import { type NoteVerifier, parseVerifierKey } from '../audit/merkle/signed-note';
import type { ServiceConfig } from '../config/config';
import type { EventReader } from '../events/event-store';
import { DEFAULT_HASHING_THREADS, checkExport } from './audit-export';

export const EXPORT_USAGE = `npm run audit -- verify-export FILE --checkpoint NOTE --verifier-key KEY [--threads N]
  Offline: checks an NDJSON export of the whole log (GET /v1/audit/events, Accept: application/x-ndjson)
  against a checkpoint note whose signature verifies with KEY (note_verifier_key of GET
  /v1/audit/public-key). Needs neither the service nor its data. Lines are hashed on N threads
  (default ${DEFAULT_HASHING_THREADS}; 0: on the reading thread). Exit status: 0 verified, 1 mismatch.`;

/** The keys a checkpoint note must be signed with: the ones given, else this deployment's. */
export function noteVerifiers(given: string[], config: ServiceConfig | null): NoteVerifier[] {
  if (given.length > 0 || config === null) return given.map(parseVerifierKey);
  return [
    CheckpointSigner.fromSeed(config.auditSigningKey).noteVerifier(config.auditLogOrigin),
    ...config.auditVerifierKeys.map(parseVerifierKey),
  ];
}

/** Each saved checkpoint note against today's log; prints one line per note. */
export async function notesCheck(reader: EventReader, notes: string[], verifiers: NoteVerifier[]): Promise<boolean> {
  let ok = true;
  for (const note of notes) {
    const check = await checkAgainstCheckpoint(reader, openCheckpoint(note, verifiers));
    process.stdout.write(`${check.ok ? 'OK' : 'DAMAGED'}: ${check.reason} (checkpoint of ${check.checkpoint_size})\n`);
    ok &&= check.ok;
  }
  return ok;
}

export async function exportCommand(flags: Map<string, string>): Promise<number> {
  const file = flags.get('--file');
  const notePath = flags.get('--checkpoint');
  const key = flags.get('--verifier-key');
  if (!file || !notePath || !key) throw new Error('verify-export needs FILE, --checkpoint and --verifier-key');
  const checkpoint = openCheckpoint(readFileSync(notePath, 'utf8'), noteVerifiers([key], null));
  const threads = Number(flags.get('--threads') ?? DEFAULT_HASHING_THREADS);
  if (!Number.isInteger(threads) || threads < 0 || threads > 16) throw new Error('--threads must be from 0 to 16');
  const check = await checkExport(file, checkpoint, undefined, threads);
  const speed =
    `${check.events} events read, ${check.events_per_second} events/s, ` +
    `${check.events_per_cpu_second} per CPU second`;
  process.stdout.write(`${check.ok ? 'OK' : 'DAMAGED'}: ${check.reason} (${speed})\n`);
  return check.ok ? 0 : 1;
}

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CheckpointSigner } from '../../src/audit/checkpoint';
import { leafBytes } from '../../src/audit/merkle/merkle-hash';
import { RootFold } from '../../src/audit/merkle/root-fold';
import { checkpointText, verifierKey } from '../../src/audit/merkle/signed-note';
import { validPatient } from '../../test/support/test-service';
import { DEFAULT_HASHING_THREADS } from '../../src/cli/audit-export';

const ORIGIN = 'bench/audit-export';
const LINES_PER_WRITE = 5_000;
const AB_ROUNDS = 3;

/** Line `position` of an export of patient registrations, shaped and sized as the service writes them. */
function exportLine(position: number, fields: unknown): string {
  const id = randomBytes(8).toString('hex');
  return leafBytes({
    position,
    event_id: `evt_${randomBytes(10).toString('hex')}`,
    stream_id: `patient-pat_${id}`,
    revision: 0,
    event_type: 'PatientRegistered',
    recorded_at: new Date(1_764_000_000_000 + position).toISOString(),
    data: { patient_id: `pat_${id}`, ...(fields as object) },
    metadata: {
      actor: { organization_id: 'org-bench', role: 'provider', user_id: 'usr_bench' },
      batch_id: 'bat_bench',
      hash: randomBytes(32).toString('hex'),
      request_id: `req_${randomBytes(8).toString('hex')}`,
      row_number: position,
      schema_version: 1,
    },
  });
}

/**
 * `npm run audit -- verify-export` timed as an auditor runs it: an NDJSON
 * export of `events` patient registrations and a checkpoint note signed over
 * its root are written to `dir`, then the CLI is run on them in a child
 * process, in turns on the reading thread alone and with its hashing threads.
 * Prints the CLI's own figures (events/s of its check, wall, and per CPU
 * second of every thread it ran), the wall time of the whole command (which
 * adds node's and tsx's start) and the load average as each run began.
 */
export async function exportRows(dir: string, events: number): Promise<string[][]> {
  const file = join(dir, 'verify-export.ndjson');
  const out = createWriteStream(file);
  const fold = new RootFold();
  const fields = validPatient();
  let bytes = 0;
  for (let position = 1; position <= events; position += LINES_PER_WRITE) {
    const lines: string[] = [];
    for (let p = position; p < Math.min(events + 1, position + LINES_PER_WRITE); p += 1) {
      const line = exportLine(p, fields);
      const buffer = Buffer.from(line);
      fold.addBytes(buffer, 0, buffer.length);
      bytes += buffer.length + 1;
      lines.push(line);
    }
    if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const signer = CheckpointSigner.fromSeed(randomBytes(32).toString('base64url'));
  const text = checkpointText(ORIGIN, events, fold.root());
  const note = join(dir, 'verify-export.checkpoint');
  writeFileSync(note, `${text}\n${signer.signNote(ORIGIN, text)}`);
  const key = verifierKey(ORIGIN, signer.publicKey);

  const number = (text: string | undefined): string => Number(text ?? 0).toLocaleString('en');
  const rows: string[][] = [];
  // A/B interleaved: the check on the reading thread alone, then with the default hashing threads, in turns.
  for (let round = 1; round <= AB_ROUNDS; round += 1) {
    for (const threads of [0, DEFAULT_HASHING_THREADS]) {
      const load = loadavg()[0];
      const started = performance.now();
      const printed = execFileSync(
        'npm',
        [
          ...['run', '--silent', 'audit', '--', 'verify-export', file],
          ...['--checkpoint', note, '--verifier-key', key, '--threads', String(threads)],
        ],
        { encoding: 'utf8' },
      ).trim();
      const wallMs = performance.now() - started;
      const figures = /(\d+) events\/s, (\d+) per CPU second/.exec(printed);
      rows.push([
        `verify-export CLI (offline), --threads ${threads}, round ${round}`,
        `${events.toLocaleString('en')} events, ${Math.round(bytes / events)} bytes a line, ${printed.split(':')[0]}`,
        `check: ${number(figures?.[1])} events/s wall, ${number(figures?.[2])} per CPU second (target >= 300,000 ` +
          `wall); whole command ${(wallMs / 1000).toFixed(2)} s with node's start; load average ${load.toFixed(1)}`,
      ]);
    }
  }
  return rows;
}

import { readFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { type Checkpoint, CheckpointSigner, isCheckpoint, publicKeyFromPem } from '../audit/checkpoint';
import { type VerificationReport, verifyLog } from '../audit/verify-log';
import { loadConfig } from '../config/config';
import { MongoConnection } from '../projections/mongo/mongo-connection';
import { SqlClients, openCheckpointStore, openEventStore } from '../runtime/adapters';
import { errorMessage } from '../shared/error-message';
import { EXPORT_USAGE, exportCommand, noteVerifiers, notesCheck } from './audit-tree-commands';
import { WITNESS_USAGE, witnessCommand, witnessKeyCommand } from './audit-witness';

const USAGE = `Usage: npm run audit -- verify [--against checkpoint]... [--public-key pem] [--verifier-key K] [--json]
Recomputes every event's hash and the running hash over the whole log, checks them against the
signed checkpoints stored beside the log and against each --against file (a checkpoint as answered
by GET /v1/audit/checkpoints/latest, with or without its envelope), and names the first bad position.
--public-key checks signatures with a public key you hold (from GET /v1/audit/public-key) instead of
the one derived from this deployment's AUDIT_SIGNING_KEY / DATA_DIR/audit-signing-key.
Honors the server's configuration (DATA_DIR, EVENT_STORE, POSTGRES_URL, EVENTSTOREDB_URL, ...).
Embedded profile: stop the server first (DATA_DIR belongs to one process) or use GET /v1/audit/verify.
A checkpoint file may also be a checkpoint note (the note field of that answer, saved as text): its
signature is checked with --verifier-key (from GET /v1/audit/public-key, note_verifier_key) or the
deployment's keys, and the log's first tree_size events must still hash to its root.
Exit status: 0 verified, 1 damage found, 2 usage or configuration error.

   or: ${EXPORT_USAGE}
   or: ${WITNESS_USAGE}`;

class UsageError extends Error {}

interface Options {
  against: Checkpoint[];
  /** Checkpoint notes (C2SP signed notes) read from --against files. */
  notes: string[];
  verifierKeys: string[];
  publicKeyPath: string | null;
  json: boolean;
}

function readCheckpointFile(path: string, options: Options): void {
  const text = readFileSync(path, 'utf8');
  if (!text.trimStart().startsWith('{')) {
    options.notes.push(text);
    return;
  }
  const parsed: unknown = JSON.parse(text);
  const candidate = parsed !== null && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
  if (!isCheckpoint(candidate)) throw new UsageError(`${path} does not hold a checkpoint`);
  options.against.push(candidate);
}

function parseArguments(args: string[]): Options {
  const [command, ...rest] = args;
  if (command !== 'verify')
    throw new UsageError(command === undefined ? 'No command given' : `Unknown command ${command}`);
  const options: Options = { against: [], notes: [], verifierKeys: [], publicKeyPath: null, json: false };
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index];
    const value = (): string => {
      const next = rest[++index];
      if (next === undefined) throw new UsageError(`${arg} needs a file`);
      return next;
    };
    if (arg === '--against') readCheckpointFile(value(), options);
    else if (arg === '--verifier-key') options.verifierKeys.push(value());
    else if (arg === '--public-key') options.publicKeyPath = value();
    else if (arg === '--json') options.json = true;
    else throw new UsageError(`Unknown option ${arg}`);
  }
  return options;
}

function summary(report: VerificationReport): string {
  const head = `${report.checked_events} events, ${report.checkpoints_checked} checkpoints checked`;
  const speed = `${report.duration_ms} ms, ${report.events_per_second} events/s`;
  const lines = [];
  if (report.first_bad) {
    const bad = report.first_bad;
    lines.push(
      `DAMAGED: first bad position ${bad.position}${bad.stream_id ? ` (${bad.stream_id})` : ''}: ${bad.reason}`,
    );
  }
  if (report.invalid_checkpoints.length > 0) {
    lines.push(`INVALID SIGNATURES on checkpoints at ${report.invalid_checkpoints.join(', ')}`);
  }
  if (report.ok) lines.push(`OK: ${head}; head ${report.head.position ?? '-'} ${report.head.head_hash}`);
  lines.push(`(${head}; ${speed})`);
  return lines.join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args[0] === 'witness' || args[0] === 'witness-key' || args[0] === 'verify-export') {
    const flags = new Map<string, string>();
    const positional = args[1] !== undefined && !args[1].startsWith('--');
    if (positional) flags.set('--file', args[1]);
    for (let index = positional ? 2 : 1; index < args.length; index += 2) {
      if (!args[index].startsWith('--') || args[index + 1] === undefined)
        throw new UsageError(`${args[index]} needs a value`);
      flags.set(args[index], args[index + 1]);
    }
    if (args[0] === 'witness-key') return witnessKeyCommand(flags);
    return args[0] === 'witness' ? witnessCommand(flags) : exportCommand(flags);
  }
  const options = parseArguments(args);
  const config = loadConfig();
  const publicKey: KeyObject = options.publicKeyPath
    ? publicKeyFromPem(readFileSync(options.publicKeyPath, 'utf8'))
    : CheckpointSigner.fromSeed(config.auditSigningKey).publicKey;
  const sql = new SqlClients(config);
  const mongo = new MongoConnection(config.mongodbUrl);
  try {
    const events = await openEventStore(config, sql);
    try {
      const stored = await (await openCheckpointStore(config, sql, mongo)).all();
      // The hashes commit to the events as stored: verify the raw log, not its upcast reading.
      const report = await verifyLog(events.stored, [...stored, ...options.against], publicKey);
      process.stdout.write(`${options.json ? JSON.stringify(report, null, 2) : summary(report)}\n`);
      const notesOk = await notesCheck(events.stored, options.notes, noteVerifiers(options.verifierKeys, config));
      return report.ok && notesOk ? 0 : 1;
    } finally {
      await events.close();
    }
  } finally {
    await sql.closeAll();
    await mongo.close();
  }
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    const message = errorMessage(error);
    process.stderr.write(`audit: ${message}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`);
    process.exitCode = 2;
  },
);

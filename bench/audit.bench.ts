/**
 * Tamper evidence and history at scale, on the embedded SQLite profile:
 * builds a log of 1,000,000 chained events (registrations written as an
 * import writes them, plus one patient updated 99 times, so it has 100
 * versions), then prints
 *   - the notary's first fold and checkpoint over the whole log,
 *   - verification of the whole log (target: at least 100,000 events/s),
 *   - GET-history latency for the 100-version patient (target: p99 under 20 ms),
 *     measured on the query the route calls, reading the real store,
 *   - the Merkle tree: building it over the log, inclusion and consistency
 *     proof p99 (target under 2 ms) and the offline check of an NDJSON
 *     export against its root (target at least 300,000 events/s).
 *
 * Wall-clock figures need an otherwise idle machine; the per-CPU-second rate
 * is printed beside them, and the CPU steal after them (see
 * support/cpu-steal.ts). The script (like `npm run audit`) runs node with a
 * 64 MB young generation: verification allocates a little per event, and
 * V8's default semi-space makes it spend a third of its time collecting.
 *
 *   npm run bench:audit                      # 1,000,000 events
 *   npm run bench:audit -- --events 200000   # a quicker run (the proofs still over 1,000,000 leaves)
 *   npm run bench:audit -- --tree-events 1000000   # size of the synthetic tree the proof latencies are taken at
 *   npm run bench:audit -- --verify-export 1000000  # only this: `npm run audit -- verify-export` on N events
 *   npm run bench:audit -- --proofs                 # only the proofs at --tree-events: query path and HTTP routes
 *   npm run bench:audit -- --proofs --base ../other-checkout   # the HTTP proofs A/B against another build
 *   npm run bench:audit -- --proofs --warm-up 300   # fewer warm-up requests per kind (default 2000)
 *   npm run bench:audit -- --proofs --accept-encoding gzip   # the HTTP proofs as a client that accepts gzip
 *   npm run bench:audit -- --proofs --http-only     # the HTTP proofs alone (no in-process query figures)
 *   npm run bench:audit -- --proofs --http-only --client undici   # the bench's client: https (default), undici, tls
 *   npm run bench:audit -- --proofs --http-only --pin   # bench on core 0, service(s) on core 1 (taskset)
 *   npm run bench:audit -- --proofs --http-only --lean  # main threads' figures only around each request
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { CheckpointSigner } from '../src/audit/checkpoint';
import { SqliteCheckpointStore } from '../src/audit/checkpoint-store';
import { AuditNotary } from '../src/audit/notary';
import { verifyLog } from '../src/audit/verify-log';
import { ActorPseudonyms } from '../src/auth/actor-pseudonyms';
import { CommandHandler } from '../src/commands/command-handler';
import { onNewStream } from '../src/commands/grouped-commands';
import type { CommandOrigin } from '../src/commands/command-origin';
import { patientDecider } from '../src/commands/patient/patient-decider';
import type { PatientFields } from '../src/events/clinical-values';
import { validPatient } from '../test/support/test-service';
import { SqliteEventStore } from '../src/events/sqlite/sqlite-event-store';
import { patientStream } from '../src/events/streams';
import { recordHistory } from '../src/queries/record-history';
import { newId } from '../src/shared/ids';
import { silentLogger } from '../src/shared/logger';
import { systemClock } from '../src/shared/time';
import { openSqliteClient } from '../src/storage/sqlite-client';
import { StealMeter, stealLine } from './support/cpu-steal';
import { printTable } from './support/table';
import { exportRows } from './support/export-bench';
import { proofRows } from './support/proof-bench';
import { type HttpProofOptions, httpProofRows } from './support/proof-http-bench';
import { CLIENT_KINDS, isClientKind } from './support/proof-clients';
import { treeRows } from './support/tree-bench';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    'tree-events': { type: 'string', default: '1000000' },
    'verify-export': { type: 'string' },
    proofs: { type: 'boolean' },
    base: { type: 'string' },
    'warm-up': { type: 'string' },
    'accept-encoding': { type: 'string' },
    'http-only': { type: 'boolean' },
    client: { type: 'string', default: 'https' },
    pin: { type: 'boolean' },
    lean: { type: 'boolean' },
  },
});
const TOTAL = Number(values.events);
const TREE_EVENTS = Number(values['tree-events']);
const GROUP = 2000;
if (!isClientKind(values.client)) throw new Error(`--client is one of ${CLIENT_KINDS.join(', ')}`);
const HTTP_PROOFS: HttpProofOptions = {
  client: values.client,
  pin: values.pin,
  lean: values.lean,
  baseRoot: values.base,
  warmUp: values['warm-up'] === undefined ? undefined : Number(values['warm-up']),
  acceptEncoding: values['accept-encoding'],
};

const patient = validPatient() as unknown as PatientFields;

const origin: CommandOrigin = {
  actor: { userId: 'usr_bench', role: 'provider', organizationId: 'org-bench' },
  requestId: 'req_bench',
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `--verify-export N`: the offline check of an export alone, through the CLI an auditor runs. */
async function verifyExportOnly(events: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-audit-export-'));
  try {
    const steal = StealMeter.start();
    printTable(['step', 'size', 'result'], await exportRows(dir, events));
    console.log(stealLine('during the run', steal.share()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--proofs`: proof latency alone, on the query path and through a running service's routes. */
async function proofsOnly(size: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-audit-proofs-'));
  const steal = StealMeter.start();
  const treeDb = openSqliteClient(join(dir, 'synthetic'), { synchronous: 'normal' });
  try {
    const rows = values['http-only'] === true ? [] : await proofRows(treeDb, size);
    treeDb.close();
    rows.push(...(await httpProofRows(dir, size, HTTP_PROOFS)));
    printTable(['step', 'size', 'result'], rows);
    console.log(stealLine('during the run', steal.share()));
  } finally {
    if (treeDb.writer.open) treeDb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (values['verify-export'] !== undefined) return verifyExportOnly(Number(values['verify-export']));
  if (values.proofs === true) return proofsOnly(TREE_EVENTS);
  const dir = mkdtempSync(join(tmpdir(), 'bench-audit-'));
  const db = openSqliteClient(dir, { synchronous: 'normal' });
  try {
    const store = await SqliteEventStore.open(db);
    const handler = new CommandHandler(store);
    const rows: string[][] = [];
    const steal = StealMeter.start();

    let started = performance.now();
    const versioned = newId('pat');
    const now = new Date();
    await handler.handle({
      streamId: patientStream(versioned),
      decider: patientDecider,
      command: { type: 'RegisterPatient', patientId: versioned, patient, now },
      origin,
    });
    let written = 1;
    const half = Math.floor(TOTAL / 2);
    let updates = 0;
    while (written < TOTAL) {
      // The versioned patient's 99 updates are spread through the log, as real edits would be.
      if (updates < 99 && written >= (updates * half) / 99) {
        await handler.handle({
          streamId: patientStream(versioned),
          decider: patientDecider,
          command: { type: 'UpdatePatient', patientId: versioned, changes: { bmi: 20 + updates / 10 }, now },
          origin,
        });
        updates += 1;
        written += 1;
        continue;
      }
      const count = Math.min(GROUP, TOTAL - written - (99 - updates));
      const group = Array.from({ length: Math.max(1, count) }, () => {
        const id = newId('pat');
        return onNewStream(
          patientStream(id),
          patientDecider,
          { type: 'RegisterPatient', patientId: id, patient, now },
          origin,
        );
      });
      await handler.handleGroup(group);
      written += group.length;
    }
    const head = await store.headPosition();
    rows.push(['write the log', `${written} events`, `${((performance.now() - started) / 1000).toFixed(1)} s`]);

    const checkpoints = SqliteCheckpointStore.open(db);
    const signer = CheckpointSigner.fromSeed(randomBytes(32).toString('base64url'));
    const notary = new AuditNotary(store, checkpoints, signer, systemClock, silentLogger, 60_000);
    started = performance.now();
    const checkpoint = await notary.checkpointNow();
    const foldMs = performance.now() - started;
    rows.push([
      'notary: fold + sign',
      `position ${checkpoint?.position ?? '-'} of ${head ?? '-'}`,
      `${(foldMs / 1000).toFixed(2)} s (${Math.round(written / (foldMs / 1000)).toLocaleString('en')} events/s)`,
    ]);

    const stored = await checkpoints.all();
    const cpuBefore = process.cpuUsage();
    const report = await verifyLog(store, stored, signer.publicKey);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    rows.push([
      'verify whole log',
      `${report.checked_events} events, ok=${report.ok}`,
      `${(report.duration_ms / 1000).toFixed(2)} s = ${report.events_per_second.toLocaleString('en')} events/s ` +
        `(target >= 100,000); per CPU second: ${Math.round(report.checked_events / cpuSeconds).toLocaleString('en')}`,
    ]);

    const reader = {
      actor: { userId: 'usr_bench_auditor', role: 'auditor' as const, organizationId: 'bench' },
      pseudonyms: new ActorPseudonyms('bench-secret-bench-secret-bench-secret'),
    };
    const latencies: number[] = [];
    let versions = 0;
    for (let round = 0; round < 1000; round += 1) {
      const t = performance.now();
      const page = await recordHistory(store, 'patient', versioned, { limit: '100' }, reader);
      latencies.push(performance.now() - t);
      versions = page.pagination.total;
    }
    latencies.sort((a, b) => a - b);
    rows.push([
      'history, 100 per page',
      `${versions} versions, 1000 calls`,
      `p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms (target < 20)`,
    ]);
    rows.push(...(await treeRows(store, db, dir)));
    const treeDb = openSqliteClient(join(dir, 'synthetic'), { synchronous: 'normal' });
    try {
      rows.push(...(await proofRows(treeDb, TREE_EVENTS)));
    } finally {
      treeDb.close();
    }
    rows.push(...(await httpProofRows(dir, TREE_EVENTS, HTTP_PROOFS)));
    printTable(['step', 'size', 'result'], rows);
    console.log(stealLine('during the run', steal.share()));
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * The service at size (embedded profile): seeds patients through the batch
 * upload and visits through POST /visits, then prints list/GET latency at
 * that size, a projection rebuild's events/s and peak RSS, an asynchronous
 * export's time, its phases and the service's peak RSS, and the size of DATA_DIR on
 * disk. The lists are every filter of the spec and its pairs, each at its
 * first, middle and last page (support/scale-list-figures.ts).
 *
 *   npm run bench:scale                                  # 1,000,000 patients, 3,000,000 visits: ~4,000,000 events
 *   npm run bench:scale -- --patients 100000 --visits 30000
 *   npm run bench:scale -- --skip-build
 *   npm run bench:scale -- --server --patients 100000    # server profile (deploy/local/services.sh up)
 *   npm run bench:scale -- --skip-build --keep /tmp/scale # keeps DATA_DIR there for later runs
 *   npm run bench:scale -- --visits-over-http            # one POST per visit (hours at the default size)
 *   npm run bench:scale -- --skip-build --keep /tmp/scale --reuse [--skip-export]  # lists (and export) again
 * By default visits are seeded in-process with the service stopped (see
 * support/seed-visits.ts: the command path's grouped appends, BENCH ONLY),
 * and projected by a rebuild (whose events/s and peak RSS are the figures
 * printed) before the service starts again. Every figure carries the load
 * average it was taken under: the machine may be shared.
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCsv } from '../test/batch/csv-generator';
import {
  type SpawnedService,
  addUserWithCli,
  getJson,
  loginAt,
  npmStartCommand,
  spawnService,
  uploadFile,
} from '../test/batch/spawned-service';
import { validVisit } from '../test/support/test-service';
import { type ServerProfileRun, useServerProfile } from './support/scale-server';
import { seedVisits } from './support/seed-visits';
import { latency, log, setSamplesPerFigure } from './support/scale-latency';
import { waitForIdle } from './support/wait-for-idle';
import { getJsonPatiently } from './support/patient-polling';
import { listFigures } from './support/scale-list-figures';
import { exportPhaseLines } from './support/export-phase-lines';

const FILE_ROWS = 200_000;
// A day-long access token: a run at size outlasts the default 15 minutes, and the bench logs in once per service.
const SERVICE_ENV = {
  BATCH_MAX_FILE_BYTES: String(200 * 1024 * 1024),
  RATE_LIMIT_PER_HOUR: '100000000',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
};

function diskBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + diskBytes(join(path, name)), 0);
}

async function importPatients(baseUrl: string, token: string, work: string, patients: number): Promise<void> {
  const started = Date.now();
  for (let done = 0; done < patients; done += FILE_ROWS) {
    const rows = Math.min(FILE_ROWS, patients - done);
    const csv = await writeCsv(join(work, 'patients.csv'), { rows, invalidRate: 0, notesLength: 40 });
    // The generator writes the same rows for the same count: each file after the first is a duplicate upload.
    const upload = await uploadFile(baseUrl, token, csv.path, done > 0 ? '?allow_duplicate=true' : '');
    if (upload.status !== 202) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    for (;;) {
      const status = await getJson(`${baseUrl}/patients/batch/${upload.body.data.batch_id}`, token);
      if (status.body.data.processing === false) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const seconds = (Date.now() - started) / 1000;
  log(`import: ${patients} patients in ${seconds.toFixed(1)} s, ${Math.round(patients / seconds)} rows/s`);
}

async function createVisits(baseUrl: string, token: string, visits: number, patientIds: string[]): Promise<void> {
  if (visits === 0) return;
  const url = new URL(baseUrl);
  let next = 0;
  const result = await autocannon({
    url: url.origin,
    connections: 8,
    amount: visits,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `${url.pathname}/visits`,
          body: JSON.stringify(validVisit(patientIds[(next += 1) % patientIds.length])),
        }),
      },
    ],
  });
  const seconds = result.duration;
  log(
    `visits: ${result['2xx']} created in ${seconds.toFixed(1)} s, ${Math.round(result['2xx'] / seconds)} req/s ` +
      `(non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
}

async function waitForVisits(baseUrl: string, token: string, visits: number): Promise<void> {
  for (;;) {
    const page = await getJson(`${baseUrl}/visits?limit=1`, token);
    if (page.status === 200 && page.body.pagination.total >= visits) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Runs the compiled rebuild CLI on DATA_DIR, polling its peak RSS (VmHWM). */
async function rebuild(dataDir: string): Promise<{ seconds: number; peakMb: number }> {
  const start = npmStartCommand();
  const started = Date.now();
  const child = spawn(process.execPath, [...start.nodeOptions, 'dist/src/cli/rebuild-projections.js'], {
    env: { ...process.env, ...start.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  const timer = setInterval(() => {
    try {
      const match = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // exited
    }
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`rebuild exited with ${code}`);
  return { seconds: (Date.now() - started) / 1000, peakMb: peakKb / 1024 };
}

function embeddedEventCount(dataDir: string): number {
  const db = new Database(join(dataDir, 'clinical.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM event_log').pluck().get() as number;
  } finally {
    db.close();
  }
}

/** Rebuilds the views of DATA_DIR (the service stopped) and prints the figures, events counted in the log. */
async function reportRebuild(dataDir: string, serverProfile: ServerProfileRun | null): Promise<void> {
  const events = serverProfile ? await serverProfile.eventCount() : embeddedEventCount(dataDir);
  const rebuilt = await rebuild(dataDir);
  log(
    `rebuild: ${events} events in ${rebuilt.seconds.toFixed(1)} s, ${Math.round(events / rebuilt.seconds)} events/s, ` +
      `peak RSS ${rebuilt.peakMb.toFixed(0)} MB`,
  );
}

async function exportDataset(baseUrl: string, token: string): Promise<void> {
  const started = Date.now();
  const kickOff = await fetch(`${baseUrl}/datasets/exports?format=csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const location = kickOff.headers.get('content-location') ?? '';
  const path = location.slice(location.indexOf('/datasets/'));
  for (;;) {
    const status = await getJsonPatiently(`${baseUrl}${path}`, token);
    if (status.status === 200) {
      const files = status.body.data.files as { file: string; size: number }[];
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      log(
        `export (csv): ${((Date.now() - started) / 1000).toFixed(1)} s, ${status.body.data.events_replayed} events, ` +
          `${(bytes / 1e6).toFixed(1)} MB of files`,
      );
      return;
    }
    if (status.status !== 202) throw new Error(`export status ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      patients: { type: 'string' },
      visits: { type: 'string' },
      'skip-build': { type: 'boolean' },
      server: { type: 'boolean' },
      samples: { type: 'string' },
      keep: { type: 'string' },
      'visits-over-http': { type: 'boolean' },
      reuse: { type: 'boolean' },
      'skip-export': { type: 'boolean' },
    },
  });
  // --reuse: the --keep DIR is already seeded and projected; only the lists (and the export) are measured again.
  const reuse = values.reuse === true;
  if (reuse && values.keep === undefined) throw new Error('--reuse needs --keep DIR');
  const patients = Number(values.patients ?? 1_000_000);
  const visits = Number(values.visits ?? patients * 3);
  if (values.samples !== undefined) setSamplesPerFigure(Number(values.samples));
  const work = values.keep ?? mkdtempSync(join(tmpdir(), 'scale-bench-'));
  const dataDir = join(work, 'data');
  let server: SpawnedService | null = null;
  const serverProfile: ServerProfileRun | null = values.server ? await useServerProfile() : null;
  try {
    if (!reuse) {
      addUserWithCli(dataDir, 'provider@example.test', 'bench-password-1234', 'provider');
      addUserWithCli(dataDir, 'reader@example.test', 'bench-password-1234', 'readonly');
    }
    if (!values['skip-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    server = await spawnService(dataDir, SERVICE_ENV, { compiled: true });
    const provider = await loginAt(server.baseUrl, 'provider@example.test', 'bench-password-1234');
    if (!reuse) await importPatients(server.baseUrl, provider, work, patients);
    const firstPage = await getJson(`${server.baseUrl}/patients?limit=100`, provider);
    const ids = (firstPage.body.data as { id: string }[]).map((patient) => patient.id);
    const visitsOverHttp = values['visits-over-http'] === true;
    if (visitsOverHttp && !reuse) await createVisits(server.baseUrl, provider, visits, ids);
    if (!reuse) log(`service peak RSS through import: ${server.peakRssMb().toFixed(0)} MB`);
    let rebuilt = reuse;
    if (reuse) {
      const settled = await waitForIdle(server);
      log(`service settled after its start in ${settled?.toFixed(0) ?? 'more than 1800'} s`);
    } else if (!visitsOverHttp && visits > 0) {
      await server.kill('SIGTERM');
      server = null;
      const seconds = await seedVisits(dataDir, visits);
      log(`visits: ${visits} seeded in-process in ${seconds.toFixed(1)} s, ${Math.round(visits / seconds)}/s`);
      // The seeded visits reach the views through a rebuild (the bulk path), measured here at full size.
      await reportRebuild(dataDir, serverProfile);
      rebuilt = true;
      server = await spawnService(dataDir, SERVICE_ENV, { compiled: true });
      const token = await loginAt(server.baseUrl, 'provider@example.test', 'bench-password-1234');
      await waitForVisits(server.baseUrl, token, visits);
      const settled = await waitForIdle(server);
      log(`service settled (audit notary and tree caught up) after ${settled?.toFixed(0) ?? 'more than 1800'} s`);
    }

    const reader = await loginAt(server.baseUrl, 'reader@example.test', 'bench-password-1234');
    await latency('GET /patients/{id}', server.baseUrl, reader, `/patients/${ids[0]}`, server);
    for (const [label, path] of await listFigures(server.baseUrl, reader, ids[0]))
      await latency(label, server.baseUrl, reader, path, server);
    log(`service peak RSS through start and lists: ${server.peakRssMb().toFixed(0)} MB`);
    await server.kill('SIGTERM');
    server = null;
    if (!values['skip-export']) {
      // An export is cached per log position: a kept DIR's earlier one would answer at once.
      if (reuse) rmSync(join(dataDir, 'exports'), { recursive: true, force: true });
      // A fresh process, so its peak RSS is that of the export (the import's is above).
      server = await spawnService(dataDir, SERVICE_ENV, { compiled: true });
      const exportReader = await loginAt(server.baseUrl, 'reader@example.test', 'bench-password-1234');
      await exportDataset(server.baseUrl, exportReader);
      log(`service peak RSS through start and export: ${server.peakRssMb().toFixed(0)} MB`);
      for (const line of exportPhaseLines(dataDir)) log(line);
      await server.kill('SIGTERM');
      server = null;
    }

    const megabytes = (path: string): string => (diskBytes(path) / 1e6).toFixed(0);
    log(`DATA_DIR on disk: ${megabytes(dataDir)} MB (of which exports ${megabytes(join(dataDir, 'exports'))} MB)`);
    if (serverProfile) log(`on the servers: ${await serverProfile.storeSizes()}`);
    if (!rebuilt) await reportRebuild(dataDir, serverProfile);
  } finally {
    await server?.kill('SIGTERM');
    if (!values.keep) rmSync(work, { recursive: true, force: true });
    await serverProfile?.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

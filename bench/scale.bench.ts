/**
 * The service at size (embedded profile): seeds patients through the batch
 * upload and visits through POST /visits, then prints list/GET latency at
 * that size (first page, filters, a rare filter, a deep page), a projection
 * rebuild's events/s and peak RSS, an asynchronous export's time and the
 * service's peak RSS, and the size of DATA_DIR on disk.
 *
 *   npm run bench:scale                                  # 1,000,000 patients, 3,000,000 visits
 *   npm run bench:scale -- --patients 100000 --visits 30000
 *   npm run bench:scale -- --skip-build
 *   npm run bench:scale -- --server --patients 100000    # server profile (deploy/local/services.sh up)
 *   npm run bench:scale -- --skip-build --keep /tmp/scale # keeps DATA_DIR there for later runs
 *   npm run bench:scale -- --visits-over-http            # one POST per visit (hours at the default size)
 * By default visits are seeded in-process with the service stopped (see
 * support/seed-visits.ts: the command path's grouped appends, BENCH ONLY),
 * and projected by the service when it starts again.
 */
import autocannon from 'autocannon';
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

const FILE_ROWS = 200_000;
const SERVICE_ENV = { BATCH_MAX_FILE_BYTES: String(200 * 1024 * 1024), RATE_LIMIT_PER_HOUR: '100000000' };
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

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
    const upload = await uploadFile(baseUrl, token, csv.path);
    if (upload.status !== 202) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    for (;;) {
      const status = await getJson(`${baseUrl}/patients/batch/${upload.body.data.batch_id}`, token);
      if (status.body.data.processing === false) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`import: ${patients} patients in ${seconds.toFixed(1)} s, ${Math.round(patients / seconds)} rows/s`);
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
  console.log(
    `visits: ${result['2xx']} created in ${seconds.toFixed(1)} s, ${Math.round(result['2xx'] / seconds)} req/s ` +
      `(non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
}

/** Requests per latency figure (--samples): a read store that scans per query (FerretDB) needs fewer. */
let samplesPerFigure = 200;
async function waitForVisits(baseUrl: string, token: string, visits: number): Promise<void> {
  for (;;) {
    const page = await getJson(`${baseUrl}/visits?limit=1`, token);
    if (page.status === 200 && page.body.pagination.total >= visits) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** `count` sequential requests of one path: the first one's time apart (a cold deep page walks once), then p50/p99. */
async function latency(
  label: string,
  baseUrl: string,
  token: string,
  path: string,
  count = samplesPerFigure,
): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const first = times[0];
  const sorted = times.slice(1).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} first ${first.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(2)} ms`,
  );
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

async function exportDataset(baseUrl: string, token: string): Promise<void> {
  const started = Date.now();
  const kickOff = await fetch(`${baseUrl}/datasets/exports?format=csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const location = kickOff.headers.get('content-location') ?? '';
  const path = location.slice(location.indexOf('/datasets/'));
  for (;;) {
    const status = await getJson(`${baseUrl}${path}`, token);
    if (status.status === 200) {
      const files = status.body.data.files as { file: string; size: number }[];
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      console.log(
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
    },
  });
  const patients = Number(values.patients ?? 1_000_000);
  const visits = Number(values.visits ?? patients * 3);
  samplesPerFigure = Number(values.samples ?? samplesPerFigure);
  const work = values.keep ?? mkdtempSync(join(tmpdir(), 'scale-bench-'));
  const dataDir = join(work, 'data');
  let server: SpawnedService | null = null;
  const serverProfile: ServerProfileRun | null = values.server ? await useServerProfile() : null;
  try {
    addUserWithCli(dataDir, 'provider@example.test', 'bench-password-1234', 'provider');
    addUserWithCli(dataDir, 'reader@example.test', 'bench-password-1234', 'readonly');
    if (!values['skip-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    server = await spawnService(dataDir, SERVICE_ENV, { compiled: true });
    const provider = await loginAt(server.baseUrl, 'provider@example.test', 'bench-password-1234');
    await importPatients(server.baseUrl, provider, work, patients);
    const firstPage = await getJson(`${server.baseUrl}/patients?limit=100`, provider);
    const ids = (firstPage.body.data as { id: string }[]).map((patient) => patient.id);
    const visitsOverHttp = values['visits-over-http'] === true;
    if (visitsOverHttp) await createVisits(server.baseUrl, provider, visits, ids);
    console.log(`service peak RSS through import: ${server.peakRssMb().toFixed(0)} MB`);
    if (!visitsOverHttp && visits > 0) {
      await server.kill('SIGTERM');
      server = null;
      const seconds = await seedVisits(dataDir, visits);
      console.log(`visits: ${visits} seeded in-process in ${seconds.toFixed(1)} s, ${Math.round(visits / seconds)}/s`);
      const started = Date.now();
      server = await spawnService(dataDir, SERVICE_ENV, { compiled: true });
      const token = await loginAt(server.baseUrl, 'provider@example.test', 'bench-password-1234');
      await waitForVisits(server.baseUrl, token, visits);
      const projected = (Date.now() - started) / 1000;
      console.log(
        `visits projected by the service's start: ${projected.toFixed(1)} s, ${Math.round(visits / projected)}/s`,
      );
      console.log(`service peak RSS through start and projecting the visits: ${server.peakRssMb().toFixed(0)} MB`);
    }

    const reader = await loginAt(server.baseUrl, 'reader@example.test', 'bench-password-1234');
    const pages = Math.floor(patients / 100);
    await latency('GET /patients (page 1)', server.baseUrl, reader, '/patients');
    await latency('GET /patients two filters', server.baseUrl, reader, '/patients?region=west&race=asian');
    await latency(
      'GET /patients rare three filters',
      server.baseUrl,
      reader,
      '/patients?region=pacific&race=pacific_islander&menopause_status=unknown',
    );
    await latency(
      `GET /patients page ${Math.floor(pages / 2)} of 100`,
      server.baseUrl,
      reader,
      `/patients?page=${Math.floor(pages / 2)}&limit=100`,
    );
    await latency(`GET /patients/{id}`, server.baseUrl, reader, `/patients/${ids[0]}`);
    await latency('GET /visits (page 1)', server.baseUrl, reader, '/visits');
    const visitPages = Math.floor(visits / 100);
    if (visitPages > 40)
      await latency(
        `GET /visits page ${Math.floor(visitPages / 2)} of 100`,
        server.baseUrl,
        reader,
        `/visits?page=${Math.floor(visitPages / 2)}&limit=100`,
      );
    // A fresh process, so its peak RSS is that of the export (the import's is above).
    await server.kill('SIGTERM');
    server = await spawnService(dataDir, SERVICE_ENV, { compiled: true });
    const exportReader = await loginAt(server.baseUrl, 'reader@example.test', 'bench-password-1234');
    await exportDataset(server.baseUrl, exportReader);
    console.log(`service peak RSS through start and export: ${server.peakRssMb().toFixed(0)} MB`);
    await server.kill('SIGTERM');
    server = null;

    const megabytes = (path: string): string => (diskBytes(path) / 1e6).toFixed(0);
    console.log(
      `DATA_DIR on disk: ${megabytes(dataDir)} MB (of which exports ${megabytes(join(dataDir, 'exports'))} MB)`,
    );
    if (serverProfile) console.log(`on the servers: ${await serverProfile.storeSizes()}`);
    const rebuilt = await rebuild(dataDir);
    const events = patients + visits; // one event per record created; batch bookkeeping events aside
    console.log(
      `rebuild: ${rebuilt.seconds.toFixed(1)} s, about ${Math.round(events / rebuilt.seconds)} events/s, ` +
        `peak RSS ${rebuilt.peakMb.toFixed(0)} MB`,
    );
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

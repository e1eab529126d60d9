/**
 * End-to-end batch import benchmark: generate a CSV, upload it, poll until
 * the batch is complete, print rows/s, the server's peak RSS and CPU, and the
 * CPU steal meanwhile (see support/cpu-steal.ts).
 *
 * npm run bench:batch                       # 100,000 rows; builds, then spawns `node dist/src/main.js` on a temp
 * DATA_DIR
 *   npm run bench:batch -- --rows 20000
 *   npm run bench:batch -- --large            # ~100 MB file (long notes)
 *   npm run bench:batch -- --creates 4        # also: 4 connections creating patients while the rows import
 *   npm run bench:batch -- --skip-build       # dist/ is already current (comparing builds)
 *   BENCH_URL=https://127.0.0.1:3000/v1 BENCH_CA=./data/tls/ca.pem BENCH_EMAIL=... BENCH_PASSWORD=... npm run bench:batch
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCsv } from '../test/batch/csv-generator';
import { trustCertificateAuthority } from '../test/support/tls-trust';
import {
  type SpawnedService,
  addUserWithCli,
  getJson,
  loginAt,
  spawnService,
  uploadFile,
} from '../test/batch/spawned-service';
import { validPatient } from '../test/support/test-service';
import { StealMeter, stealLine } from './support/cpu-steal';

/**
 * Providers keep creating patients while an import runs: `connections` of
 * them for `seconds`, starting once the upload is accepted. Their latency
 * shows how long a create waits behind the import's work.
 */
async function createsDuringImport(
  baseUrl: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<string> {
  const url = new URL(baseUrl);
  const result = await autocannon({
    url: url.origin,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `${url.pathname}/patients`,
          body: JSON.stringify(validPatient()),
        }),
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return (
    `creates during the import (${connections} connections, ${seconds} s): ${result.requests.average} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, errors ${errors}`
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      large: { type: 'boolean' },
      'invalid-rate': { type: 'string' },
      'notes-length': { type: 'string' },
      creates: { type: 'string' },
      'skip-build': { type: 'boolean' },
    },
  });
  const large = values.large === true;
  const rows = Number(values.rows ?? process.env.BENCH_ROWS ?? (large ? 210_000 : 100_000));
  const notesLength = Number(values['notes-length'] ?? (large ? 470 : 60));
  const invalidRate = Number(values['invalid-rate'] ?? 0.03);
  const work = mkdtempSync(join(tmpdir(), 'batch-bench-'));
  let server: SpawnedService | null = null;
  try {
    const csv = await writeCsv(join(work, 'patients.csv'), { rows, invalidRate, notesLength });
    console.log(`generated ${csv.rows} rows (${csv.invalid} invalid), ${(csv.bytes / 1e6).toFixed(1)} MB`);

    let baseUrl = process.env.BENCH_URL ?? '';
    // A running service's generated CA (or any other) for its HTTPS.
    if (process.env.BENCH_CA) trustCertificateAuthority(readFileSync(process.env.BENCH_CA, 'utf8'));
    let email = process.env.BENCH_EMAIL ?? '';
    let password = process.env.BENCH_PASSWORD ?? '';
    if (!baseUrl) {
      const dataDir = join(work, 'data');
      email = 'bench@example.test';
      password = 'bench-password-1234';
      addUserWithCli(dataDir, email, password, 'provider');
      // The production build, as `npm start` runs it (tsx would add its compiler to the figures).
      if (!values['skip-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
      server = await spawnService(dataDir, { BATCH_MAX_FILE_BYTES: String(200 * 1024 * 1024) }, { compiled: true });
      baseUrl = server.baseUrl;
      console.log(
        `spawned server at ${baseUrl} (DATA_DIR ${dataDir}); peak RSS after start: ${server.peakRssMb().toFixed(0)} MB`,
      );
    }
    const token = await loginAt(baseUrl, email, password);
    const cpuBefore = server?.cpuSeconds();

    const started = Date.now();
    const steal = StealMeter.start();
    const upload = await uploadFile(baseUrl, token, csv.path);
    const uploadedMs = Date.now() - started;
    if (upload.status !== 202) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    const batchId: string = upload.body.data.batch_id;
    console.log(
      `upload answered 202 after ${(uploadedMs / 1000).toFixed(1)} s (${upload.body.data.total_records} records)`,
    );

    const createConnections = Number(values.creates ?? 0);
    const creates = createConnections > 0 ? createsDuringImport(baseUrl, token, createConnections, 5) : null;
    let last = '';
    let stolen: number | null = null;
    for (;;) {
      const status = await getJson(`${baseUrl}/patients/batch/${batchId}`, token);
      const data = status.body.data;
      const line = `processed ${data.processed}/${data.total_records}`;
      if (line !== last && process.stdout.isTTY) process.stdout.write(`\r${line}   `);
      last = line;
      if (data.processing === false) {
        const seconds = (Date.now() - started) / 1000;
        stolen = steal.share();
        console.log(
          `\ncompleted: successful ${data.successful}, failed ${data.failed}, ${data.errors.length} error items`,
        );
        console.log(`end to end: ${seconds.toFixed(1)} s, ${Math.round(data.total_records / seconds)} rows/s`);
        console.log(
          `processing after upload: ${Math.round(data.total_records / (seconds - uploadedMs / 1000))} rows/s`,
        );
        break;
      }
      // Often enough that the end-to-end time is not rounded up by much (it was by up to half a second).
      await new Promise((done) => setTimeout(done, 100));
    }
    if (creates) console.log(await creates);
    if (server) console.log(`server peak RSS (VmHWM): ${server.peakRssMb().toFixed(0)} MB`);
    if (server && cpuBefore) {
      // CPU per row moves less than rows/s with the state of the machine, though it moves too (docs/performance.md).
      const cpu = server.cpuSeconds();
      const perRow = (seconds: number): string => `${((seconds * 1e6) / rows).toFixed(0)} µs/row`;
      const main = cpu.main - cpuBefore.main;
      const others = cpu.others - cpuBefore.others;
      console.log(
        `server CPU for the import: main thread ${main.toFixed(1)} s (${perRow(main)}), ` +
          `other threads ${others.toFixed(1)} s (${perRow(others)})`,
      );
    }
    console.log(stealLine('from the upload to the last row', stolen));
  } finally {
    await server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

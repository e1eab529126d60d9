/**
 * HTTP benchmark of the embedded service beside a bare Koa route, in the same
 * run and interleaved (bare, service, bare, service, ...) so machine noise hits
 * both alike. Prints req/s, p50/p99 latency and the ratio to bare Koa for:
 * GET one patient, a filtered list, create with notes, update; and the CPU
 * steal over each scenario's rounds (see support/cpu-steal.ts).
 *
 *   npm run bench:api                          # 32 connections, 3 rounds of 5 s per scenario
 *   npm run bench:api -- --connections 64 --seconds 10 --rounds 5
 *   npm run bench:api -- --only update          # only the scenarios whose name contains the word
 *                                               # (with BENCH_CPU_PROF_DIR, the service's profile covers them alone)
 *   npm run bench:api -- --skip-normal          # without the SQLITE_SYNCHRONOUS=normal comparison of the writes
 *   npm run bench:api -- --skip-build           # dist/ is already current (comparing builds)
 *
 * The writes (create, update) also run, in the same rounds, against a second service with
 * SQLITE_SYNCHRONOUS=normal: what giving up power-loss durability of the log would buy. Before the services
 * start, the disk's own commit latency under FULL (one fsync per commit) is measured and printed, which is
 * the floor under a write's latency with the default setting.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { validPatient } from '../test/support/test-service';
import { type SpawnedService, addUserWithCli, freePort, loginAt, spawnService } from '../test/batch/spawned-service';
import { StealMeter, stealLine } from './support/cpu-steal';
import { median, printTable } from './support/table';

interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** A fresh path and body per request, so reads and updates spread over many records. */
  next(): { path: string; body?: string };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests completed in the round, for CPU time per request. */
  total: number;
}

const SEED_PATIENTS = 500;

/** A side's rounds as table cells: median req/s, p50 and p99, the errors summed, and the ratio to bare Koa. */
function roundCells(rounds: Figures[], bareRps: number): [string, string, string, string, string] {
  const rps = median(rounds.map((figures) => figures.rps));
  return [
    rps.toFixed(0),
    median(rounds.map((figures) => figures.p50)).toFixed(1),
    median(rounds.map((figures) => figures.p99)).toFixed(1),
    String(rounds.reduce((sum, figures) => sum + figures.errors, 0)),
    `${((100 * rps) / bareRps).toFixed(1)}%`,
  ];
}

async function run(
  url: string,
  connections: number,
  seconds: number,
  scenario: Scenario,
  token?: string,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => {
          const { path, body } = scenario.next();
          return { ...request, path, body };
        },
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
  };
}

/** The yardstick, over HTTPS with the certificate the service generated, so both sides pay for TLS. */
async function startBareKoa(serviceDataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const tsx = resolve(__dirname, '../node_modules/.bin/tsx');
  const tls = join(serviceDataDir, 'tls');
  const child = spawn(tsx, [resolve(__dirname, 'support/bare-koa.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      TLS_CERT_FILE: join(tls, 'server.pem'),
      TLS_KEY_FILE: join(tls, 'server-key.pem'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready) => child.stdout?.once('data', () => ready()));
  return { url: `https://127.0.0.1:${port}`, child };
}

/** Latency of single-row commits in WAL mode with synchronous=FULL in `dir`: each waits for one fsync. */
function fullCommitLatency(dir: string, commits = 300): { p50: number; p99: number } {
  const db = new Database(join(dir, 'fsync-probe.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE probe (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO probe (body) VALUES (?)');
    const body = 'x'.repeat(1024);
    const times: number[] = [];
    for (let index = 0; index < commits; index += 1) {
      const started = performance.now();
      insert.run(body);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(commits / 2)], p99: times[Math.floor(commits * 0.99)] };
  } finally {
    db.close();
  }
}

async function seed(baseUrl: string, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < SEED_PATIENTS; index += 1) {
    const response = await fetch(`${baseUrl}/patients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(validPatient({ bmi: 20 + (index % 15) })),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

function scenarios(basePath: string, ids: string[]): Scenario[] {
  const pick = (): string => ids[Math.floor(Math.random() * ids.length)];
  return [
    { name: 'GET one patient', method: 'GET', next: () => ({ path: `${basePath}/patients/${pick()}` }) },
    {
      name: 'list, filtered',
      method: 'GET',
      next: () => ({ path: `${basePath}/patients?region=west&menopause_status=perimenopause&limit=20` }),
    },
    {
      name: 'create with notes',
      method: 'POST',
      next: () => ({ path: `${basePath}/patients`, body: JSON.stringify(validPatient()) }),
    },
    {
      name: 'update',
      method: 'PUT',
      next: () => ({
        path: `${basePath}/patients/${pick()}`,
        body: JSON.stringify({ bmi: 18 + Math.round(Math.random() * 200) / 10 }),
      }),
    },
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      seconds: { type: 'string' },
      rounds: { type: 'string' },
      only: { type: 'string' },
      'skip-normal': { type: 'boolean' },
      'skip-build': { type: 'boolean' },
    },
  });
  const only = values.only?.toLowerCase();
  const connections = Number(values.connections ?? 32);
  const seconds = Number(values.seconds ?? 5);
  const rounds = Number(values.rounds ?? 3);
  const work = mkdtempSync(join(tmpdir(), 'api-bench-'));
  let service: SpawnedService | null = null;
  let normal: SpawnedService | null = null;
  let bare: { url: string; child: ChildProcess } | null = null;
  try {
    const dataDir = join(work, 'data');
    addUserWithCli(dataDir, 'bench@example.test', 'bench-password-1234', 'provider');
    if (!values['skip-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    const disk = fullCommitLatency(work);
    console.log(
      `one commit with synchronous=FULL on this disk (WAL, 1 KB row, one fsync): p50 ${disk.p50.toFixed(1)} ms, ` +
        `p99 ${disk.p99.toFixed(1)} ms`,
    );
    service = await spawnService(dataDir, {}, { compiled: true });
    bare = await startBareKoa(dataDir);
    const token = await loginAt(service.baseUrl, 'bench@example.test', 'bench-password-1234');
    const ids = await seed(service.baseUrl, token);
    const origin = new URL(service.baseUrl);
    const compareNormal =
      !values['skip-normal'] &&
      scenarios(origin.pathname, ids).some(
        (scenario) => scenario.method !== 'GET' && (!only || scenario.name.toLowerCase().includes(only)),
      );
    let normalSide: { origin: string; token: string; scenarios: Scenario[] } | null = null;
    if (compareNormal) {
      const normalDir = join(work, 'data-normal');
      addUserWithCli(normalDir, 'bench@example.test', 'bench-password-1234', 'provider');
      normal = await spawnService(normalDir, { SQLITE_SYNCHRONOUS: 'normal' }, { compiled: true });
      const normalToken = await loginAt(normal.baseUrl, 'bench@example.test', 'bench-password-1234');
      const normalIds = await seed(normal.baseUrl, normalToken);
      const normalOrigin = new URL(normal.baseUrl);
      normalSide = {
        origin: normalOrigin.origin,
        token: normalToken,
        scenarios: scenarios(normalOrigin.pathname, normalIds),
      };
    }
    const normalRows: string[][] = [];
    console.log(
      `service ${service.baseUrl}, bare Koa ${bare.url}; ${ids.length} patients seeded; ${connections} ` +
        `connections, ${rounds} rounds of ${seconds} s`,
    );
    const bareScenario: Scenario = { name: 'bare', method: 'GET', next: () => ({ path: '/' }) };
    const rows: string[][] = [];
    const wholeRun = StealMeter.start();
    const chosen = scenarios(origin.pathname, ids).filter(
      (scenario) => !only || scenario.name.toLowerCase().includes(only),
    );
    for (const scenario of chosen) {
      const ours: Figures[] = [];
      const theirs: Figures[] = [];
      // CPU time of the service per request (all its threads): a figure a busy machine barely moves.
      const cpuPerRequest: number[] = [];
      const mainCpuPerRequest: number[] = [];
      const normalScenario =
        scenario.method === 'GET' ? undefined : normalSide?.scenarios.find((other) => other.name === scenario.name);
      const atNormal: Figures[] = [];
      const steal = StealMeter.start();
      for (let round = 0; round < rounds; round += 1) {
        theirs.push(await run(bare.url, connections, seconds, bareScenario));
        const before = service.cpuSeconds();
        const figures = await run(origin.origin, connections, seconds, scenario, token);
        const after = service.cpuSeconds();
        ours.push(figures);
        const cpu = after.main + after.others - before.main - before.others;
        cpuPerRequest.push((1e6 * cpu) / Math.max(1, figures.total));
        mainCpuPerRequest.push((1e6 * (after.main - before.main)) / Math.max(1, figures.total));
        if (normalSide && normalScenario)
          atNormal.push(await run(normalSide.origin, connections, seconds, normalScenario, normalSide.token));
      }
      if (atNormal.length > 0) {
        normalRows.push([scenario.name, ...roundCells(atNormal, median(theirs.map((figures) => figures.rps)))]);
      }
      const bareRps = median(theirs.map((figures) => figures.rps));
      const [rps, p50, p99, errors, ratio] = roundCells(ours, bareRps);
      rows.push([
        scenario.name,
        rps,
        p50,
        p99,
        errors,
        bareRps.toFixed(0),
        ratio,
        median(cpuPerRequest).toFixed(0),
        median(mainCpuPerRequest).toFixed(0),
        steal.share()?.toFixed(1) ?? '-',
      ]);
    }
    const header = [
      'scenario',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'bare Koa req/s',
      'ratio',
      'service CPU µs/req',
      'main thread',
      'CPU steal %',
    ];
    printTable(header, rows);
    console.log(`peak RSS of the service: ${service.peakRssMb().toFixed(0)} MB (medians of ${rounds} rounds)`);
    console.log(stealLine('during the rounds', wholeRun.share()));
    if (normalRows.length > 0) {
      console.log('\nthe same writes with SQLITE_SYNCHRONOUS=normal (no fsync per commit; not power-loss safe):');
      printTable(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to bare Koa'], normalRows);
    }
  } finally {
    await service?.kill('SIGTERM');
    await normal?.kill('SIGTERM');
    bare?.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

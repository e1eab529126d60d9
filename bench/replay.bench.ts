/**
 * Replay benchmark on the embedded profile: export of the whole log as
 * NDJSON through the API (events/s and the server's peak RSS), projection
 * rebuild (events/s), and the live tail's latency at 1,000 appended events/s.
 *
 *   npm run bench:replay                       # 1,000,000 events
 *   npm run bench:replay -- --events 200000 --tail-seconds 10
 *   npm run bench:replay -- --data-dir /tmp/replay-log --phases export   # keep the seeded log, run one phase
 *   npm run bench:replay -- --data-dir /tmp/replay-log --skip-build      # dist/ is already current
 *
 * The log is seeded through the command handler (group commits of new
 * patients and visits, as an import writes them); the export runs against
 * the production build (`node dist/src/main.js`, API role only so no
 * projector competes for the CPU); rebuild and tail run in this process.
 * The CPU steal over the measured phases is printed after them (see
 * support/cpu-steal.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createUser } from '../src/auth/create-user';
import { FileUserStore } from '../src/auth/file-user-store';
import { CommandHandler } from '../src/commands/command-handler';
import { type GroupedCommand, onNewStream } from '../src/commands/grouped-commands';
import type { CommandOrigin } from '../src/commands/command-origin';
import { defaultDetector } from '../src/deidentification';
import { patientDecider } from '../src/commands/patient/patient-decider';
import { visitDecider } from '../src/commands/visit/visit-decider';
import { type ServiceConfig, loadConfig } from '../src/config/config';
import { patientStream, visitStream } from '../src/events/streams';
import { createApp } from '../src/http/app';
import { MongoConnection } from '../src/projections/mongo/mongo-connection';
import { rebuildViews } from '../src/projections/rebuild-views';
import { SqlClients, openEventStore, openReadStore } from '../src/runtime/adapters';
import { openRuntime } from '../src/runtime/runtime';
import { newId } from '../src/shared/ids';
import { silentLogger } from '../src/shared/logger';
import { loginAt, spawnService } from '../test/batch/spawned-service';
import { isResearchEvent } from '../src/queries/event-feed/research-visibility';
import { StealMeter, stealLine } from './support/cpu-steal';
import { printTable } from './support/table';

const EMAIL = 'reader@example.test';
const PASSWORD = 'bench-password-1234';
const origin: CommandOrigin = {
  actor: { userId: 'usr_bench', role: 'provider', organizationId: 'org-bench' },
  requestId: 'req_bench',
};

const patient = (index: number) => ({
  age_years: 45 + (index % 20),
  race: 'asian' as const,
  ethnicity: 'non_hispanic' as const,
  region: 'west' as const,
  menopause_status: 'perimenopause' as const,
  bmi: 24.5,
  notes: 'Reports hot flashes at night, improving with sleep hygiene.',
});

/** One patient and two visits per step, as a clinic's history grows. */
function commands(step: number, now: Date): GroupedCommand[] {
  const patientId = newId('pat');
  const visit = (offset: number, visitId = newId('vis')) =>
    onNewStream(
      visitStream(visitId),
      visitDecider,
      {
        type: 'RecordVisit',
        visitId,
        visit: {
          patient_id: patientId,
          visit_date: '2024-03-15',
          visit_type: 'follow_up',
          hormone_biomarkers: { fsh_miu_ml: 30 + offset },
          symptoms: { hot_flashes: 'moderate' },
          provider_notes: 'Symptoms improving on current therapy.',
        },
        patientExists: true,
        newMedicationIds: () => newId('med'),
        now,
      },
      origin,
    );
  return [
    onNewStream(
      patientStream(patientId),
      patientDecider,
      { type: 'RegisterPatient', patientId, patient: patient(step), now },
      origin,
    ),
    visit(1),
    visit(2),
  ];
}

async function seed(config: ServiceConfig, events: number): Promise<number> {
  const sql = new SqlClients(config);
  const store = await openEventStore(config, sql);
  const handler = new CommandHandler(store);
  const started = Date.now();
  let written = 0;
  try {
    while (written < events) {
      const group: GroupedCommand[] = [];
      for (let step = 0; step < 700 && written + group.length < events; step += 1)
        group.push(...commands(step, new Date()));
      await handler.handleGroup(group.slice(0, events - written));
      written += Math.min(group.length, events - written);
      if (process.stdout.isTTY) process.stdout.write(`\rseeding ${written}/${events}`);
    }
  } finally {
    await sql.closeAll();
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
  return written / ((Date.now() - started) / 1000);
}

/** User plus system CPU seconds a process has used (Linux /proc): less at the mercy of other load than wall time. */
/** CPU seconds of a process, or of one of its threads with `task` (Linux's /proc). */
function processCpuSeconds(pid: number | undefined, task?: number): number {
  if (pid === undefined) return Number.NaN;
  const path = task === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${task}/stat`;
  // The fields after the parenthesized command name; utime and stime are the 14th and 15th of the whole line.
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

async function exportNdjson(dataDir: string, events: number): Promise<string[]> {
  const server = await spawnService(dataDir, { ROLES: 'api', SQLITE_SYNCHRONOUS: 'normal' }, { compiled: true });
  try {
    const token = await loginAt(server.baseUrl, EMAIL, PASSWORD);
    const idleRss = server.peakRssMb();
    const cpuBefore = processCpuSeconds(server.child.pid);
    const started = Date.now();
    // identity: fetch would ask for gzip, and the figure would be the compressor's (curl asks for none by default).
    const response = await fetch(`${server.baseUrl}/events`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/x-ndjson', 'Accept-Encoding': 'identity' },
    });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      // Buffer#indexOf is native: a JS loop over 700 MB would make this client the bottleneck.
      const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      for (let at = view.indexOf(10); at >= 0; at = view.indexOf(10, at + 1)) lines += 1;
    }
    const seconds = (Date.now() - started) / 1000;
    const serverCpu = processCpuSeconds(server.child.pid) - cpuBefore;
    if (lines !== events) throw new Error(`export sent ${lines} events, expected ${events}`);
    return [
      'export NDJSON (GET /events)',
      `${Math.round(lines / seconds)} events/s`,
      `${lines} events, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s; server peak RSS ` +
        `${server.peakRssMb().toFixed(0)} MB (${idleRss.toFixed(0)} MB before), server CPU ${serverCpu.toFixed(1)} s`,
    ];
  } finally {
    await server.kill('SIGTERM');
  }
}

async function rebuild(config: ServiceConfig): Promise<string[]> {
  const sql = new SqlClients(config);
  const mongo = new MongoConnection(config.mongodbUrl);
  try {
    const events = await openEventStore(config, sql);
    const readStore = await openReadStore(config, sql, mongo);
    // The process's peak so far (the log's count before the rebuild): the rebuild's is reported if higher.
    const rssBefore = process.resourceUsage().maxRSS / 1024;
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    // The main thread is its process's first task: its id is the process id.
    const mainBefore = processCpuSeconds(process.pid, process.pid);
    const applied = await rebuildViews(events, readStore, { name: 'views', logger: silentLogger });
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const mainCpu = processCpuSeconds(process.pid, process.pid) - mainBefore;
    await readStore.close();
    return [
      'projection rebuild',
      `${Math.round(applied / seconds)} events/s`,
      // CPU seconds (user + system) are less at the mercy of other work on the machine than the wall clock.
      // The main thread writes the views; on the embedded profile a second thread reads and folds the log.
      `${applied} events in ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, ` +
        `main thread ${mainCpu.toFixed(1)} s); peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB ` +
        `(${rssBefore.toFixed(0)} MB before)`,
    ];
  } finally {
    await sql.closeAll();
    await mongo.close();
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Appends 10 events every 10 ms through the command handler; a tail client measures arrival minus recorded_at. */
async function tail(config: ServiceConfig, seconds: number): Promise<string[]> {
  const runtime = await openRuntime(config, silentLogger, { detector: defaultDetector });
  const server = createApp(runtime.appDeps()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const abort = new AbortController();
  try {
    const token = await loginAt(baseUrl, EMAIL, PASSWORD);
    const response = await fetch(`${baseUrl}/events/stream`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const latencies: number[] = [];
    const reading = (async () => {
      let buffer = '';
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
          const now = Date.now();
          buffer += Buffer.from(chunk).toString();
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer
              .slice(0, end)
              .split('\n')
              .find((line) => line.startsWith('data: '));
            buffer = buffer.slice(end + 2);
            if (data)
              latencies.push(now - Date.parse((JSON.parse(data.slice(6)) as { recorded_at: string }).recorded_at));
          }
        }
      } catch {
        // aborted at the end
      }
    })();
    const ticks = seconds * 100;
    const started = Date.now();
    let step = 0;
    for (let tick = 0; tick < ticks; tick += 1) {
      const group = [...commands(step++, new Date()), ...commands(step++, new Date()), ...commands(step++, new Date())];
      await runtime.commands.handler.handleGroup([...group, ...commands(step++, new Date()).slice(0, 1)]);
      const due = started + (tick + 1) * 10;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
    const appended = ticks * 10;
    const rate = appended / ((Date.now() - started) / 1000);
    const deadline = Date.now() + 5000;
    while (latencies.length < appended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    abort.abort();
    await reading;
    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      'SSE tail latency (GET /events/stream)',
      `p99 ${percentile(sorted, 99)} ms`,
      `${latencies.length}/${appended} events at ${Math.round(rate)} appended/s; p50 ${percentile(sorted, 50)} ms, ` +
        `max ${sorted.at(-1)} ms`,
    ];
  } finally {
    abort.abort();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await runtime.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      events: { type: 'string' },
      'tail-seconds': { type: 'string' },
      'data-dir': { type: 'string' },
      phases: { type: 'string', default: 'export,rebuild,tail' },
      // The export runs the production build: skip rebuilding it when it is known to be current (A/B runs).
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const phases = new Set(values.phases.split(','));
  const events = Number(values.events ?? 1_000_000);
  const tailSeconds = Number(values['tail-seconds'] ?? 10);
  // --data-dir DIR keeps the seeded log there and reuses it on the next run (seeding 1M events takes a while).
  const kept = values['data-dir'];
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'replay-bench-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: 'normal', ROLES: 'api' });
    const users = new FileUserStore(config.usersFile);
    if (!(await users.list()).some((user) => user.email === EMAIL))
      await createUser(users, { email: EMAIL, password: PASSWORD, role: 'readonly', organizationId: 'org-bench' });
    // A kept log also holds the events earlier runs' tail phases appended.
    let present = await countEvents(config);
    if (present.all < events) {
      if (present.all !== 0)
        throw new Error(`${dataDir} holds ${present.all} events, not ${events}: use another --data-dir`);
      const seedRate = await seed(config, events);
      console.log(`seeded ${events} events (${Math.round(seedRate)} events/s through the command handler)`);
      present = { all: events, research: events };
    }
    if (!values['skip-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    const rows: string[][] = [];
    const steal = StealMeter.start();
    if (phases.has('export')) rows.push(await exportNdjson(dataDir, present.research));
    if (phases.has('rebuild')) rows.push(await rebuild(config));
    if (phases.has('tail')) rows.push(await tail(config, tailSeconds));
    printTable(['what', 'figure', 'detail'], rows);
    console.log(stealLine('during the measured phases', steal.share()));
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Events in the log of DATA_DIR (0 for a new one), and how many of them the
 * feed sends: a kept log also holds the security events of earlier runs' logins.
 */
async function countEvents(config: ServiceConfig): Promise<{ all: number; research: number }> {
  const sql = new SqlClients(config);
  try {
    const store = await openEventStore(config, sql);
    const count = { all: 0, research: 0 };
    let cursor: number | null = null;
    for (;;) {
      const chunk = await store.readAll(cursor, 10_000);
      if (chunk.length === 0) return count;
      count.all += chunk.length;
      count.research += chunk.filter(isResearchEvent).length;
      cursor = chunk[chunk.length - 1].position;
    }
  } finally {
    await sql.closeAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

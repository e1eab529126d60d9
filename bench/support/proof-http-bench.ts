import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type SpawnedService, addUserWithCli, loginAt, spawnService } from '../../test/batch/spawned-service';
import { openSqliteClient } from '../../src/storage/sqlite-client';
import { syntheticTree } from './proof-bench';
import { type GcFigures, GcTrace, noGc } from './gc-trace';
import { ThreadTally, ThreadWatch, schedDelta, schedOf } from './thread-sched';
import { type ClientKind, type ProofClient, proofClient } from './proof-clients';
import { type KeptAnswer, verifyAnswers } from './proof-answers';

const ROUNDS = 2_000;
/**
 * Requests of each kind before any is measured. V8 compiles a function with its optimizing compiler only after
 * it has run often; each middleware runs once per request, so after 300 requests most of the request path still
 * ran unoptimized (CPU per request kept falling for several thousand). A served process is past that.
 */
export const DEFAULT_WARM_UP = 2_000;
/** Requests in a row to one side before the other side's turn, in an A/B run. */
const BLOCK = 50;
/** Run-queue wait (client and service main thread together) below which a request counts as not kept waiting. */
const QUEUED_MS = 0.05;
/** Requests slower than this (the target p99) are broken down by thread on their own. */
const SLOW_MS = 2;
/** Seconds each service is watched idle, after the warm-up, for background work that wakes on its own. */
const IDLE_S = 5;
/** The sides' short names in the breakdown rows (their full labels head their figures). */
const shortName = (side: Side): string => (side.label.startsWith('base') ? 'base' : 'this build');
const KINDS = ['inclusion', 'consistency'] as const;
type Kind = (typeof KINDS)[number];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** One service under test: the build at `root`, its own copy of the data, one kept-alive connection. */
interface Figures {
  wall: number[];
  cpu: number[];
  clientCpu: number[];
  unqueued: number[];
  gc: GcFigures;
  all: ThreadTally;
  slow: ThreadTally;
}

interface Side {
  label: string;
  service: SpawnedService;
  /** The service's main thread's schedstat file. */
  serviceMain: string;
  lean: boolean;
  client: ProofClient;
  answers: KeptAnswer[];
  figures: Record<Kind, Figures>;
  gcTrace: GcTrace;
  threads: ThreadWatch;
  idle: { gc: GcFigures; line: string };
}

const clientThreads = new ThreadWatch(process.pid, 'client');
const CLIENT_MAIN = `/proc/${process.pid}/task/${process.pid}/schedstat`;

async function startSide(
  label: string,
  dataDir: string,
  root: string | undefined,
  options: HttpProofOptions,
): Promise<Side> {
  const gcTrace = new GcTrace();
  const service = await spawnService(dataDir, {}, { compiled: true, root, gcTrace: gcTrace.take });
  const token = await loginAt(service.baseUrl, 'auditor@example.test', 'bench-password-1234');
  const encoding = options.acceptEncoding;
  const headers = { Authorization: `Bearer ${token}`, ...(encoding !== undefined && { 'Accept-Encoding': encoding }) };
  const { origin } = new URL(service.baseUrl);
  const client = proofClient(options.client ?? 'https', origin, readFileSync(service.caFile), headers);
  const empty = (): Figures => ({
    ...{ wall: [], cpu: [], clientCpu: [], unqueued: [], gc: noGc() },
    ...{ all: new ThreadTally(), slow: new ThreadTally() },
  });
  const figures = { inclusion: empty(), consistency: empty() };
  const threads = new ThreadWatch(service.pid, 'service');
  const idle = { gc: noGc(), line: '' };
  const serviceMain = `/proc/${service.pid}/task/${service.pid}/schedstat`;
  const lean = options.lean === true;
  return { label, service, serviceMain, lean, client, answers: [], figures, gcTrace, threads, idle };
}

/** A random leaf (inclusion) or prefix (consistency) of the tree, and its request path. */
function randomProof(kind: Kind, size: number): { at: number; path: string } {
  const at = 1 + Math.floor(Math.random() * (size - 1));
  const query = kind === 'inclusion' ? `leaf_index=${at}` : `from=${at}&to=${size}`;
  return { at, path: `/v1/audit/proofs/${kind}?${query}` };
}

/** measureOne with `--lean`: two schedstat reads on each side of the request, no per-thread tallies. */
async function measureLean(side: Side, kind: Kind, size: number, keep: boolean): Promise<void> {
  const { at, path } = randomProof(kind, size);
  const serviceBefore = schedOf(side.serviceMain);
  const clientBefore = schedOf(CLIENT_MAIN);
  const started = performance.now();
  const answer = await side.client.get(path);
  const ms = performance.now() - started;
  const clientAfter = schedOf(CLIENT_MAIN);
  const serviceAfter = schedOf(side.serviceMain);
  if (answer.status !== 200) throw new Error(`GET ${kind} proof answered ${answer.status} (${side.label})`);
  if (!keep || !serviceBefore || !serviceAfter || !clientBefore || !clientAfter) return;
  side.answers.push({ kind, at, body: answer.body });
  const figures = side.figures[kind];
  figures.wall.push(ms);
  figures.cpu.push(serviceAfter.cpu - serviceBefore.cpu);
  figures.clientCpu.push(clientAfter.cpu - clientBefore.cpu);
  const waited = serviceAfter.waited - serviceBefore.waited + (clientAfter.waited - clientBefore.waited);
  if (waited < QUEUED_MS) figures.unqueued.push(ms);
}

/** One request to a random leaf or prefix; its figures are kept unless it is a warm-up request. */
async function measureOne(side: Side, kind: Kind, size: number, keep: boolean): Promise<void> {
  if (side.lean) return measureLean(side, kind, size, keep);
  const { at, path } = randomProof(kind, size);
  const before = [side.threads.snapshot(), clientThreads.snapshot()];
  // The client's own CPU is read around the request alone: the snapshots above cost the bench more than a request.
  const clientBefore = schedOf(CLIENT_MAIN)?.cpu ?? 0;
  const started = performance.now();
  const answer = await side.client.get(path);
  const ms = performance.now() - started;
  const clientCpu = (schedOf(CLIENT_MAIN)?.cpu ?? 0) - clientBefore;
  const after = [side.threads.snapshot(), clientThreads.snapshot()];
  if (answer.status !== 200) throw new Error(`GET ${kind} proof answered ${answer.status} (${side.label})`);
  if (!keep) return;
  side.answers.push({ kind, at, body: answer.body });
  const figures = side.figures[kind];
  const delta = new Map([...schedDelta(before[0], after[0]), ...schedDelta(before[1], after[1])]);
  const main = delta.get('service main thread') ?? { cpu: 0, waited: 0 };
  const client = delta.get('client main thread') ?? { waited: 0 };
  figures.wall.push(ms);
  figures.cpu.push(main.cpu);
  figures.clientCpu.push(clientCpu);
  if (client.waited + main.waited < QUEUED_MS) figures.unqueued.push(ms);
  figures.all.add(delta);
  if (ms >= SLOW_MS) figures.slow.add(delta);
}

/** The service left alone for IDLE_S seconds: which of its threads wake, how often, and the CPU they use. */
async function watchIdle(side: Side): Promise<void> {
  side.gcTrace.into = side.idle.gc;
  const before = side.threads.snapshot();
  await new Promise((done) => setTimeout(done, IDLE_S * 1000));
  const delta = schedDelta(before, side.threads.snapshot());
  side.gcTrace.into = null;
  side.idle.line = [...delta]
    .filter(([, sched]) => sched.slices > 0)
    .map(([name, s]) => `${name} ${(s.slices / IDLE_S).toFixed(1)}/s, ${(s.cpu / IDLE_S).toFixed(2)} ms/s`)
    .join('; ');
}

/** A build's checkout and when its dist was compiled, for the table (so a re-run can name both sides). */
function buildOf(root: string): string {
  let commit = 'no git';
  try {
    const describe = ['describe', '--always', '--dirty'];
    commit = execFileSync('git', describe, { cwd: root, stdio: 'pipe' }).toString().trim();
  } catch {
    // not a checkout: the dist's time still tells builds apart
  }
  const built = statSync(join(root, 'dist/src/main.js')).mtime.toISOString().slice(0, 16);
  return `${resolve(root)} at ${commit}, dist built ${built}Z`;
}

const loadLine = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

export interface HttpProofOptions {
  /** Another checkout, built (`npm run build`), to measure beside this one, A/B interleaved in blocks. */
  baseRoot?: string;
  /** Requests of each kind to each service before measuring. */
  warmUp?: number;
  /** Sent as Accept-Encoding (as Go's and Python's clients send `gzip`); none by default. */
  acceptEncoding?: string;
  /** The bench's HTTPS client (default `https`, node:https); see proof-clients.ts. */
  client?: ClientKind;
  /** Pins the bench to core 0 and every service to core 1 (taskset), a row of its own, never the default. */
  pin?: boolean;
  /**
   * Reads only the two main threads' scheduler figures around a request, not every thread of both processes
   * (about 30 files): those reads allocate enough that the bench's own collections land inside requests.
   */
  lean?: boolean;
}

/** `taskset` on every thread of a process (threads made later inherit it from the main thread). */
function pinTo(core: number, pid: number): void {
  execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'pipe' });
}

/**
 * GET /v1/audit/proofs/inclusion and /consistency through a running service
 * (HTTPS on loopback, authentication, the query, JSON), over a synthetic tree
 * of `size` leaves stored in its DATA_DIR before it starts: one request at a
 * time on a kept-alive connection, wall time as the client sees it, after a
 * warm-up. The service's main-thread CPU per request is printed beside it,
 * and the wall p99 of the requests during which neither the client's thread
 * nor the service's main thread sat runnable waiting for a core (Linux
 * schedstat): on a shared machine the rest of the tail is that waiting.
 * With `baseRoot`, a second service runs that build on a copy of the same
 * data, and the two take turns in blocks of requests, so load hits both alike.
 */
export async function httpProofRows(dir: string, size: number, options: HttpProofOptions = {}): Promise<string[][]> {
  const warmUp = options.warmUp ?? DEFAULT_WARM_UP;
  const dataDir = join(dir, 'proof-service');
  const db = openSqliteClient(dataDir, { synchronous: 'normal' });
  try {
    await syntheticTree(db, size);
  } finally {
    db.close();
  }
  addUserWithCli(dataDir, 'auditor@example.test', 'bench-password-1234', 'auditor');
  const roots: [string, string | undefined][] = [[`this build (${buildOf(process.cwd())})`, undefined]];
  if (options.baseRoot !== undefined) {
    cpSync(dataDir, join(dir, 'proof-service-base'), { recursive: true });
    roots.push([`base (${buildOf(options.baseRoot)})`, options.baseRoot]);
  }
  const sides: Side[] = [];
  const loadBefore = loadLine();
  try {
    for (const [label, root] of roots)
      sides.push(await startSide(label, root === undefined ? dataDir : join(dir, 'proof-service-base'), root, options));
    if (options.pin === true) {
      if (availableParallelism() < 2) throw new Error('--pin needs two cores');
      pinTo(0, process.pid);
      for (const side of sides) pinTo(1, side.service.pid);
    }
    for (let round = 0; round < warmUp; round += 1)
      for (const side of sides) for (const kind of KINDS) await measureOne(side, kind, size, false);
    for (const kind of KINDS) {
      for (const side of sides) side.gcTrace.into = side.figures[kind].gc;
      for (let block = 0; block * BLOCK < ROUNDS; block += 1) {
        // Each side goes first in every other block.
        const order = block % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) for (let i = 0; i < BLOCK; i += 1) await measureOne(side, kind, size, true);
      }
    }
    // Last: V8 shrinks the young generation of a process left idle, which would change the requests measured after.
    for (const side of sides) await watchIdle(side);
  } finally {
    for (const side of sides) {
      await side.client.close();
      await side.service.kill('SIGTERM');
    }
  }
  // Outside the timed part: every measured answer must be a proof that verifies against the tree served.
  let verified = 0;
  for (const side of sides) verified += await verifyAnswers(dataDir, size, side.answers);
  const encoding =
    `client ${options.client ?? 'https'}${options.pin === true ? ', pinned (client core 0, service core 1)' : ''}` +
    `${options.lean === true ? ', lean (main threads only)' : ''}; ` +
    `${verified} answers verified; Accept-Encoding: ${options.acceptEncoding ?? '(none)'}`;
  return sideRows(
    sides,
    size,
    warmUp,
    `${encoding}; load average (1/5/15 min) before ${loadBefore}, after ${loadLine()}`,
  );
}

function sideRows(sides: Side[], size: number, warmUp: number, load: string): string[][] {
  const rows: string[][] = [];
  for (const kind of KINDS) {
    for (const side of sides) {
      const { wall, cpu, clientCpu, unqueued, gc, all, slow } = side.figures[kind];
      for (const list of [wall, cpu, clientCpu, unqueued]) list.sort((a, b) => a - b);
      const which = sides.length > 1 ? `${side.label}, ` : '';
      const short = sides.length > 1 ? `${shortName(side)}, ` : '';
      rows.push([
        `HTTP GET /v1/audit/proofs/${kind}`,
        `${which}size ${size}, ${wall.length} requests after ${warmUp} of each kind`,
        `wall p50 ${percentile(wall, 0.5).toFixed(2)} ms, p99 ${percentile(wall, 0.99).toFixed(2)} ms ` +
          `(HTTPS on loopback, kept alive, one at a time; target p99 < 2); service main-thread CPU ` +
          `p50 ${percentile(cpu, 0.5).toFixed(2)} ms, p99 ${percentile(cpu, 0.99).toFixed(2)} ms; ` +
          `client main-thread CPU around the request alone p50 ${percentile(clientCpu, 0.5).toFixed(2)} ms, ` +
          `p99 ${percentile(clientCpu, 0.99).toFixed(2)} ms; ` +
          `wall p99 of the ${unqueued.length} requests neither side waited for a core: ` +
          `${unqueued.length > 0 ? percentile(unqueued, 0.99).toFixed(2) : '-'} ms`,
      ]);
      const perThousand = (n: number): string => ((n * 1000) / wall.length).toFixed(1);
      rows.push([
        `  ${kind}: collections`,
        `${short}service, while these requests ran (--trace-gc)`,
        `${perThousand(gc.scavenges)} scavenges and ${perThousand(gc.fullGcs)} full collections per 1,000 ` +
          `requests, ${((gc.allocatedMb * 1024) / wall.length).toFixed(1)} KB allocated per request, ` +
          `GC pauses ${(gc.pauseMs / wall.length).toFixed(3)} ms per request`,
      ]);
      if (side.lean) continue;
      rows.push([`  ${kind}: threads, every request`, `${short}means per request`, all.describe()]);
      rows.push([
        `  ${kind}: threads, requests ≥ ${SLOW_MS} ms`,
        `${short}${slow.requests} requests, means per request`,
        slow.describe(),
      ]);
    }
  }
  for (const side of sides)
    rows.push([
      'HTTP proofs: service idle',
      `${sides.length > 1 ? `${shortName(side)}, ` : ''}${IDLE_S} s after the requests: wake-ups and CPU by thread`,
      `${side.idle.line}; ${side.idle.gc.scavenges} scavenges, ${side.idle.gc.fullGcs} full collections`,
    ]);
  rows.push(['HTTP proofs: machine', `${sides.length} service(s), blocks of ${BLOCK}`, load]);
  return rows;
}

import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { Client } from 'pg';
import { CLAIM_LEASE_MS } from '../../src/http/middleware/idempotency-claim';
import { freePort, loginAt } from '../batch/spawned-service';
import { type IsolatedStack, createIsolatedStack, unreachableServers } from '../topology/isolated-stack';
import { type RoleProcess, spawnRole, stopAll, waitHealthy } from '../topology/role-process';
import { type KeyedFigures, KeyedWriters, keyedFigures, printKeyedTable } from './keyed-load';

/**
 * Exactly once through failures (issue #47): writers send every create with
 * an Idempotency-Key and retry the same key until answered, against two API
 * processes and a projector on a fresh stack per scenario. Redis is stopped
 * for 10 s with keyed writes in flight; an API process is SIGKILLed
 * mid-request and its clients retry on the other one, also once more after
 * the dead process's claim window. Each asserts, against the log: no 5xx for
 * a write that is in the log, no key written twice, no 201 lost, no 500.
 */
const ROOT = resolve(__dirname, '../..');
const SERVICES = join(ROOT, 'scripts/faults/own-services.sh');
const STARTUP_MS = 180_000;
const OUTAGE_MS = 10_000;
const PROVIDER = { email: `keyed-${process.pid}@example.test`, password: 'a-long-fault-suite-password-1' };

const run = promisify(execFile);
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

describe('faults: keyed writes exactly once through Redis outages and killed API processes', function () {
  this.timeout(900_000);
  const figures: KeyedFigures[] = [];
  let stack: IsolatedStack | null = null;
  let processes: RoleProcess[] = [];
  let apis: string[] = [];
  let token = '';

  const role = async (name: string, roles: string): Promise<RoleProcess> => {
    const port = await freePort();
    const extra: Record<string, string> = roles === 'api' ? { PORT: String(port) } : { HEALTH_PORT: String(port) };
    const member = spawnRole(
      name,
      { ...(stack as IsolatedStack).env, ROLES: roles, LOG_LEVEL: 'warn', ...extra },
      port,
    );
    processes.push(member);
    await waitHealthy(member, STARTUP_MS);
    if (roles === 'api') apis.push(`https://127.0.0.1:${port}/v1`);
    return member;
  };

  before(function () {
    if (!process.env.FAULT_SUITE) {
      console.warn('SKIPPED: keyed fault scenarios — run them with npm run test:faults (they start their own servers)');
      this.skip();
    }
  });

  // A fresh topology for every scenario: its own schema, database, topic and processes.
  beforeEach(async () => {
    const missing = await unreachableServers();
    if (missing.length > 0) throw new Error(`the fault suite's own servers are not up: ${missing.join(', ')}`);
    stack = await createIsolatedStack();
    stack.addUser(PROVIDER.email, PROVIDER.password, 'provider');
    processes = [];
    apis = [];
    await role('projector', 'projector');
    // One after the other: the first generates the TLS material in the shared DATA_DIR.
    await role('api-1', 'api');
    await role('api-2', 'api');
    token = await loginAt(apis[0], PROVIDER.email, PROVIDER.password);
  });

  afterEach(async () => {
    await stopAll(processes);
    await stack?.destroy();
    stack = null;
  });

  after(() => {
    if (figures.length > 0) printKeyedTable(figures);
  });

  /** Judges the scenario's attempts against the log and records its row of the table. */
  async function judged(scenario: string, writers: KeyedWriters): Promise<KeyedFigures> {
    const pg = new Client({ connectionString: (stack as IsolatedStack).env.POSTGRES_URL });
    await pg.connect();
    try {
      const rows = await pg.query<{ rid: string; n: string }>(
        `SELECT metadata->>'request_id' AS rid, count(*) AS n FROM event_log
         WHERE event_type = 'PatientRegistered' GROUP BY 1`,
      );
      const streams = await pg.query<{ stream_id: string }>(
        "SELECT stream_id FROM event_log WHERE event_type = 'PatientRegistered'",
      );
      const written = new Map(rows.rows.map((row) => [row.rid, Number(row.n)]));
      const inLog = new Set(streams.rows.map((row) => row.stream_id.replace(/^patient-/, '')));
      const result = keyedFigures(scenario, writers, written, inLog);
      figures.push(result);
      // Every key ends with one patient in the log, and the log holds no patient no key asked for.
      const answered = [...writers.keys.values()].filter((state) => state.ids.size > 0).length;
      expect(answered, 'keys answered 201').to.equal(writers.keys.size);
      expect(inLog.size, 'patients in the log = keys').to.equal(writers.keys.size);
      return result;
    } finally {
      await pg.end();
    }
  }

  function expectExactlyOnce(result: KeyedFigures): void {
    expect(result.keys, 'keys written').to.be.above(20);
    expect(
      { falseFailures: result.falseFailures, duplicates: result.duplicates, lost: result.lost, e500: result.errors500 },
      JSON.stringify(result),
    ).to.deep.equal({ falseFailures: 0, duplicates: 0, lost: 0, e500: 0 });
  }

  /** Every key once more, after any claim window: each must replay its one patient. */
  async function lateRetries(writers: KeyedWriters, api: string): Promise<void> {
    await sleep(CLAIM_LEASE_MS + 1000);
    for (const key of writers.keys.keys()) expect(await writers.send(api, key), 'late retry').to.equal(201);
  }

  for (const round of [1, 2]) {
    it(`Redis stopped for 10 s with keyed writes in flight (run ${round})`, async () => {
      const writers = new KeyedWriters(apis, token);
      writers.start(4);
      await sleep(1500);
      await run(SERVICES, ['down', 'redis'], { cwd: ROOT, timeout: 180_000 });
      await sleep(OUTAGE_MS);
      await run(SERVICES, ['up', 'redis'], { cwd: ROOT, timeout: 180_000 });
      await sleep(2000);
      await writers.stop();
      await lateRetries(writers, apis[1]);
      expectExactlyOnce(await judged(`redis down 10 s (run ${round})`, writers));
    });

    it(`an API process SIGKILLed mid-request, retries on the other (run ${round})`, async () => {
      const writers = new KeyedWriters(apis, token);
      writers.start(4);
      // Killed once writes are flowing (a loaded machine takes a while to warm up), so requests are in flight.
      const until = Date.now() + 60_000;
      while (writers.answered() < 30 && Date.now() < until) await sleep(50);
      const victim = processes.find((member) => member.name === 'api-1') as RoleProcess;
      await victim.kill('SIGKILL');
      victim.name = 'api-1 (killed)';
      await sleep(3000);
      await writers.stop();
      await lateRetries(writers, apis[1]);
      const result = await judged(`api SIGKILL (run ${round})`, writers);
      expect(result.noAnswer, 'requests cut by the kill').to.be.above(0);
      expectExactlyOnce(result);
    });
  }
});

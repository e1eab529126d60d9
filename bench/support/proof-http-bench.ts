import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { join } from 'node:path';
import { addUserWithCli, loginAt, spawnService } from '../../test/batch/spawned-service';
import { openSqliteClient } from '../../src/storage/sqlite-client';
import { syntheticTree } from './proof-bench';

const ROUNDS = 2_000;
const WARM_UP = 300;
/** Run-queue wait (client and service main thread together) below which a request counts as not kept waiting. */
const QUEUED_MS = 0.05;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** A thread's CPU time and time spent runnable but waiting for a core, in ms (Linux schedstat; 0 elsewhere). */
function schedOf(file: string): { cpu: number; waited: number } {
  try {
    const [cpu, waited] = readFileSync(file, 'utf8').split(' ').map(Number);
    return { cpu: cpu / 1e6, waited: waited / 1e6 };
  } catch {
    return { cpu: 0, waited: 0 };
  }
}

/** One GET over a kept-alive HTTPS connection, as a lean client sends it: status and body length. */
function getOnce(agent: Agent, url: URL, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((done, fail) => {
    const sent = request(url, { agent, headers: { Authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ status: response.statusCode ?? 0, bytes }));
      response.on('error', fail);
    });
    sent.on('error', fail);
    sent.end();
  });
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
 */
export async function httpProofRows(dir: string, size: number): Promise<string[][]> {
  const dataDir = join(dir, 'proof-service');
  const db = openSqliteClient(dataDir, { synchronous: 'normal' });
  try {
    await syntheticTree(db, size);
  } finally {
    db.close();
  }
  addUserWithCli(dataDir, 'auditor@example.test', 'bench-password-1234', 'auditor');
  const service = await spawnService(dataDir, {}, { compiled: true });
  const agent = new Agent({ keepAlive: true, maxSockets: 1, ca: readFileSync(service.caFile) });
  const server = `/proc/${service.pid}/task/${service.pid}/schedstat`;
  const client = '/proc/thread-self/schedstat';
  const rows: string[][] = [];
  try {
    const token = await loginAt(service.baseUrl, 'auditor@example.test', 'bench-password-1234');
    for (const kind of ['inclusion', 'consistency'] as const) {
      const wall: number[] = [];
      const serverCpu: number[] = [];
      const unqueued: number[] = [];
      for (let round = -WARM_UP; round < ROUNDS; round += 1) {
        const at = 1 + Math.floor(Math.random() * (size - 1));
        const query = kind === 'inclusion' ? `leaf_index=${at}` : `from=${at}&to=${size}`;
        const url = new URL(`${service.baseUrl}/audit/proofs/${kind}?${query}`);
        const [clientBefore, serverBefore] = [schedOf(client), schedOf(server)];
        const started = performance.now();
        const answer = await getOnce(agent, url, token);
        const ms = performance.now() - started;
        const [clientAfter, serverAfter] = [schedOf(client), schedOf(server)];
        if (answer.status !== 200) throw new Error(`GET ${kind} proof answered ${answer.status}`);
        if (round < 0) continue;
        wall.push(ms);
        serverCpu.push(serverAfter.cpu - serverBefore.cpu);
        const queued = clientAfter.waited - clientBefore.waited + serverAfter.waited - serverBefore.waited;
        if (queued < QUEUED_MS) unqueued.push(ms);
      }
      for (const list of [wall, serverCpu, unqueued]) list.sort((a, b) => a - b);
      rows.push([
        `HTTP GET /v1/audit/proofs/${kind}`,
        `size ${size}, ${ROUNDS} requests`,
        `wall p50 ${percentile(wall, 0.5).toFixed(2)} ms, p99 ${percentile(wall, 0.99).toFixed(2)} ms ` +
          `(HTTPS on loopback, kept alive, one at a time; target p99 < 2); service main-thread CPU ` +
          `p50 ${percentile(serverCpu, 0.5).toFixed(2)} ms, p99 ${percentile(serverCpu, 0.99).toFixed(2)} ms; ` +
          `wall p99 of the ${unqueued.length} requests neither side waited for a core: ` +
          `${percentile(unqueued, 0.99).toFixed(2)} ms`,
      ]);
    }
  } finally {
    agent.destroy();
    await service.kill('SIGTERM');
  }
  return rows;
}

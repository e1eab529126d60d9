import { join } from 'node:path';
import { addUserWithCli, getJson, loginAt, spawnService } from '../../test/batch/spawned-service';
import { openSqliteClient } from '../../src/storage/sqlite-client';
import { syntheticTree } from './proof-bench';

const ROUNDS = 2_000;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * GET /v1/audit/proofs/inclusion and /consistency through a running service
 * (HTTPS, authentication, the query, the AuditTrailRead event each answer
 * appends), over a synthetic tree of `size` leaves stored in its DATA_DIR
 * before it starts: one request at a time, wall time as the client sees it.
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
  const service = await spawnService(dataDir);
  const rows: string[][] = [];
  try {
    const token = await loginAt(service.baseUrl, 'auditor@example.test', 'bench-password-1234');
    for (const kind of ['inclusion', 'consistency'] as const) {
      const wall: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const at = 1 + Math.floor(Math.random() * (size - 1));
        const query = kind === 'inclusion' ? `leaf_index=${at}` : `from=${at}&to=${size}`;
        const started = performance.now();
        const answer = await getJson(`${service.baseUrl}/audit/proofs/${kind}?${query}`, token);
        wall.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`GET ${kind} proof answered ${answer.status}`);
      }
      wall.sort((a, b) => a - b);
      rows.push([
        `HTTP GET /v1/audit/proofs/${kind}`,
        `size ${size}, ${ROUNDS} requests`,
        `wall p50 ${percentile(wall, 0.5).toFixed(2)} ms, p99 ${percentile(wall, 0.99).toFixed(2)} ms ` +
          '(client to service and back, HTTPS, one at a time)',
      ]);
    }
  } finally {
    await service.kill('SIGTERM');
  }
  return rows;
}

import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { leafBytes, leafEventOf } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import { MerkleTreeBuilder } from '../../src/audit/merkle/tree-builder';
import type { EventReader } from '../../src/events/event-store';
import type { SqliteClient } from '../../src/storage/sqlite-client';
import { checkExport } from '../../src/cli/audit-export';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const rate = (count: number, ms: number): string => `${Math.round(count / (ms / 1000)).toLocaleString('en')} events/s`;

/** The Merkle tree at the log's size: building it, proofs from it (p99), and an export checked against its root. */
export async function treeRows(log: EventReader, db: SqliteClient, dir: string): Promise<string[][]> {
  const rows: string[][] = [];
  const tree = SqliteTreeStore.open(db);
  let started = performance.now();
  const built = await new MerkleTreeBuilder(log, tree).extend();
  const buildMs = performance.now() - started;
  rows.push([
    'tree: build over the log',
    `${built.size} leaves`,
    `${(buildMs / 1000).toFixed(2)} s = ${rate(built.size, buildMs)}`,
  ]);

  const proofs = new MerkleProofs(tree);
  for (const kind of ['inclusion', 'consistency'] as const) {
    const latencies: number[] = [];
    for (let round = 0; round < 2000; round += 1) {
      const at = 1 + Math.floor(Math.random() * (built.size - 1));
      const t = performance.now();
      if (kind === 'inclusion') await proofs.inclusion(at, built.size);
      else await proofs.consistency(at, built.size);
      latencies.push(performance.now() - t);
    }
    latencies.sort((a, b) => a - b);
    rows.push([
      `tree: ${kind} proof`,
      `size ${built.size}, 2000 proofs`,
      `p50 ${percentile(latencies, 0.5).toFixed(3)} ms, p99 ${percentile(latencies, 0.99).toFixed(3)} ms (target < 2)`,
    ]);
  }

  const file = join(dir, 'export.ndjson');
  const out = createWriteStream(file);
  for (let after: number | null = null; ;) {
    const page = await log.readAll(after, 5000);
    if (page.length === 0) break;
    if (!out.write(page.map((event) => `${leafBytes(leafEventOf(event))}\n`).join(''))) await once(out, 'drain');
    after = page[page.length - 1].position;
  }
  out.end();
  await once(out, 'finish');
  started = performance.now();
  const check = await checkExport(file, { origin: 'bench', size: built.size, root: built.root });
  const checkMs = performance.now() - started;
  rows.push([
    'verify-export (offline)',
    `${check.events} events, ok=${check.ok}`,
    `${(checkMs / 1000).toFixed(2)} s = ${rate(check.events, checkMs)} (target >= 300,000)`,
  ]);
  return rows;
}

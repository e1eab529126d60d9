/**
 * CPU per visit the embedded read store spends writing new visits (the views, their indexes and the kept
 * counts' triggers), in runs of 2,000 sharing one instant as the live projector commits them, into a
 * scratch store. Run it in two worktrees in turn to compare builds.
 *
 *   npx tsx bench/support/visit-writes.ts [RUNS]      # default 40 runs, 80,000 visits
 */
import { rmSync } from 'node:fs';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { VisitView } from '../../src/projections/views';
import { changes, visit } from '../../test/contracts/read-model-store.fixtures';
import { openScratchSqlite } from '../../test/support/scratch-sqlite';
import { cpuMs } from './bench-lists';

const RUN = 2_000;
const TYPES = ['follow_up', 'annual_checkup', 'initial_consultation'] as const;

function run(index: number): VisitView[] {
  const created = new Date(Date.UTC(2025, 0, 1) + index * 1000).toISOString();
  return Array.from({ length: RUN }, (_, offset) => {
    const n = index * RUN + offset;
    const day = new Date(Date.UTC(2022, 0, 1) + (n % 1000) * 86_400_000).toISOString().slice(0, 10);
    return visit({
      id: `vis_${String(n).padStart(8, '0')}`,
      created_at: created,
      updated_at: created,
      last_position: n + 1,
      visit: { visit_date: day, visit_type: TYPES[n % TYPES.length] },
    });
  });
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 40);
  const scratch = openScratchSqlite('visit-writes');
  try {
    const store = await SqliteReadModelStore.open(scratch.db);
    let cpu = 0;
    for (let index = 0; index < runs; index += 1) {
      const views = run(index);
      const before = cpuMs();
      await store.commit('views', changes({ visits: views }), (index + 1) * RUN);
      cpu += cpuMs() - before;
    }
    const visits = runs * RUN;
    console.log(
      `${visits} visits written: CPU ${cpu.toFixed(0)} ms, ${((cpu * 1000) / visits).toFixed(2)} µs per visit`,
    );
    await store.close();
  } finally {
    scratch.db.close();
    rmSync(scratch.dir, { recursive: true, force: true });
  }
}

void main();

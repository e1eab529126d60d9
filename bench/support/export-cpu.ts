/**
 * One live-view export build timed in-process on a kept DATA_DIR (the
 * service stopped): the process's CPU seconds (every thread; the script does
 * nothing else meanwhile), the wall time, rows per CPU second, and each
 * file's size and SHA-256, so that two checkouts can be compared in turns on
 * the same data, bytes and all. `threaded` runs the build as the service
 * does (on the export thread(s)), `here` on the script's own thread.
 *
 *   npx tsx bench/support/export-cpu.ts DIR/data csv [threaded|here]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { DatasetFormat } from '../../src/projections/datasets/dataset-files';
import type { ExportPhaseTiming } from '../../src/projections/datasets/export-phases';
import { SqliteLiveViews } from '../../src/projections/sqlite/sqlite-live-views';
import { ThreadedLiveViews } from '../../src/projections/sqlite/threaded-live-views';
import { SQLITE_FILE } from '../../src/storage/sqlite-client';
import { attachViews } from '../../src/storage/sqlite-views-file';

const cpuSeconds = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

async function main(): Promise<void> {
  const [dataDir, format = 'csv', mode = 'threaded'] = process.argv.slice(2);
  const file = join(dataDir, SQLITE_FILE);
  const db = new Database(file, { readonly: true });
  attachViews(db, file);
  const position = db.prepare(`SELECT position FROM rm_checkpoints WHERE projection = 'views'`).pluck().get() as number;
  db.close();
  const views = mode === 'here' ? new SqliteLiveViews(file, 'views') : new ThreadedLiveViews(file, 'views');
  const out = mkdtempSync(join(tmpdir(), 'issue-51w-export-cpu-'));
  const load = loadavg()[0];
  const phases: string[] = [];
  const phase = (timing: ExportPhaseTiming): void => {
    const seconds = (ms: number): string => (ms / 1000).toFixed(2);
    phases.push(`  phase ${timing.name}: wall ${seconds(timing.wallMs)} s, CPU ${seconds(timing.cpuMs)} s`);
  };
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  try {
    const tables = await views.writeTablesAt(position, out, format as DatasetFormat, {
      shouldStop: () => false,
      progress: () => undefined,
      phase,
      thread: mode === 'here' ? 'main' : 'export',
    });
    const wall = (performance.now() - started) / 1000;
    const cpu = cpuSeconds() - cpuBefore;
    if (tables === null) throw new Error('no live snapshot at the views checkpoint');
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `${format} ${mode}: ${rows} rows, CPU ${cpu.toFixed(2)} s (${Math.round(rows / cpu)} rows per CPU second), ` +
        `wall ${wall.toFixed(2)} s, load ${load.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
    );
    for (const line of phases) console.log(line);
    for (const table of tables) console.log(`  ${table.file} ${table.rows} rows ${table.size} bytes ${table.sha256}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

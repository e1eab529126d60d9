/**
 * Where a rebuild's next tables should live, measured on a kept data set: the visits of the log (the bulk of
 * a rebuild's rows) inserted as the set-based rebuild inserts them and indexed with the read model's visit
 * indexes, in three layouts, each round on a fresh copy of the data, the layouts interleaved:
 *
 * - `log-file`: beside the live tables in the log's own file, under its write-ahead log (the rebuild before
 *   the views had a file of their own);
 * - `own-file`: in a file of their own, attached, with no journal and no syncs until one fsync at the end
 *   (a throwaway build file: a crash leaves the live read model untouched);
 * - `own-file-no-view`: the same without the stored view JSON, which reads would then render from the log
 *   (the cost of rendering every visit's view from the log once is printed after it).
 *
 *   npx tsx bench/rebuild-storage.bench.ts --data <scale run dir>/data [--rounds 2]
 *
 * Prints wall and process CPU (every thread, SQLite's sorter helpers included) per step and layout.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, fsyncSync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { SQLITE_READ_MODEL_QUERY_INDEXES } from '../src/projections/sqlite/sqlite-read-model-schema';
import { DATE_MS, VISIT_VIEW_JSON, visitsSql } from '../src/projections/sqlite/sqlite-set-creations';
import { NEXT_TABLES } from '../src/projections/sqlite/sqlite-table-names';
import { printTable } from './support/table';
import { VIEWS_SCHEMA, attachViews } from '../src/storage/sqlite-views-file';

const LAYOUTS = ['log-file', 'own-file', 'own-file-no-view'] as const;
type Layout = (typeof LAYOUTS)[number];

/** Positions per insert transaction, as the rebuild's slices. */
const SLICE = 100_000;

const cpuSeconds = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

function measureOne(layout: Layout, dir: string): void {
  const db = new Database(join(dir, 'clinical.sqlite'));
  // The live views' definitions are read from their file.
  attachViews(db, join(dir, 'clinical.sqlite'));
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = FILE');
  db.pragma('threads = 2');
  db.pragma('wal_autocheckpoint = 100000');
  db.pragma('synchronous = 1');
  db.function(DATE_MS, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? Date.parse(text) : null,
  );
  const ownFile = join(dir, 'views-next.sqlite');
  const schema = layout === 'log-file' ? 'main' : 'next';
  if (schema === 'next') {
    db.exec(`ATTACH '${ownFile}' AS next`);
    db.pragma('next.journal_mode = OFF');
    db.pragma('next.synchronous = OFF');
    db.pragma('next.cache_size = -65536');
  }
  const definition = db
    .prepare(`SELECT sql FROM ${VIEWS_SCHEMA}.sqlite_master WHERE type = 'table' AND name = 'rm_visits'`)
    .pluck()
    .get() as string;
  const table = NEXT_TABLES.visits;
  let create = definition.replace(/^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?"?\w+"?/i, `CREATE TABLE ${schema}.${table}`);
  let insert = visitsSql({ ...NEXT_TABLES, visits: `${schema}.${table}` });
  if (layout === 'own-file-no-view') {
    create = create.replace(/\s*view TEXT NOT NULL,/, '');
    insert = insert.replace(', view,', ',').replace(/json_object\('id'[\s\S]*?'revision', stream_revision\),/, '');
  }
  db.exec(`DROP TABLE IF EXISTS ${schema}.${table}`);
  db.exec(create);
  const head = db.prepare('SELECT max(position) FROM event_log').pluck().get() as number;
  const rows: string[][] = [];
  const step = (name: string, run: () => void): void => {
    const cpu = cpuSeconds();
    const wall = performance.now();
    run();
    rows.push([layout, name, ((performance.now() - wall) / 1000).toFixed(2), (cpuSeconds() - cpu).toFixed(2)]);
  };
  const statement = db.prepare<[number, number]>(insert);
  step('visit inserts', () => {
    for (let from = 0; from < head; from += SLICE) {
      db.exec('BEGIN IMMEDIATE');
      statement.run(from, Math.min(head, from + SLICE));
      db.exec('COMMIT');
    }
  });
  step('visit indexes', () => {
    db.exec('BEGIN IMMEDIATE');
    for (const index of SQLITE_READ_MODEL_QUERY_INDEXES.filter((each) => each.on.startsWith('rm_visits ')))
      db.exec(`CREATE INDEX ${schema}.${index.name}_bench ON ${table} ${index.on.slice('rm_visits '.length)}`);
    db.exec('COMMIT');
  });
  if (schema === 'main') step('log checkpoint', () => db.pragma('wal_checkpoint(TRUNCATE)'));
  else
    step('fsync', () => {
      const fd = openSync(ownFile, 'r+');
      fsyncSync(fd);
      closeSync(fd);
    });
  if (layout === 'own-file-no-view')
    step('views rendered from the log', () => {
      const render = db
        .prepare(
          `SELECT ${VISIT_VIEW_JSON} FROM next.${table} v JOIN event_log ON event_log.position = v.last_position`,
        )
        .pluck();
      for (const text of render.iterate()) if (typeof text !== 'string') throw new Error('no view');
    });
  db.close();
  printTable(['layout', 'step', 'wall s', 'CPU s'], rows);
}

function main(): void {
  const { values } = parseArgs({
    options: { data: { type: 'string' }, rounds: { type: 'string' }, one: { type: 'string' }, dir: { type: 'string' } },
  });
  if (values.one !== undefined) return measureOne(values.one as Layout, values.dir as string);
  if (values.data === undefined) throw new Error('--data DIR (a kept DATA_DIR, copied, never changed) is required');
  for (let round = 1; round <= Number(values.rounds ?? 1); round += 1) {
    for (const layout of LAYOUTS) {
      const dir = mkdtempSync(join(tmpdir(), 'rebuild-storage-'));
      try {
        cpSync(values.data, dir, { recursive: true });
        const out = execFileSync(process.execPath, [...process.execArgv, __filename, '--one', layout, '--dir', dir]);
        process.stdout.write(`round ${round}\n${out.toString()}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}

main();

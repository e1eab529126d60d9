import Database from 'better-sqlite3';
import type { SqliteClient, SqliteDatabase } from '../../storage/sqlite-client';
import { VIEWS_SCHEMA, nextViewsFileBeside, removeDatabaseFile } from '../../storage/sqlite-views-file';
import { SQLITE_READ_MODEL_QUERY_INDEXES, SQLITE_READ_MODEL_SCHEMA, createIndexSql } from './sqlite-read-model-schema';
import { refillKeptCounts } from './sqlite-count-fill';
import type { PhaseClock } from '../rebuild-phases';

/** The schema the next file's connection attaches the log's file under: `event_log` is found there by name. */
const LOG_SCHEMA = 'log';

/**
 * Page cache of the next file's connection (KiB, as SQLite's negative cache_size). SQLite also sizes the
 * index builds' sorter memory by it: half the bulk writer's 64 MB kept the rebuild's peak RSS far lower for
 * the same CPU (docs/performance.md, "The views in a file of their own").
 */
const NEXT_CACHE_KIB = 32 * 1024;
/** Sorter helper threads for the index builds, as a bulk replay's writer. */
const NEXT_SORTER_THREADS = 2;
/** The reading thread's short read transactions may hold the file a moment while a run commits. */
const NEXT_BUSY_TIMEOUT_MS = 5000;

/** The tables of the live views file, as defined there (with any column an earlier version added). */
function liveTableDefinitions(writer: SqliteDatabase): string[] {
  return writer
    .prepare(`SELECT sql FROM ${VIEWS_SCHEMA}.sqlite_master WHERE type = 'table' AND sql IS NOT NULL ORDER BY rowid`)
    .pluck()
    .all() as string[];
}

/**
 * Opens a new, empty next views file (`views-next.sqlite`, any one a killed rebuild left deleted first) with
 * the live views file's tables and nothing else: no query index, no count trigger, both built once after the
 * bulk inserts (see finishNextViews). The log's file is attached, so that the set-based inserts read
 * `event_log` by its name. The file is scratch until it is renamed over the live one: no journal, no syncs
 * (one fsync before the rename), and a crash leaves only a file the next rebuild or open deletes.
 */
export function openNextViews(db: SqliteClient): { next: SqliteDatabase; file: string } {
  const file = nextViewsFileBeside(db.writer.name);
  const definitions = liveTableDefinitions(db.writer);
  removeDatabaseFile(file);
  const next = new Database(file);
  try {
    next.pragma('journal_mode = OFF');
    next.pragma('synchronous = OFF');
    next.pragma(`cache_size = -${NEXT_CACHE_KIB}`);
    next.pragma('temp_store = FILE');
    next.pragma(`threads = ${NEXT_SORTER_THREADS}`);
    next.pragma(`busy_timeout = ${NEXT_BUSY_TIMEOUT_MS}`);
    next.prepare(`ATTACH DATABASE ? AS ${LOG_SCHEMA}`).run(db.writer.name);
    for (const sql of definitions) next.exec(sql);
    return { next, file };
  } catch (error) {
    next.close();
    removeDatabaseFile(file);
    throw error;
  }
}

/**
 * The query indexes, built once over the whole tables, the kept counts filled from them, and the count
 * triggers and whatever else the live schema holds, in the next file. The count of status moves goes on from
 * the live file's, as it did when the rebuilt tables were swapped in beside it (it only ever grows).
 */
export function finishNextViews(db: SqliteClient, next: SqliteDatabase, clock: PhaseClock): void {
  clock.time('indexes', () => {
    for (const index of SQLITE_READ_MODEL_QUERY_INDEXES) next.exec(createIndexSql(index));
  });
  const moves =
    (db.writer.prepare(`SELECT moves FROM ${VIEWS_SCHEMA}.rm_status_moves`).pluck().get() as number | undefined) ?? 0;
  clock.time('counts', () =>
    next.transaction(() => {
      refillKeptCounts(next);
      next.exec(SQLITE_READ_MODEL_SCHEMA);
      next.prepare('UPDATE rm_status_moves SET moves = ?').run(moves);
    })(),
  );
  next.exec(`DETACH DATABASE ${LOG_SCHEMA}`);
}

/**
 * Runs the fold with a run's pages never spilled into the file before its commit: a spill would hold the file
 * locked while the writer waits for the reading thread, which reads it. Before and after, pages may spill:
 * the set-based inserts' slices touch pages all over the primary keys, and an index build writes the whole
 * index in one transaction, both more than the page cache holds at size.
 */
export async function withRunsInCache<T>(next: SqliteDatabase, fold: () => Promise<T>): Promise<T> {
  next.pragma('cache_spill = OFF');
  try {
    return await fold();
  } finally {
    if (next.open) next.pragma('cache_spill = ON');
  }
}

/** Deletes a next views file a rebuild left (killed or failed before its swap). */
export function removeNextViews(logFile: string): void {
  removeDatabaseFile(nextViewsFileBeside(logFile));
}

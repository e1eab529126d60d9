import type { SqliteClient, SqliteDatabase } from '../../storage/sqlite-client';
import {
  VIEWS_SCHEMA,
  nextBesideFile,
  nextViewsFileBeside,
  removeDatabaseFile,
  retiredViewsFileBeside,
} from '../../storage/sqlite-views-file';
import { LOG_SCHEMA, openScratchViews, withSorterCache } from './sqlite-scratch-views';
import { SQLITE_READ_MODEL_QUERY_INDEXES, SQLITE_READ_MODEL_SCHEMA, createIndexSql } from './sqlite-read-model-schema';
import { refillKeptCounts } from './sqlite-count-fill';
import type { PhaseClock } from '../rebuild-phases';

/** The live views file's tables (or the one named), as defined there (with any column an earlier version added). */
function liveTableDefinitions(writer: SqliteDatabase, name: string | null = null): string[] {
  return writer
    .prepare(
      `SELECT sql FROM ${VIEWS_SCHEMA}.sqlite_master
       WHERE type = 'table' AND sql IS NOT NULL AND (? IS NULL OR name = ?) ORDER BY rowid`,
    )
    .pluck()
    .all(name, name) as string[];
}

/** One table of the live views file, as defined there. */
export function liveTableDefinition(db: SqliteClient, table: string): string {
  const [sql] = liveTableDefinitions(db.writer, table);
  if (sql === undefined) throw new Error(`the views file has no table ${table}`);
  return sql;
}

/**
 * Opens the next views file of a rebuild (a scratch file, see openScratchViews) with the live views file's
 * tables and nothing else: no query index, no count trigger, both built once after the bulk inserts (see
 * finishNextViews).
 */
export function openNextViews(db: SqliteClient): { next: SqliteDatabase; file: string } {
  const definitions = liveTableDefinitions(db.writer);
  const opened = openScratchViews(db.writer.name);
  try {
    for (const sql of definitions) opened.next.exec(sql);
    return opened;
  } catch (error) {
    opened.next.close();
    removeDatabaseFile(opened.file);
    throw error;
  }
}

/**
 * The query indexes, built once over the whole tables, the kept counts filled from them, and the count
 * triggers and whatever else the live schema holds, in the next file. The count of status moves goes on from
 * the live file's, as it did when the rebuilt tables were swapped in beside it (it only ever grows).
 */
export function finishNextViews(db: SqliteClient, next: SqliteDatabase, clock: PhaseClock): void {
  clock.time('indexes', () =>
    withSorterCache(next, () => {
      for (const index of SQLITE_READ_MODEL_QUERY_INDEXES) next.exec(createIndexSql(index));
    }),
  );
  const moves =
    (db.writer.prepare(`SELECT moves FROM ${VIEWS_SCHEMA}.rm_status_moves`).pluck().get() as number | undefined) ?? 0;
  clock.time('counts', () =>
    // Their GROUP BYs sort too (the months' slices, every visit).
    withSorterCache(next, () =>
      next.transaction(() => {
        refillKeptCounts(next);
        next.exec(SQLITE_READ_MODEL_SCHEMA);
        next.prepare('UPDATE rm_status_moves SET moves = ?').run(moves);
      })(),
    ),
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

/** Deletes the next views files a rebuild left (killed or failed before its swap), and a retired one. */
export function removeNextViews(logFile: string): void {
  removeDatabaseFile(retiredViewsFileBeside(logFile));
  removeDatabaseFile(nextViewsFileBeside(logFile));
  removeDatabaseFile(nextBesideFile(logFile));
}

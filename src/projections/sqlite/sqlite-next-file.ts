import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { SqliteClient, SqliteDatabase } from '../../storage/sqlite-client';
import {
  SQLITE_PATIENT_COUNT_TRIGGERS,
  SQLITE_READ_MODEL_QUERY_INDEXES,
  createIndexSql,
} from './sqlite-read-model-schema';
import { LIVE_TABLES } from './sqlite-table-names';
import { SQLITE_VISIT_COUNT_TRIGGERS } from './sqlite-visit-counts';
import { refillKeptCounts } from './sqlite-count-fill';
import type { PhaseClock } from '../rebuild-phases';

/** Where a blue-green rebuild builds the next views, beside the log's file, until it copies them in. */
export const NEXT_VIEWS_FILE = 'views-next.sqlite';

/** The schema the writer attaches the next file under for the swap. */
const NEXT = 'next';

/** The tables a rebuild builds and swaps in: the views, their checkpoint, and both kept counts. */
export const REBUILT_TABLES: readonly string[] = [...Object.values(LIVE_TABLES), 'rm_visit_counts'];

/** Page cache of the next file's connection (KiB, as SQLite's negative cache_size), as a bulk replay's writer. */
const NEXT_CACHE_KIB = 64 * 1024;
/** Sorter helper threads for the index builds, as a bulk replay's writer. */
const NEXT_SORTER_THREADS = 2;
/** The reading thread's short read transactions may hold the file a moment while a run commits. */
const NEXT_BUSY_TIMEOUT_MS = 5000;

export const nextViewsFileOf = (logFile: string): string => join(dirname(logFile), NEXT_VIEWS_FILE);

/** Deletes a next file and anything SQLite kept beside it (a rebuild killed or failed before its swap). */
export function removeNextViewsFile(path: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

/** The live tables' definitions in the log's file: the next file's are the same, so the swap copies pages. */
function liveDefinitions(writer: SqliteDatabase): Map<string, string> {
  const definition = writer.prepare<[string]>("SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = ?");
  return new Map(REBUILT_TABLES.map((table) => [table, definition.pluck().get(table) as string]));
}

/**
 * Opens a new, empty next file with the live tables' definitions and no
 * query indexes (built once after the inserts, see finishNextViews), the
 * log's file attached so that the set-based inserts read `event_log` by its
 * name. The file is scratch until the swap copies it in: no journal, no
 * syncs, and a crash leaves only a file the next rebuild deletes. Its page
 * cache is not spilled mid-transaction: a spill would hold the file
 * locked while the writer waits for the reading thread, which reads it.
 */
export function openNextViews(db: SqliteClient): { next: SqliteDatabase; file: string } {
  const file = nextViewsFileOf(db.writer.name);
  const definitions = liveDefinitions(db.writer);
  removeNextViewsFile(file);
  const next = new Database(file);
  try {
    next.pragma('journal_mode = OFF');
    next.pragma('synchronous = OFF');
    next.pragma('cache_spill = OFF');
    next.pragma(`cache_size = -${NEXT_CACHE_KIB}`);
    next.pragma('temp_store = FILE');
    next.pragma(`threads = ${NEXT_SORTER_THREADS}`);
    next.pragma(`busy_timeout = ${NEXT_BUSY_TIMEOUT_MS}`);
    next.prepare('ATTACH DATABASE ? AS log').run(db.writer.name);
    for (const sql of definitions.values()) next.exec(sql);
    return { next, file };
  } catch (error) {
    next.close();
    removeNextViewsFile(file);
    throw error;
  }
}

/** The query indexes, built once over the whole tables, and the kept counts filled from them, in the next file. */
export function finishNextViews(next: SqliteDatabase, clock: PhaseClock): void {
  clock.time('indexes', () => {
    for (const index of SQLITE_READ_MODEL_QUERY_INDEXES) next.exec(createIndexSql(index));
  });
  clock.time('counts', () => next.transaction(() => refillKeptCounts(next))());
}

/**
 * Swaps the next views in, in one write transaction of the log's file:
 * drops the live tables, creates them again empty with their indexes, and
 * copies each table from the next file whole. Tables and indexes defined
 * alike are copied by SQLite page content, in key order, without decoding
 * a row or sorting a key (its transfer optimization); the count triggers
 * come after the copy, which they would otherwise stop. Readers see the
 * old views until the commit, then the new.
 */
export function copyNextViewsIn(db: SqliteClient, file: string, clock: PhaseClock): void {
  const writer = db.writer;
  const definitions = liveDefinitions(writer);
  writer.prepare(`ATTACH DATABASE ? AS ${NEXT}`).run(file);
  try {
    db.write(() => {
      clock.time('swap: drop the old tables', () => {
        for (const table of REBUILT_TABLES) writer.exec(`DROP TABLE main.${table}`);
      });
      clock.time('swap: copy', () => {
        for (const table of REBUILT_TABLES) {
          writer.exec(definitions.get(table) ?? '');
          for (const index of SQLITE_READ_MODEL_QUERY_INDEXES.filter((query) => tableOf(query.on) === table))
            writer.exec(createIndexSql(index));
          writer.exec(`INSERT INTO main.${table} SELECT * FROM ${NEXT}.${table}`);
        }
      });
      writer.exec(SQLITE_PATIENT_COUNT_TRIGGERS);
      writer.exec(SQLITE_VISIT_COUNT_TRIGGERS);
    });
  } finally {
    writer.exec(`DETACH DATABASE ${NEXT}`);
  }
}

/** The table of a QueryIndex's `on` ("rm_visits (visit_date, ...)"). */
const tableOf = (on: string): string => on.slice(0, on.indexOf(' '));

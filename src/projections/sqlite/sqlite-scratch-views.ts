import Database from 'better-sqlite3';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import { VIEWS_PAGE_SIZE, nextViewsFileBeside, removeDatabaseFile } from '../../storage/sqlite-views-file';

/** The schema a scratch views file's connection attaches the log's file under: `event_log` is found there by name. */
export const LOG_SCHEMA = 'log';

/**
 * Page cache of a scratch views file's connection (KiB, as SQLite's negative cache_size). SQLite also sizes the
 * index builds' sorter memory by it: half the bulk writer's 64 MB kept the rebuild's peak RSS far lower for
 * the same CPU (docs/performance.md, "The views in a file of their own").
 */
const NEXT_CACHE_KIB = 32 * 1024;
/**
 * Page cache while a scratch file's indexes are built and its counts filled (KiB). SQLite sizes its sorter's
 * runs by the cache: runs of a few MB are sorted in the processor's caches and handed to the helper threads,
 * where 32 MB runs cost more CPU, half of it on the writer's own thread (docs/performance.md, "Two writers and
 * the fold's scan beside the creations, small sorter runs").
 */
const SORTER_CACHE_KIB = 4 * 1024;
/** Sorter helper threads for the index builds, as a bulk replay's writer. */
const NEXT_SORTER_THREADS = 2;
/** The reading thread's short read transactions may hold the file a moment while a run commits. */
const NEXT_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens a new, empty views file at `file`, `views-next.sqlite` unless told (any one a killed rebuild or move
 * left deleted first), with the log's file attached as `log`, so that `event_log` and the tables of a move are
 * read by their names. The file is scratch until it is renamed over the live one or copied into it: no journal,
 * no syncs (one fsync before the rename), and a crash leaves only a file the next rebuild or open deletes.
 */
export function openScratchViews(
  logFile: string,
  file = nextViewsFileBeside(logFile),
  cacheKib = NEXT_CACHE_KIB,
): { next: SqliteDatabase; file: string } {
  removeDatabaseFile(file);
  const next = new Database(file);
  try {
    next.pragma(`page_size = ${VIEWS_PAGE_SIZE}`);
    next.pragma('journal_mode = OFF');
    next.pragma('synchronous = OFF');
    next.pragma(`cache_size = -${cacheKib}`);
    next.pragma('temp_store = FILE');
    next.pragma(`threads = ${NEXT_SORTER_THREADS}`);
    next.pragma(`busy_timeout = ${NEXT_BUSY_TIMEOUT_MS}`);
    next.prepare(`ATTACH DATABASE ? AS ${LOG_SCHEMA}`).run(logFile);
    return { next, file };
  } catch (error) {
    next.close();
    removeDatabaseFile(file);
    throw error;
  }
}

/** Runs `build` (index builds, counts) with the page cache that sizes sorter runs small (see SORTER_CACHE_KIB). */
export function withSorterCache<T>(next: SqliteDatabase, build: () => T): T {
  const cache = next.pragma('cache_size', { simple: true }) as number;
  next.pragma(`cache_size = -${SORTER_CACHE_KIB}`);
  try {
    return build();
  } finally {
    if (next.open) next.pragma(`cache_size = ${cache}`);
  }
}

import type { SqliteClient } from '../../storage/sqlite-client';
import {
  SQLITE_BULK_BUILT_INDEXES,
  SQLITE_FILL_PATIENT_COUNTS,
  SQLITE_COUNT_STATUS_MOVE,
  SQLITE_PATIENT_COUNT_TRIGGERS,
  SQLITE_PATIENT_COUNT_TRIGGER_NAMES,
  SQLITE_READ_MODEL_QUERY_INDEXES,
  createIndexSql,
  inViews,
} from './sqlite-read-model-schema';
import { VIEWS_SCHEMA } from '../../storage/sqlite-views-file';
import {
  SQLITE_FILL_VISIT_COUNTS,
  SQLITE_VISIT_COUNT_TRIGGERS,
  SQLITE_VISIT_COUNT_TRIGGER_NAMES,
} from './sqlite-visit-counts';

/**
 * Page cache of the writer while a bulk replay runs (KiB, as SQLite's negative cache_size). A run of random
 * ids touches primary-key pages all over the index, and a page evicted midway is read again (from the OS's
 * cache) and written twice; but the cache is also most of a rebuild's memory. 64 MB rebuilt 400,007 events in
 * the CPU time 192 MB took (see YOUNG_GENERATION_MB in reading-thread-replay.ts) with 137 MB less at peak.
 */
const BULK_CACHE_KIB = 64 * 1024;
/**
 * WAL pages between automatic checkpoints while a bulk replay runs: a checkpoint copies pages a later run
 * rewrites anyway. The WAL is checkpointed and truncated when the replay ends, so the file does not stay large.
 * On a reading-thread replay a checkpoint thread copies each run meanwhile (see replayOnReadingThread), and this
 * bounds how long the log grows before the writer copies the last run itself so that the log can start over.
 */
const BULK_AUTOCHECKPOINT_PAGES = 100_000;

/**
 * SQLite's `synchronous` level while a bulk replay runs: NORMAL (1), as
 * every read-model commit already is (`writeUnsynced`), for the replay's own
 * transactions too. In WAL mode NORMAL leaves a commit's frames unsynced but
 * still syncs the WAL before each checkpoint and the file after it, so a
 * crash or power loss can lose the last runs (views and their checkpoint
 * together: the next start replays them) but never corrupt the file, which
 * also holds the log. OFF would skip those syncs too: a power loss during a
 * checkpoint could then tear pages of the shared file, so it is not used.
 */
const BULK_SYNCHRONOUS = 1;

/** SQLite's sorter helper threads while a bulk replay runs: the index builds at its end sort on both cores. */
const BULK_SORTER_THREADS = 2;

/**
 * The writer's settings for a bulk replay while `replay` runs (a larger page cache, rarer automatic
 * checkpoints, commits not synced one by one, temporary files on disk), restored afterwards; the log's
 * durability is not weakened beyond NORMAL (see BULK_SYNCHRONOUS).
 */
export async function withBulkSettings<T>(db: SqliteClient, replay: () => Promise<T>): Promise<T> {
  const writer = db.writer;
  // The views' file takes the replay's writes: its page cache, not the log's, is the one made larger.
  const cacheSize = writer.pragma(`${VIEWS_SCHEMA}.cache_size`, { simple: true }) as number;
  // Runs of 100,000 events journal, and the index builds sort, far more than memory should hold.
  const tempStore = writer.pragma('temp_store', { simple: true }) as number;
  const autocheckpoint = writer.pragma('wal_autocheckpoint', { simple: true }) as number;
  const synchronous = writer.pragma('synchronous', { simple: true }) as number;
  const threads = writer.pragma('threads', { simple: true }) as number;
  writer.pragma('temp_store = FILE');
  writer.pragma(`threads = ${BULK_SORTER_THREADS}`);
  writer.pragma(`${VIEWS_SCHEMA}.cache_size = -${BULK_CACHE_KIB}`);
  writer.pragma(`wal_autocheckpoint = ${BULK_AUTOCHECKPOINT_PAGES}`);
  writer.pragma(`synchronous = ${Math.min(synchronous, BULK_SYNCHRONOUS)}`);
  try {
    return await replay();
  } finally {
    writer.pragma(`${VIEWS_SCHEMA}.cache_size = ${cacheSize}`);
    writer.pragma(`temp_store = ${tempStore}`);
    writer.pragma(`wal_autocheckpoint = ${autocheckpoint}`);
    writer.pragma(`synchronous = ${synchronous}`);
    writer.pragma(`threads = ${threads}`);
    writer.pragma('wal_checkpoint(TRUNCATE)');
  }
}

/**
 * Drops the query indexes that do not follow the log order (see
 * QueryIndex) and the patient-count triggers for the replay and builds
 * each once afterwards, counting the patients in one pass (also
 * after a failure: the views written so far stay queryable), with the bulk
 * settings above meanwhile. Should the process die midway, the next open
 * creates the missing indexes and triggers and counts the patients again.
 */
export async function withBulkWrites<T>(db: SqliteClient, replay: () => Promise<T>): Promise<T> {
  const writer = db.writer;
  db.write(() => {
    for (const index of SQLITE_BULK_BUILT_INDEXES) writer.exec(`DROP INDEX IF EXISTS ${index.name}`);
    for (const trigger of [...SQLITE_PATIENT_COUNT_TRIGGER_NAMES, ...SQLITE_VISIT_COUNT_TRIGGER_NAMES])
      writer.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
  });
  return withBulkSettings(db, async () => {
    try {
      return await replay();
    } finally {
      db.write(() => {
        for (const index of SQLITE_READ_MODEL_QUERY_INDEXES) writer.exec(inViews(createIndexSql(index)));
        writer.exec(SQLITE_FILL_PATIENT_COUNTS);
        writer.exec(inViews(SQLITE_PATIENT_COUNT_TRIGGERS));
        // Statuses changed unseen while the trigger was dropped: marks of status lists taken before are stale.
        writer.exec(SQLITE_COUNT_STATUS_MOVE);
        writer.exec(SQLITE_FILL_VISIT_COUNTS);
        writer.exec(inViews(SQLITE_VISIT_COUNT_TRIGGERS));
      });
    }
  });
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { type BackgroundCheckpoints, startBackgroundCheckpoints } from './background-checkpoints';
import { DeferredWalSync } from './deferred-wal-sync';
import { acquireDirectoryLock } from './directory-lock';
import { refuseLegacyPglite } from './sqlite-legacy';
import {
  VIEWS_PAGE_SIZE,
  VIEWS_SCHEMA,
  attachViews,
  detachViews,
  replaceDatabaseFile,
  retiredViewsFileBeside,
  viewsFileBeside,
} from './sqlite-views-file';

export type SqliteDatabase = Database.Database;

/**
 * `full`: every commit's WAL frames are fsynced before it returns, so an
 * acknowledged write survives power loss. `normal`: they are fsynced at
 * checkpoints only, which survives a killed process but may lose the last
 * commits on power loss; faster on slow disks.
 */
export type SqliteSynchronous = 'full' | 'normal';

export const SQLITE_FILE = 'clinical.sqlite';

/** A bound LIMIT as an expression: SQLite recompiles a statement whose bare `LIMIT ?` is bound again (every run). */
export const SQLITE_BOUND_LIMIT = 'LIMIT (? + 0)';
/** Long enough to ride out a checkpoint of a large WAL; never reached in normal operation (one writer). */
const BUSY_TIMEOUT_MS = 5000;
/** WAL pages before a commit checkpoints (SQLite's default 1000): fewer checkpoints write a page touched again once. */
const WAL_AUTOCHECKPOINT_PAGES = 5000;

/** The writer's own checkpoint beside the thread: only it restarts the log while commits keep coming. */
const WAL_AUTOCHECKPOINT_BEHIND_THREAD_PAGES = 20_000;

/** From here the thread stops letting commits gather, so the writer's checkpoint above finds little left to copy. */
const CHECKPOINT_THREAD_CATCH_UP_PAGES = (WAL_AUTOCHECKPOINT_BEHIND_THREAD_PAGES * 3) / 4;

/**
 * Statement journals in memory: writes through triggers otherwise spill them to temporary files within a transaction.
 * Work that sorts a whole table (building an index) runs with files instead: see `withTemporaryFiles`.
 */
const WRITER_TEMP_STORE = 'MEMORY';

/**
 * FAST zeroes deleted content in the pages a delete writes anyway, where a destroyed batch key lives
 * (`SqliteBatchKeyStore`); ON would also zero the freed pages of acknowledged queue rows, which only held ciphertext.
 */
const WRITER_SECURE_DELETE = 'FAST';

export interface SqliteOptions {
  synchronous: SqliteSynchronous;
  /**
   * Copy the write-ahead log into the file on a thread of its own (a served
   * database) rather than in whichever commit crosses the threshold. Told
   * why, should the thread stop early.
   */
  checkpointThread?: { onFailure: (error: Error) => void };
  /** Told if a deferred sync of the log fails (see `writeSyncedLater`); every later `durable()` then rejects. */
  onSyncFailure?: (error: Error) => void;
  /**
   * Reads go through the writer's connection, not one of their own: for a process that only rebuilds
   * (`projections:rebuild`), which has no reads to keep apart from its writes.
   */
  oneConnection?: boolean;
}

/**
 * The embedded database: the log's file in DATA_DIR and the views' file beside it (`views.sqlite`, attached
 * to every connection, see sqlite-views-file.ts), held by one process. Every
 * write goes through the single writer connection in short synchronous
 * transactions; reads use their own connection, which in WAL mode reads the
 * last committed state and never waits for the writer.
 */
export interface SqliteClient {
  readonly writer: SqliteDatabase;
  readonly reader: SqliteDatabase;
  /** Random per open: anything a previous process left marked as its own (queue leases) is known to be dead. */
  readonly session: string;
  /** Runs `work` in one BEGIN IMMEDIATE transaction on the writer; it must not await. */
  write<T>(work: () => T): T;
  /**
   * Like `write`, for a commit that need not reach the disk by itself (no
   * fsync under `full`): read models, which the log rebuilds, and import
   * queue bookkeeping, which a later synced commit covers. The WAL is one
   * file written in commit order, so the next `write` syncs this commit's
   * frames with its own; a power loss before that loses this commit whole
   * (never part of it, never an earlier synced one). A killed process loses
   * nothing either way. An import paid one fsync per projector run and per
   * queue claim, ack and publish besides the log's own.
   */
  writeUnsynced<T>(work: () => T): T;
  /**
   * Like `write`, but under `full` its fsync runs on libuv's thread pool
   * after the commit returns, shared with the commits made meanwhile: the
   * event loop never waits for the disk. The commit is visible to this
   * process at once and durable once `durable()` resolves, which the caller
   * awaits before acknowledging it.
   */
  writeSyncedLater<T>(work: () => T): T;
  /**
   * Resolves once every commit made so far is on disk. Whatever shows data
   * read from this file to the outside awaits it after reading, so no commit
   * leaves the process before it is durable. Rejects after a failed sync.
   */
  durable(): Promise<void>;
  /**
   * Runs `work` (outside any transaction) with the writer's temporary storage
   * in files, as SQLite keeps it by default: for schema changes and bulk
   * replays, whose index builds would otherwise sort every key in memory.
   */
  withTemporaryFiles<T>(work: () => T): T;
  /** Runs `work` on the reader in one transaction, so several statements see one snapshot. */
  read<T>(work: () => T): T;
  /**
   * Puts the views file at `next` in the place of the live one: both connections detach the live file (its
   * write-ahead log copied in and removed first), `next` is renamed over it, and both attach it again.
   * Readers see the old views until then, the new after. No other connection (a thread's) may have the views
   * open meanwhile: a rebuild's process holds the directory alone.
   */
  replaceViews(next: string): void;
  close(): void;
}

/**
 * The views file on the write-ahead log too, its commits unsynced: the log rebuilds it, and in one transaction
 * over both files SQLite commits the log's (the main file) first, so a crash between the two leaves the views
 * behind the log, never ahead (see SqliteReadModelStore.open).
 */
function attachViewsToWriter(db: SqliteDatabase, path: string): void {
  attachViews(db, path);
  // Before the first write of a new file; a file that has pages keeps its size.
  db.pragma(`${VIEWS_SCHEMA}.page_size = ${VIEWS_PAGE_SIZE}`);
  db.pragma(`${VIEWS_SCHEMA}.journal_mode = WAL`);
  db.pragma(`${VIEWS_SCHEMA}.synchronous = NORMAL`);
  db.pragma(`${VIEWS_SCHEMA}.secure_delete = ${WRITER_SECURE_DELETE}`);
}

function openWriter(path: string, options: SqliteOptions): SqliteDatabase {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    db.pragma(`temp_store = ${WRITER_TEMP_STORE}`);
    db.pragma(`secure_delete = ${WRITER_SECURE_DELETE}`);
    attachViewsToWriter(db, path);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function openSqliteClient(dataDir: string, options: SqliteOptions = { synchronous: 'full' }): SqliteClient {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirectoryLock(dataDir);
  let writer: SqliteDatabase | null = null;
  try {
    refuseLegacyPglite(dataDir);
    const path = join(dataDir, SQLITE_FILE);
    writer = openWriter(path, options);
    const opened = writer;
    // Opened after the writer switched the file to WAL, which a read-only connection cannot do.
    const reader = options.oneConnection ? opened : new Database(path, { readonly: true });
    reader.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (reader !== opened) attachViews(reader, path);
    // Made once: better-sqlite3 builds a new wrapper (several closures) per `transaction()` call.
    const inTransaction = opened.transaction((work: () => unknown) => work());
    const inSnapshot = reader.transaction((work: () => unknown) => work());
    const checkpoints =
      options.checkpointThread && !opened.memory ? backgroundCheckpoints(opened, options.checkpointThread) : null;
    const walSync =
      options.synchronous === 'full' && !opened.memory
        ? new DeferredWalSync(`${path}-wal`, (error) => options.onSyncFailure?.(error))
        : null;
    const commit = <T>(work: () => T): T => {
      const result = inTransaction.immediate(work) as T;
      checkpoints?.committed();
      return result;
    };
    const write = <T>(work: () => T): T => {
      // Inside another transaction this is a savepoint: only the outermost commit is synced (or not).
      const outermost = !opened.inTransaction;
      const result = commit(work);
      if (outermost) walSync?.committedSynced();
      return result;
    };
    // SQLite applies this pragma when it compiles it, so it is run afresh rather than prepared once.
    const synchronous = (level: 'NORMAL' | 'FULL'): void => void opened.exec(`PRAGMA synchronous = ${level}`);
    /** Commits without an fsync; null when that cannot apply (inside another transaction, or no WAL to sync). */
    const commitAtNormal = <T>(work: () => T): { result: T } | null => {
      // Inside another transaction the setting would not apply to it: that one commits as configured.
      if (!walSync || opened.inTransaction) return null;
      synchronous('NORMAL');
      try {
        return { result: commit(work) };
      } finally {
        synchronous('FULL');
      }
    };
    return {
      writer: opened,
      reader,
      session: randomUUID(),
      write,
      writeUnsynced(work) {
        const committed = commitAtNormal(work);
        return committed ? committed.result : write(work);
      },
      writeSyncedLater(work) {
        // After a failed sync, commits are synced in place again (and `durable()` rejects regardless).
        const committed = walSync?.failed ? null : commitAtNormal(work);
        if (!committed) return write(work);
        walSync?.committedUnsynced();
        return committed.result;
      },
      durable: () => walSync?.durable() ?? Promise.resolve(),
      withTemporaryFiles<T>(work: () => T): T {
        opened.pragma('temp_store = FILE');
        try {
          return work();
        } finally {
          opened.pragma(`temp_store = ${WRITER_TEMP_STORE}`);
        }
      },
      read: <T>(work: () => T): T => inSnapshot.deferred(work) as T,
      replaceViews(next: string) {
        const live = viewsFileBeside(path);
        if (reader !== opened) detachViews(reader);
        // Out of the write-ahead log: the live file whole, so that no log of it is left for the new file.
        let mode: unknown;
        try {
          // SQLite refuses (busy) while another connection has the file open, or answers with the mode it kept.
          mode = opened.pragma(`${VIEWS_SCHEMA}.journal_mode = DELETE`, { simple: true });
        } catch {
          mode = null;
        }
        if (mode !== 'delete') {
          if (reader !== opened) attachViews(reader, path);
          throw new Error(`the views file is open on another connection: not replaced (journal mode ${String(mode)})`);
        }
        detachViews(opened);
        replaceDatabaseFile(next, live, retiredViewsFileBeside(path));
        attachViewsToWriter(opened, path);
        if (reader !== opened) attachViews(reader, path);
      },
      close() {
        walSync?.close();
        checkpoints?.stop();
        if (reader !== opened) reader.close();
        opened.close();
        lock.release();
      },
    };
  } catch (error) {
    writer?.close();
    lock.release();
    throw error;
  }
}

function backgroundCheckpoints(
  writer: SqliteDatabase,
  options: NonNullable<SqliteOptions['checkpointThread']>,
): BackgroundCheckpoints {
  writer.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_BEHIND_THREAD_PAGES}`);
  return startBackgroundCheckpoints(
    writer.name,
    (error) => {
      // Back to checkpoints in the writer's commits, which keep the log as short as before.
      if (writer.open) writer.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
      options.onFailure(error);
    },
    { catchUpFrames: CHECKPOINT_THREAD_CATCH_UP_PAGES },
  );
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { acquireDirectoryLock } from './directory-lock';
import { refuseLegacyPglite } from './sqlite-legacy';

export type SqliteDatabase = Database.Database;

/**
 * `full`: every commit's WAL frames are fsynced before it returns, so an
 * acknowledged write survives power loss. `normal`: they are fsynced at
 * checkpoints only, which survives a killed process but may lose the last
 * commits on power loss; faster on slow disks.
 */
export type SqliteSynchronous = 'full' | 'normal';

export const SQLITE_FILE = 'clinical.sqlite';
/** Long enough to ride out a checkpoint of a large WAL; never reached in normal operation (one writer). */
const BUSY_TIMEOUT_MS = 5000;

export interface SqliteOptions {
  synchronous: SqliteSynchronous;
}

/**
 * The embedded database: one file in DATA_DIR, held by one process. Every
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
   * Like `write`, for what is rebuilt from the log (read models and their
   * checkpoint, in one transaction): its commit is not fsynced on its own
   * (synchronous=NORMAL for that transaction). A power loss can then take
   * back the newest such commits, never the log: the WAL is one file written
   * in order and every later commit of the log (synchronous=FULL) fsyncs it
   * whole, so what is lost is only a tail of view commits, with their
   * checkpoint, which the projector applies again. That fsync, one per
   * projector run, blocked the event loop as long as the log's own.
   */
  writeRebuildable<T>(work: () => T): T;
  /** Runs `work` on the reader in one transaction, so several statements see one snapshot. */
  read<T>(work: () => T): T;
  close(): void;
}

function openWriter(path: string, options: SqliteOptions): SqliteDatabase {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
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
    // Opened after the writer switched the file to WAL, which a read-only connection cannot do.
    const reader = new Database(path, { readonly: true });
    reader.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const opened = writer;
    // Made once: better-sqlite3 builds a new wrapper (several closures) per `transaction()` call.
    const inTransaction = opened.transaction((work: () => unknown) => work());
    const inSnapshot = reader.transaction((work: () => unknown) => work());
    const write = <T>(work: () => T): T => inTransaction.immediate(work) as T;
    // SQLite applies this pragma when the statement is compiled, so it is not kept as a prepared statement.
    const synchronous = (level: string): void => void opened.pragma(`synchronous = ${level}`);
    return {
      writer: opened,
      reader,
      session: randomUUID(),
      write,
      writeRebuildable(work) {
        // Inside another transaction the setting would not apply to it: that one commits as configured.
        if (options.synchronous === 'normal' || opened.inTransaction) return write(work);
        synchronous('NORMAL');
        try {
          return write(work);
        } finally {
          synchronous('FULL');
        }
      },
      read: <T>(work: () => T): T => inSnapshot.deferred(work) as T,
      close() {
        reader.close();
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

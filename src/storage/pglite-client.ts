import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor } from './sql-client';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';

/** PGlite keeps a real Postgres data directory on disk; one process may open it at a time. */
export async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  mkdirSync(dataDir, { recursive: true });
  const lock: DirectoryLock = acquireDirectoryLock(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(`${dataDir}/pglite`);
  } catch (error) {
    lock.release();
    throw error;
  }
  const executor = (target: { query: PGlite['query'] }): SqlExecutor => ({
    async query<R>(text: string, params: unknown[] = []): Promise<R[]> {
      const result = await target.query<R>(text, params);
      return result.rows;
    },
  });
  return {
    ...executor(db),
    async exec(text: string): Promise<void> {
      await db.exec(text);
    },
    transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(executor(tx)));
    },
    async close(): Promise<void> {
      await db.close();
      lock.release();
    },
  };
}

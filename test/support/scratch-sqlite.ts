import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SqliteClient, type SqliteOptions, openSqliteClient } from '../../src/storage/sqlite-client';
import type { SqlExecutor } from '../../src/storage/sql-client';

export interface ScratchSqlite {
  db: SqliteClient;
  dir: string;
  /** Closes the database and deletes its directory. */
  dispose(): Promise<void>;
}

/** An embedded database in a fresh temporary directory. */
export function openScratchSqlite(prefix: string, options: Partial<SqliteOptions> = {}): ScratchSqlite {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const db = openSqliteClient(dir, { synchronous: 'normal', ...options });
  return {
    db,
    dir,
    async dispose() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The writer connection behind the contract suites' PostgreSQL-flavoured
 * statements: `$1` becomes the named parameter `@p1`, and `TRUNCATE t`
 * becomes SQLite's way of emptying a table, `DELETE FROM t` without WHERE.
 */
export function sqliteExecutor(db: SqliteClient): SqlExecutor {
  return {
    async query<R>(text: string, params: unknown[] = []): Promise<R[]> {
      const sql = text.replace(/\$(\d+)/g, '@p$1').replace(/^\s*TRUNCATE\s+(\w+)\s*$/i, 'DELETE FROM $1');
      const named = Object.fromEntries(params.map((value, index) => [`p${index + 1}`, value]));
      const statement = db.writer.prepare(sql);
      const bind = params.length > 0 ? [named] : [];
      return statement.reader ? (statement.all(...bind) as R[]) : (statement.run(...bind), []);
    },
  };
}

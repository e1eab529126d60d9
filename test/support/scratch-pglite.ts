import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteClient } from '../../src/storage/pglite-client';
import type { SqlClient } from '../../src/storage/sql-client';

export interface ScratchPglite {
  sql: SqlClient;
  /** Closes the database and deletes its directory. */
  dispose(): Promise<void>;
}

/** An embedded database in a fresh temporary directory. */
export async function openScratchPglite(prefix: string): Promise<ScratchPglite> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const sql = await openPgliteClient(dir);
  return {
    sql,
    async dispose() {
      await sql.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

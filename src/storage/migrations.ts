import type { SqlClient } from './sql-client';

/**
 * Runs idempotent schema statements one by one inside a transaction holding an
 * advisory lock, so several processes starting together on one PostgreSQL
 * server never race on CREATE ... IF NOT EXISTS.
 */
export async function migrate(client: SqlClient, lockKey: number, statements: string[]): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    for (const statement of statements) await tx.query(statement);
  });
}

export const LOCK_KEYS = {
  eventSchema: 7201,
  /** Namespace of the per-stream append locks (two-key advisory locks: this and the stream's hash). */
  streamAppend: 7202,
  readSchema: 7203,
  queueSchema: 7204,
  userSchema: 7205,
  auditSchema: 7206,
} as const;

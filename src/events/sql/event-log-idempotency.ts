import type { SqlClient } from '../../storage/sql-client';
import { IDEMPOTENCY_INDEX, type IdempotencyRecord } from '../idempotency-record';

/**
 * The PostgreSQL log's idempotency columns, added to a log made before them:
 * nullable and without default, so adding them rewrites no row. The index is
 * partial (keyless events are not in it) and unique, so two processes racing
 * on one key cannot both append.
 */
export const EVENT_LOG_IDEMPOTENCY_SCHEMA: string[] = [
  'ALTER TABLE event_log ADD COLUMN IF NOT EXISTS idempotency_key TEXT',
  'ALTER TABLE event_log ADD COLUMN IF NOT EXISTS idempotency_fingerprint TEXT',
  `CREATE UNIQUE INDEX IF NOT EXISTS ${IDEMPOTENCY_INDEX} ON event_log (idempotency_key)
     WHERE idempotency_key IS NOT NULL`,
];

/** The write that stored `key`: one look-up on the partial unique index (commits are durable on PostgreSQL). */
export async function findIdempotentSql(sql: SqlClient, key: string): Promise<IdempotencyRecord | null> {
  const [row] = await sql.query<{ stream_id: string; stream_revision: number; position: string; fp: string }>(
    'SELECT stream_id, stream_revision, position, idempotency_fingerprint AS fp FROM event_log ' +
      'WHERE idempotency_key = $1',
    [key],
  );
  return row
    ? { fingerprint: row.fp, streamId: row.stream_id, revision: row.stream_revision, position: Number(row.position) }
    : null;
}

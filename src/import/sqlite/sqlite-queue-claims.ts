import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import type { DeliveredMessage } from '../import-queue';

export interface Claim {
  key: string;
  segments: number[];
  messages: DeliveredMessage[];
}

interface SegmentSize {
  seq: number;
  message_count: number;
}

/** The oldest segments whose messages fit in maxBatch; at least one, a segment is never split. */
function segmentsWithin(sizes: SegmentSize[], maxBatch: number): number[] {
  const chosen: number[] = [];
  let total = 0;
  for (const size of sizes) {
    if (chosen.length > 0 && total + size.message_count > maxBatch) break;
    chosen.push(size.seq);
    total += size.message_count;
  }
  return chosen;
}

/** A key's oldest segments and their sizes: read from the index by key alone (see the queue's schema). */
export const SEGMENT_SIZES = 'SELECT seq, message_count FROM import_queue WHERE msg_key = ? ORDER BY seq LIMIT 64';

/**
 * Leasing a key and taking its oldest segments, in one write transaction.
 * Attempts are counted at claim time and committed with the lease, so a
 * process killed while handling the group redelivers it one attempt higher.
 */
export class SqliteQueueClaims {
  private readonly ready: Statement<[number, string], { msg_key: string }>;
  private readonly sizes: Statement<[string], SegmentSize>;
  private readonly dropKey: Statement<[string]>;
  private readonly take: Statement<[string], { seq: number; payload: string; attempts: number }>;
  private readonly lease: Statement<[string, string, number, string]>;

  constructor(private readonly db: SqliteClient) {
    const writer = db.writer;
    // A key is ready when its lease ran out or was taken by an earlier process.
    this.ready = writer.prepare(
      `SELECT msg_key FROM import_queue_keys WHERE leased_until <= ? OR lease_session IS NOT ?
       ORDER BY leased_until, msg_key LIMIT 1`,
    );
    this.sizes = writer.prepare(SEGMENT_SIZES);
    this.dropKey = writer.prepare('DELETE FROM import_queue_keys WHERE msg_key = ?');
    this.take = writer.prepare(
      'UPDATE import_queue SET attempts = attempts + 1 WHERE seq IN (SELECT value FROM json_each(?)) ' +
        'RETURNING seq, payload, attempts',
    );
    this.lease = writer.prepare(
      'UPDATE import_queue_keys SET lease_owner = ?, lease_session = ?, leased_until = ? WHERE msg_key = ?',
    );
  }

  /** Leases the ready key that waited longest and takes its oldest messages; null when nothing is ready. */
  claim(owner: string, maxBatch: number, leaseMs: number): Claim | null {
    return this.db.writeUnsynced(() => {
      for (;;) {
        const now = Date.now();
        const ready = this.ready.get(now, this.db.session);
        if (!ready) return null;
        const key = ready.msg_key;
        const sizes = this.sizes.all(key);
        if (sizes.length === 0) {
          this.dropKey.run(key);
          continue;
        }
        const segments = segmentsWithin(sizes, maxBatch);
        const rows = this.take.all(JSON.stringify(segments)).sort((a, b) => a.seq - b.seq);
        this.lease.run(owner, this.db.session, now + leaseMs, key);
        const messages = rows.flatMap((row) =>
          (JSON.parse(row.payload) as string[]).map((value, index) => ({
            key,
            value,
            offset: `${row.seq}:${index}`,
            deliveryAttempt: row.attempts,
          })),
        );
        return { key, segments, messages };
      }
    });
  }
}

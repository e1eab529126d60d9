import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import { type GroupBounds, type SegmentSize, segmentsWithin } from '../group-bounds';
import type { DeliveredMessage } from '../import-queue';
import { type TakenSegment, segmentMessages } from '../segment-messages';

export interface Claim {
  key: string;
  segments: number[];
  messages: DeliveredMessage[];
}

/**
 * A key's oldest segments and their sizes. The message counts come from the index by key (see the queue's schema);
 * octet_length reads a payload's size from its record header, where length() would read the whole payload.
 */
export const SEGMENT_SIZES =
  'SELECT seq, message_count AS messages, octet_length(payload) AS bytes FROM import_queue ' +
  'WHERE msg_key = ? ORDER BY seq LIMIT 64';

/**
 * Leasing a key and taking its oldest segments, in one write transaction.
 * Attempts are counted at claim time and committed with the lease, so a
 * process killed while handling the group redelivers it one attempt higher.
 */
export class SqliteQueueClaims {
  private readonly ready: Statement<[number, string], { msg_key: string }>;
  private readonly sizes: Statement<[string], SegmentSize>;
  private readonly dropKey: Statement<[string]>;
  private readonly take: Statement<[string], TakenSegment>;
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
  claim(owner: string, bounds: GroupBounds, leaseMs: number): Claim | null {
    // An idle consumer asks ten times a second: a plain read answers "nothing ready" without a write transaction.
    if (!this.ready.get(Date.now(), this.db.session)) return null;
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
        const segments = segmentsWithin(sizes, bounds);
        const rows = this.take.all(JSON.stringify(segments));
        this.lease.run(owner, this.db.session, now + leaseMs, key);
        return { key, segments, messages: segmentMessages(key, rows) };
      }
    });
  }
}

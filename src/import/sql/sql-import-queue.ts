import { randomUUID } from 'node:crypto';
import { LOCK_KEYS, migrate } from '../../storage/migrations';
import type { SqlClient } from '../../storage/sql-client';
import type {
  ConsumeOptions,
  DeliveredMessage,
  GroupHandler,
  ImportQueue,
  QueueConsumer,
  QueueMessage,
} from '../import-queue';
import { type GroupBounds, groupBounds, segmentsWithin } from '../group-bounds';
import { type TakenSegment, segmentMessages } from '../segment-messages';
import { IMPORT_QUEUE_SCHEMA } from './import-queue-schema';
import { pollingConsumer } from '../polling-consumer';

export interface SqlQueueTimings {
  /** A consumer that dies keeps its key this long; then another consumer gets the group again. */
  leaseMs: number;
  /** Sleep when nothing is ready. */
  idleMs: number;
}

const DEFAULT_TIMINGS: SqlQueueTimings = { leaseMs: 60_000, idleMs: 100 };

/** A segment's size as PostgreSQL answers it (bigint columns and octet_length may come back as strings). */
interface StoredSegmentSize {
  seq: number | string;
  message_count: number;
  bytes: number | string;
}

interface Claim {
  key: string;
  segments: number[];
  messages: DeliveredMessage[];
}

/**
 * Import queue in a PostgreSQL table, shared by many worker processes. Ack deletes the rows: raw CSV rows may hold
 * identifying
 * text and must not linger once their outcome is in the event log.
 */
export class SqlImportQueue implements ImportQueue {
  private readonly wakers = new Set<() => void>();

  private constructor(
    private readonly sql: SqlClient,
    private readonly timings: SqlQueueTimings,
  ) {}

  static async open(sql: SqlClient, timings: Partial<SqlQueueTimings> = {}): Promise<SqlImportQueue> {
    await migrate(sql, LOCK_KEYS.queueSchema, IMPORT_QUEUE_SCHEMA);
    return new SqlImportQueue(sql, { ...DEFAULT_TIMINGS, ...timings });
  }

  async publish(messages: QueueMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const segments = new Map<string, string[]>();
    for (const message of messages) {
      const values = segments.get(message.key) ?? [];
      values.push(message.value);
      segments.set(message.key, values);
    }
    const keys = [...segments.keys()];
    await this.sql.transaction(async (tx) => {
      // Upsert (not DO NOTHING) so the key row is locked: a consumer cannot drop it as empty meanwhile.
      await tx.query(
        `INSERT INTO import_queue_keys (msg_key) SELECT k FROM unnest($1::text[]) AS k
         ON CONFLICT (msg_key) DO UPDATE SET msg_key = EXCLUDED.msg_key`,
        [keys],
      );
      // A statement per segment (one key per upload, so usually one) with the payload as its own
      // text parameter: wrapping segments in one JSON parameter escaped every row a second time
      // and had the database parse it all again.
      for (const [key, values] of segments) {
        await tx.query('INSERT INTO import_queue (msg_key, payload, message_count) VALUES ($1, $2, $3)', [
          key,
          JSON.stringify(values),
          values.length,
        ]);
      }
    });
    for (const wake of this.wakers) wake();
  }

  async consume(handler: GroupHandler, options: ConsumeOptions): Promise<QueueConsumer> {
    // A key row lost to a crash between statements would hide its messages: restore the index first.
    await this.sql.query(
      `INSERT INTO import_queue_keys (msg_key) SELECT DISTINCT msg_key FROM import_queue ON CONFLICT ` +
        `(msg_key) DO NOTHING`,
    );
    const owner = randomUUID();
    const bounds = groupBounds(options);
    return pollingConsumer(
      {
        claim: () => this.claim(owner, bounds),
        handle: (claim) => this.handle(claim, owner, handler, options),
        idleMs: this.timings.idleMs,
      },
      this.wakers,
      options,
    );
  }

  private async handle(claim: Claim, owner: string, handler: GroupHandler, options: ConsumeOptions): Promise<void> {
    const seqs = claim.segments;
    let outcome;
    try {
      outcome = await handler(claim.messages);
    } catch (error) {
      options.onHandlerError?.(error, claim.messages);
      const attempt = Math.max(...claim.messages.map((message) => message.deliveryAttempt));
      await this.release(claim.key, owner, Math.min(30_000, 200 * 2 ** attempt));
      return;
    }
    if (outcome.kind === 'ack') {
      await this.sql.transaction(async (tx) => {
        await tx.query('DELETE FROM import_queue WHERE seq = ANY($1::bigint[])', [seqs]);
        await tx.query(`UPDATE import_queue_keys SET leased_until = now() WHERE msg_key = $1 AND lease_owner = $2`, [
          claim.key,
          owner,
        ]);
      });
      return;
    }
    // Deferred: this delivery does not count as an attempt.
    await this.sql.transaction(async (tx) => {
      await tx.query('UPDATE import_queue SET attempts = attempts - 1 WHERE seq = ANY($1::bigint[])', [seqs]);
      await tx.query(
        `UPDATE import_queue_keys SET leased_until = now() + make_interval(secs => $3::double precision / 1000)
         WHERE msg_key = $1 AND lease_owner = $2`,
        [claim.key, owner, outcome.delayMs],
      );
    });
  }

  private async release(key: string, owner: string, delayMs: number): Promise<void> {
    await this.sql.query(
      `UPDATE import_queue_keys SET leased_until = now() + make_interval(secs => $3::double precision / 1000)
       WHERE msg_key = $1 AND lease_owner = $2`,
      [key, owner, delayMs],
    );
  }

  /** Leases the ready key that waited longest and takes its oldest messages. */
  private async claim(owner: string, bounds: GroupBounds): Promise<Claim | null> {
    for (;;) {
      const result = await this.sql.transaction(async (tx): Promise<Claim | null | 'empty'> => {
        const [ready] = await tx.query<{ msg_key: string }>(
          `SELECT msg_key FROM import_queue_keys WHERE leased_until <= now()
           ORDER BY leased_until, msg_key LIMIT 1 FOR UPDATE SKIP LOCKED`,
        );
        if (!ready) return null;
        // octet_length of a TOASTed payload reads its size from the TOAST pointer, not the payload.
        const sizes = await tx.query<StoredSegmentSize>(
          'SELECT seq, message_count, octet_length(payload) AS bytes FROM import_queue ' +
            'WHERE msg_key = $1 ORDER BY seq LIMIT 64',
          [ready.msg_key],
        );
        if (sizes.length === 0) {
          await tx.query('DELETE FROM import_queue_keys WHERE msg_key = $1', [ready.msg_key]);
          return 'empty';
        }
        const segments = segmentsWithin(
          sizes.map((size) => ({ seq: Number(size.seq), messages: size.message_count, bytes: Number(size.bytes) })),
          bounds,
        );
        const rows = await tx.query<TakenSegment>(
          'UPDATE import_queue SET attempts = attempts + 1 WHERE seq = ANY($1::bigint[]) RETURNING seq, ' +
            'payload, attempts',
          [segments],
        );
        await tx.query(
          `UPDATE import_queue_keys
           SET lease_owner = $2, leased_until = now() + make_interval(secs => $3::double precision / 1000)
           WHERE msg_key = $1`,
          [ready.msg_key, owner, this.timings.leaseMs],
        );
        return { key: ready.msg_key, segments, messages: segmentMessages(ready.msg_key, rows) };
      });
      if (result !== 'empty') return result;
    }
  }

  async depth(): Promise<number> {
    const rows = await this.sql.query<{ n: string | number }>(
      'SELECT coalesce(sum(message_count), 0) AS n FROM import_queue',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {
    // The SQL client is shared and closed by its owner.
  }
}

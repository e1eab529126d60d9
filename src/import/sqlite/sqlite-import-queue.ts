import { randomUUID } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import type { ConsumeOptions, GroupHandler, ImportQueue, QueueConsumer, QueueMessage } from '../import-queue';
import type { SqlQueueTimings } from '../sql/sql-import-queue';
import { type Claim, SqliteQueueClaims } from './sqlite-queue-claims';
import { SQLITE_IMPORT_QUEUE_SCHEMA } from './sqlite-import-queue-schema';
import { groupBounds } from '../group-bounds';
import { pollingConsumer } from '../polling-consumer';

const DEFAULT_TIMINGS: SqlQueueTimings = { leaseMs: 60_000, idleMs: 100 };

/**
 * The embedded import queue in the SQLite file, with the SQL queue's
 * semantics: durable once publish resolves, a key leased to one consumer at
 * a time so its messages stay in order, redelivery with a higher attempt
 * after a failure or a crash, defer without counting an attempt. Ack deletes
 * the rows: raw CSV rows may hold identifying text and must not linger.
 * Its commits skip the fsync (`writeUnsynced`): a killed process loses
 * nothing, and against power loss the rows of an upload are synced by the
 * log append that accepts the batch (before its 202), claims and acks by the
 * appends of the rows they deliver. A claim or ack lost to power loss only
 * means one more delivery, which finds the row's outcome in the log.
 */
export class SqliteImportQueue implements ImportQueue {
  private readonly wakers = new Set<() => void>();
  /** Keys a consumer of this queue deferred, and which consumer: only that lease may be ended early. */
  private readonly deferred = new Map<string, string>();
  /** Keys in a consumer's hands right now, and those of them made ready meanwhile (a defer then ends at once). */
  private readonly inHand = new Set<string>();
  private readonly readyInHand = new Set<string>();
  private readonly claims: SqliteQueueClaims;
  private readonly addKey: Statement<[string]>;
  private readonly addSegment: Statement<[string, string, number]>;
  private readonly remove: Statement<[string]>;
  private readonly uncount: Statement<[string]>;
  private readonly releaseKey: Statement<[number, string, string]>;

  private constructor(
    private readonly db: SqliteClient,
    private readonly timings: SqlQueueTimings,
  ) {
    const writer = db.writer;
    this.claims = new SqliteQueueClaims(db);
    this.addKey = writer.prepare('INSERT INTO import_queue_keys (msg_key) VALUES (?) ON CONFLICT (msg_key) DO NOTHING');
    this.addSegment = writer.prepare('INSERT INTO import_queue (msg_key, payload, message_count) VALUES (?, ?, ?)');
    this.remove = writer.prepare('DELETE FROM import_queue WHERE seq IN (SELECT value FROM json_each(?))');
    this.uncount = writer.prepare(
      'UPDATE import_queue SET attempts = attempts - 1 WHERE seq IN (SELECT value FROM json_each(?))',
    );
    this.releaseKey = writer.prepare(
      'UPDATE import_queue_keys SET leased_until = ? WHERE msg_key = ? AND lease_owner = ?',
    );
  }

  static open(db: SqliteClient, timings: Partial<SqlQueueTimings> = {}): Promise<SqliteImportQueue> {
    db.writer.exec(SQLITE_IMPORT_QUEUE_SCHEMA);
    return Promise.resolve(new SqliteImportQueue(db, { ...DEFAULT_TIMINGS, ...timings }));
  }

  async publish(messages: QueueMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const segments = new Map<string, string[]>();
    for (const message of messages) {
      const values = segments.get(message.key) ?? [];
      values.push(message.value);
      segments.set(message.key, values);
    }
    this.db.writeUnsynced(() => {
      for (const [key, values] of segments) {
        this.addKey.run(key);
        this.addSegment.run(key, JSON.stringify(values), values.length);
      }
    });
    this.wakeConsumers();
  }

  async consume(handler: GroupHandler, options: ConsumeOptions): Promise<QueueConsumer> {
    const owner = randomUUID();
    const bounds = groupBounds(options);
    return pollingConsumer(
      {
        claim: () => {
          const claim = this.claims.claim(owner, bounds, this.timings.leaseMs);
          // Leased again (here, or by a consumer whose defer ran out): no longer a defer to end.
          if (claim) this.deferred.delete(claim.key);
          return Promise.resolve(claim);
        },
        handle: (claim) => this.handle(claim, owner, handler, options),
        idleMs: this.timings.idleMs,
      },
      this.wakers,
      options,
    );
  }

  private async handle(claim: Claim, owner: string, handler: GroupHandler, options: ConsumeOptions): Promise<void> {
    const seqs = JSON.stringify(claim.segments);
    let outcome;
    this.inHand.add(claim.key);
    try {
      outcome = await handler(claim.messages);
    } catch (error) {
      options.onHandlerError?.(error, claim.messages);
      this.putDown(claim.key);
      const attempt = Math.max(...claim.messages.map((message) => message.deliveryAttempt));
      this.releaseKey.run(Date.now() + Math.min(30_000, 200 * 2 ** attempt), claim.key, owner);
      return;
    }
    const madeReady = this.putDown(claim.key);
    if (outcome.kind === 'ack') {
      this.db.writeUnsynced(() => {
        this.remove.run(seqs);
        this.releaseKey.run(Date.now(), claim.key, owner);
      });
      return;
    }
    // Deferred: this delivery does not count as an attempt. Made ready while the handler decided: at once.
    const delayMs = madeReady ? 0 : outcome.delayMs;
    this.db.writeUnsynced(() => {
      this.uncount.run(seqs);
      this.releaseKey.run(Date.now() + delayMs, claim.key, owner);
    });
    if (madeReady) this.wakeConsumers();
    else this.deferred.set(claim.key, owner);
  }

  /** Consumers of this queue sleeping for want of work look again now. */
  private wakeConsumers(): void {
    for (const wake of this.wakers) wake();
  }

  /** The handler of `key` is done; whether the key was made ready meanwhile. */
  private putDown(key: string): boolean {
    this.inHand.delete(key);
    return this.readyInHand.delete(key);
  }

  /**
   * Ends a defer of `key` by a consumer of this queue. The file has one
   * process, so every consumer of its queue is one of ours: when an upload is
   * accepted, its rows start importing at once instead of up to half a second
   * later. The lease is only ended while the deferring consumer still holds it;
   * a consumer handling the key right now defers it, if at all, for no time.
   */
  ready(key: string): void {
    // A handler may be deciding to defer it right now, on a phase read before the batch was accepted.
    if (this.inHand.has(key)) this.readyInHand.add(key);
    const owner = this.deferred.get(key);
    if (owner === undefined) return;
    this.deferred.delete(key);
    this.db.writeUnsynced(() => this.releaseKey.run(Date.now(), key, owner));
    this.wakeConsumers();
  }

  async depth(): Promise<number> {
    const row = this.db.reader.prepare('SELECT coalesce(sum(message_count), 0) AS n FROM import_queue').get() as {
      n: number;
    };
    return row.n;
  }

  async close(): Promise<void> {
    // The SQLite client is shared with the other embedded adapters and closed by its owner.
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'chai';
import type { DeliveredMessage, GroupOutcome, QueueConsumer } from '../../src/import/import-queue';
import { SqliteImportQueue } from '../../src/import/sqlite/sqlite-import-queue';
import { SqliteQueueClaims } from '../../src/import/sqlite/sqlite-queue-claims';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';

/** Groups bounded by messages only, as the earlier claim took them. */
const TEN_MESSAGES = { maxMessages: 10, maxBytes: Number.POSITIVE_INFINITY };

/** Waits until `done` holds, for at most `ms` (far less than the defers below). */
async function until(done: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  for (let waited = 0; !(await done()) && waited < ms; waited += 10) await delay(10);
}

/**
 * A batch's rows come up while it still uploads, so the worker defers them.
 * Once the upload is accepted, `ready` ends that defer instead of leaving
 * the rows until its delay runs out (a minute here).
 */
describe('SQLite import queue: a deferred key made ready (integration)', () => {
  const DEFER_MS = 60_000;
  let dir: string;
  let db: SqliteClient;
  let queue: SqliteImportQueue;
  let consumer: QueueConsumer | null;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'queue-ready-'));
    db = openSqliteClient(dir, { synchronous: 'full' });
    queue = await SqliteImportQueue.open(db);
    consumer = null;
  });
  afterEach(async () => {
    await consumer?.stop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('redelivers a deferred group at once, without counting the defer as an attempt', async () => {
    const deliveries: DeliveredMessage[][] = [];
    consumer = await queue.consume(
      async (group): Promise<GroupOutcome> => {
        deliveries.push(group);
        return deliveries.length === 1 ? { kind: 'defer', delayMs: DEFER_MS } : { kind: 'ack' };
      },
      { maxBatch: 10 },
    );
    await queue.publish([
      { key: 'batch-1', value: 'row-1' },
      { key: 'batch-1', value: 'row-2' },
    ]);
    await until(() => deliveries.length === 1);
    await delay(200);
    expect(deliveries, 'deferred, and not redelivered before its delay').to.have.length(1);

    queue.ready('batch-1');
    await until(() => deliveries.length === 2);
    expect(deliveries[1].map((message) => [message.value, message.deliveryAttempt])).to.deep.equal([
      ['row-1', 1],
      ['row-2', 1],
    ]);
    await until(async () => (await queue.depth()) === 0);
    expect(await queue.depth(), 'acknowledged').to.equal(0);
  });

  it('made ready while its handler decides to defer it: deferred for no time', async () => {
    const deliveries: DeliveredMessage[][] = [];
    let decide: () => void = () => undefined;
    consumer = await queue.consume(
      async (group): Promise<GroupOutcome> => {
        deliveries.push(group);
        if (deliveries.length > 1) return { kind: 'ack' };
        // The handler read the batch as still uploading; the upload is accepted before it answers.
        await new Promise<void>((resolve) => (decide = resolve));
        return { kind: 'defer', delayMs: DEFER_MS };
      },
      { maxBatch: 10 },
    );
    await queue.publish([{ key: 'batch-3', value: 'row-1' }]);
    await until(() => deliveries.length === 1);
    queue.ready('batch-3');
    decide();
    await until(() => deliveries.length === 2);
    expect(deliveries[1].map((message) => [message.value, message.deliveryAttempt])).to.deep.equal([['row-1', 1]]);
  });

  it('leaves a key alone that is being handled, or that nobody deferred', async () => {
    let finish: () => void = () => undefined;
    let handling = false;
    consumer = await queue.consume(
      async (): Promise<GroupOutcome> => {
        handling = true;
        await new Promise<void>((resolve) => (finish = resolve));
        return { kind: 'ack' };
      },
      { maxBatch: 10 },
    );
    await queue.publish([{ key: 'batch-2', value: 'row-1' }]);
    await until(() => handling);
    queue.ready('batch-2');
    queue.ready('batch-never-deferred');
    // Still leased to the consumer handling it: no other consumer may take it.
    expect(new SqliteQueueClaims(db).claim('another-worker', TEN_MESSAGES, 60_000)).to.equal(null);
    finish();
  });
});

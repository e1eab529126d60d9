import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type {
  DeliveredMessage,
  GroupHandler,
  GroupOutcome,
  ImportQueue,
  QueueConsumer,
  QueueMessage,
} from '../../src/import/import-queue';

/** One queue for one test; every `open()` is a new client (another process, in effect) of that same queue. */
export interface QueueUnderTest {
  open(): Promise<ImportQueue>;
}

export interface ImportQueueUnderTest {
  /**
   * A queue for one test: a fresh one where that is cheap (Kafka: new topic and group), else shared (SQL: one table).
   */
  fresh(): Promise<QueueUnderTest>;
  close(): Promise<void>;
}

interface Delivery {
  consumer: string;
  key: string;
  value: string;
  attempt: number;
  at: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * Records what a test's consumers see. Keys carry the test's own prefix;
 * anything else is a leftover of another test on a shared queue and is
 * acknowledged unseen.
 */
class Recorder {
  readonly prefix = `t${randomBytes(4).toString('hex')}-`;
  readonly delivered: Delivery[] = [];
  readonly acked: Delivery[] = [];
  readonly mixedGroups: string[][] = [];

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  messages(key: string, count: number, from = 0): QueueMessage[] {
    return Array.from({ length: count }, (_, index) => ({ key: this.key(key), value: `${key}:${from + index}` }));
  }

  handler(
    consumer: string,
    behave: (group: DeliveredMessage[]) => Promise<GroupOutcome> = async () => ({ kind: 'ack' }),
  ): GroupHandler {
    return async (group) => {
      if (!group[0].key.startsWith(this.prefix)) return { kind: 'ack' };
      const keys = [...new Set(group.map((message) => message.key))];
      if (keys.length > 1) this.mixedGroups.push(keys);
      const seen = group.map((message) => ({
        consumer,
        key: message.key,
        value: message.value,
        attempt: message.deliveryAttempt,
        at: Date.now(),
      }));
      this.delivered.push(...seen);
      const outcome = await behave(group);
      if (outcome.kind === 'ack') this.acked.push(...seen.map((delivery) => ({ ...delivery, at: Date.now() })));
      return outcome;
    };
  }

  ackedValues(): string[] {
    return this.acked.map((delivery) => delivery.value);
  }
}

/**
 * The import queue port, run against every adapter: at-least-once delivery,
 * order per key, acknowledgement by group, redelivery of what was not
 * acknowledged (also to another consumer or after a restart), consumers of
 * one queue sharing the work.
 */
export function importQueueContract(setup: () => Promise<ImportQueueUnderTest | null>): void {
  let subject: ImportQueueUnderTest;
  let queue: QueueUnderTest;
  let rec: Recorder;
  let cleanup: Array<() => Promise<void>> = [];

  const open = async (): Promise<ImportQueue> => {
    const opened = await queue.open();
    cleanup.push(() => opened.close());
    return opened;
  };
  const consume = async (
    opened: ImportQueue,
    handler: GroupHandler,
    maxBatch = 50,
    onHandlerError?: () => void,
  ): Promise<QueueConsumer> => {
    const consumer = await opened.consume(handler, { maxBatch, onHandlerError });
    cleanup.push(() => consumer.stop());
    return consumer;
  };

  before(async function () {
    const opened = await setup();
    if (!opened) return this.skip();
    subject = opened;
  });
  beforeEach(async () => {
    queue = await subject.fresh();
    rec = new Recorder();
    cleanup = [];
  });
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  after(async () => {
    await subject?.close();
  });

  it('delivers every published message to a consumer', async () => {
    const q = await open();
    const published = [...rec.messages('a', 10), ...rec.messages('b', 10)];
    await q.publish(published.slice(0, 12));
    await q.publish(published.slice(12));
    await consume(q, rec.handler('c1'));
    await waitFor('all messages', () => rec.acked.length >= published.length);
    expect(rec.ackedValues().sort()).to.deep.equal(published.map((message) => message.value).sort());
    expect(rec.delivered.every((delivery) => delivery.attempt === 1)).to.equal(true);
    expect(rec.mixedGroups).to.deep.equal([]);
  });

  it('keeps the order of each key, in groups of one key', async () => {
    const q = await open();
    const keys = ['a', 'b', 'c', 'd'];
    for (let round = 0; round < 5; round += 1) {
      // Interleaved keys within and across publishes, as with concurrent uploads.
      const chunk = keys.flatMap((key) => rec.messages(key, 4, round * 4));
      chunk.sort((x, y) => Number(x.value.split(':')[1]) - Number(y.value.split(':')[1]));
      await q.publish(chunk);
    }
    await consume(q, rec.handler('c1'), 3);
    await waitFor('all messages', () => rec.acked.length >= 80);
    for (const key of keys) {
      const seen = rec.acked.filter((delivery) => delivery.key === rec.key(key)).map((delivery) => delivery.value);
      expect(seen).to.deep.equal(rec.messages(key, 20).map((message) => message.value));
    }
    expect(rec.mixedGroups).to.deep.equal([]);
  });

  it('bounds a group by the bytes of its values too, never splitting what the adapter never splits', async () => {
    const q = await open();
    const padded = (index: number, length: number): QueueMessage => ({
      key: rec.key('sized'),
      value: `sized:${index}:`.padEnd(length, 'x'),
    });
    // One publish per message, so each is its own unit on every adapter; the last one alone exceeds the bound.
    const published = [...Array.from({ length: 6 }, (_, index) => padded(index, 1000)), padded(6, 3000)];
    for (const message of published) await q.publish([message]);
    const groups: string[][] = [];
    const consumer = await q.consume(
      rec.handler('c1', async (group) => {
        groups.push(group.map((message) => message.value.split(':', 2).join(':')));
        return { kind: 'ack' };
      }),
      { maxBatch: 50, maxBytes: 2500 },
    );
    cleanup.push(() => consumer.stop());
    await waitFor('all messages', () => rec.acked.length >= published.length);
    expect(groups.flat()).to.deep.equal(published.map((_, index) => `sized:${index}`));
    // Two values of 1,000 bytes fit in 2,500 (with a SQL segment's few bytes of framing), three do not.
    expect(Math.max(...groups.map((group) => group.length))).to.equal(2);
    expect(groups.at(-1)).to.deep.equal(['sized:6']);
  });

  it('redelivers a group whose handler threw, counting attempts, without holding up other keys', async () => {
    const q = await open();
    let failures = 0;
    let reported = 0;
    await q.publish([...rec.messages('failing', 3), ...rec.messages('fine', 3)]);
    await consume(
      q,
      rec.handler('c1', async (group) => {
        if (group[0].key === rec.key('failing') && failures < 2) {
          failures += 1;
          throw new Error('store unavailable');
        }
        return { kind: 'ack' };
      }),
      50,
      () => (reported += 1),
    );
    await waitFor(
      'the failing key acknowledged',
      () => rec.ackedValues().includes('failing:2') && rec.ackedValues().includes('fine:2'),
    );
    const attempts = rec.delivered
      .filter((delivery) => delivery.value === 'failing:0')
      .map((delivery) => delivery.attempt);
    expect(attempts).to.deep.equal([1, 2, 3]);
    expect(reported).to.equal(2);
    expect(rec.ackedValues().filter((value) => value.startsWith('failing:'))).to.deep.equal([
      'failing:0',
      'failing:1',
      'failing:2',
    ]);
    const ackedAt = (value: string): number => rec.acked.find((delivery) => delivery.value === value)?.at ?? Infinity;
    expect(ackedAt('fine:2')).to.be.below(ackedAt('failing:0'));
  });

  it('redelivers a deferred group later without counting an attempt', async () => {
    const q = await open();
    let defers = 0;
    await q.publish([...rec.messages('uploading', 2), ...rec.messages('ready', 2)]);
    await consume(
      q,
      rec.handler('c1', async (group) => {
        if (group[0].key === rec.key('uploading') && defers < 2) {
          defers += 1;
          return { kind: 'defer', delayMs: 100 };
        }
        return { kind: 'ack' };
      }),
    );
    await waitFor(
      'both keys',
      () => rec.ackedValues().includes('uploading:1') && rec.ackedValues().includes('ready:1'),
    );
    const deliveries = rec.delivered.filter((delivery) => delivery.value === 'uploading:0');
    expect(deliveries.map((delivery) => delivery.attempt)).to.deep.equal([1, 1, 1]);
    expect(rec.acked.filter((delivery) => delivery.key === rec.key('ready'))).to.have.length(2);
  });

  it('does not redeliver acknowledged messages to a restarted consumer, but does redeliver the rest', async () => {
    const first = await open();
    await first.publish([...rec.messages('done', 5), ...rec.messages('stuck', 2)]);
    const before = await consume(
      first,
      rec.handler('before', async (group) => {
        if (group[0].key === rec.key('stuck')) throw new Error('crash before the outcome');
        return { kind: 'ack' };
      }),
    );
    await waitFor(
      'first consumer',
      () => rec.acked.length >= 5 && rec.delivered.some((delivery) => delivery.key === rec.key('stuck')),
    );
    await before.stop();
    await first.close();

    const second = await open();
    await second.publish(rec.messages('later', 3));
    await consume(second, rec.handler('after'));
    await waitFor('second consumer', () => ['later:2', 'stuck:1'].every((value) => rec.ackedValues().includes(value)));
    await sleep(1000);
    const afterRestart = rec.delivered
      .filter((delivery) => delivery.consumer === 'after')
      .map((delivery) => delivery.value);
    expect(afterRestart.sort()).to.deep.equal(['later:0', 'later:1', 'later:2', 'stuck:0', 'stuck:1']);
  });

  it('shares the work between consumers, each message acknowledged exactly once', async () => {
    const one = await open();
    const two = await open();
    const slow = async (): Promise<GroupOutcome> => {
      await sleep(10);
      return { kind: 'ack' };
    };
    await consume(one, rec.handler('one', slow), 5);
    await consume(two, rec.handler('two', slow), 5);
    const keys = Array.from({ length: 16 }, (_, index) => `k${index}`);
    const published = keys.flatMap((key) => rec.messages(key, 10));
    await one.publish(published.slice(0, 80));
    await two.publish(published.slice(80));
    await waitFor('all messages', () => new Set(rec.ackedValues()).size >= published.length, 60_000);
    await sleep(500);
    expect(rec.ackedValues().sort()).to.deep.equal(published.map((message) => message.value).sort());
    const byConsumer = new Set(rec.acked.map((delivery) => delivery.consumer));
    expect([...byConsumer].sort()).to.deep.equal(['one', 'two']);
  });

  it('stops cleanly: the group in hand finishes, nothing is handled after stop()', async () => {
    const q = await open();
    await q.publish(rec.messages('slow', 6));
    let inHandler = false;
    let stopped = false;
    let handledAfterStop = false;
    const consumer = await consume(
      q,
      rec.handler('c1', async () => {
        if (stopped) handledAfterStop = true;
        inHandler = true;
        await sleep(300);
        inHandler = false;
        return { kind: 'ack' };
      }),
      2,
    );
    await waitFor('a group in hand', () => inHandler);
    await consumer.stop();
    stopped = true;
    expect(inHandler).to.equal(false);
    const ackedBeforeStop = rec.acked.length;
    expect(ackedBeforeStop).to.be.at.least(2);
    await sleep(500);
    expect(handledAfterStop).to.equal(false);
    expect(rec.acked.length).to.equal(ackedBeforeStop);

    const next = await open();
    await consume(next, rec.handler('c2'));
    await waitFor('the rest', () => rec.acked.length >= 6);
    await sleep(500);
    expect(rec.ackedValues().sort()).to.deep.equal(
      rec
        .messages('slow', 6)
        .map((message) => message.value)
        .sort(),
    );
  });
}

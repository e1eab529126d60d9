import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { EventStore } from '../../src/events/event-store';
import { isIdempotencyKeyTaken, scopedIdempotencyKey } from '../../src/events/idempotency-record';
import { testEvent, uniqueStream } from './support/events';

export interface KeyedStoreUnderTest {
  store: EventStore;
  close(): Promise<void>;
}

const mark = (fingerprint = 'fp-one') => ({ key: scopedIdempotencyKey('usr_contract', randomUUID()), fingerprint });

/**
 * The log as the idempotency record, on every adapter that keeps it: the key
 * and fingerprint go in with the events, a look-up finds the committed write,
 * and a second append under the same key fails as a whole.
 */
export function idempotencyRecordContract(open: () => Promise<KeyedStoreUnderTest | null>): void {
  let subject: KeyedStoreUnderTest;
  let store: EventStore;

  before(async function () {
    this.timeout(120_000);
    const opened = await open();
    if (!opened) return this.skip();
    subject = opened;
    store = subject.store;
  });
  after(async () => {
    await subject?.close();
  });

  it('finds the keyed write by its key: stream, revision, position and fingerprint', async () => {
    const stream = uniqueStream();
    const keyed = mark('fp-a');
    const events = [testEvent('a'), { ...testEvent('b'), idempotency: keyed }];
    const result = await store.append(stream, events, 'no_stream');
    const found = await store.findIdempotent!(keyed.key);
    expect(found).to.deep.equal({ fingerprint: 'fp-a', streamId: stream, revision: 1, position: result.position });
  });

  it('finds nothing for a key never used, and keyless appends store none', async () => {
    await store.append(uniqueStream(), [testEvent('plain')], 'no_stream');
    expect(await store.findIdempotent!(mark().key)).to.equal(null);
  });

  it('refuses a second append under a key already in the log, writing none of its events', async () => {
    const keyed = mark();
    await store.append(uniqueStream(), [{ ...testEvent('first'), idempotency: keyed }], 'no_stream');
    const second = uniqueStream();
    let failure: unknown = null;
    try {
      await store.append(second, [testEvent('x'), { ...testEvent('y'), idempotency: keyed }], 'no_stream');
    } catch (error) {
      failure = error;
    }
    expect(isIdempotencyKeyTaken(failure), String(failure)).to.equal(true);
    expect(await store.readStream(second)).to.deep.equal([]);
  });

  it('keeps a keyed append to an existing stream conditional on its revision', async () => {
    const stream = uniqueStream();
    await store.append(stream, [testEvent('one')], 'no_stream');
    const keyed = mark();
    const result = await store.append(stream, [{ ...testEvent('two'), idempotency: keyed }], 0);
    expect((await store.findIdempotent!(keyed.key))?.revision).to.equal(1);
    expect(result.nextExpectedRevision).to.equal(1);
    // A conflict on the revision is a conflict, and leaves the key free.
    const other = mark();
    await store.append(stream, [{ ...testEvent('stale'), idempotency: other }], 0).catch(() => undefined);
    expect(await store.findIdempotent!(other.key)).to.equal(null);
  });

  it('lets concurrent appends racing on one key through exactly once', async () => {
    const keyed = mark();
    const streams = [uniqueStream(), uniqueStream(), uniqueStream()];
    const outcomes = await Promise.allSettled(
      streams.map((stream) => store.append(stream, [{ ...testEvent('race'), idempotency: keyed }], 'no_stream')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).to.have.length(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(isIdempotencyKeyTaken(outcome.reason)).to.equal(true);
    const written = await Promise.all(streams.map((stream) => store.readStream(stream)));
    expect(written.flat()).to.have.length(1);
  });
}

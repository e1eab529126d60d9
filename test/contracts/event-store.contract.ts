import { expect } from 'chai';
import { type EventStore, type Position, WrongExpectedRevisionError } from '../../src/events/event-store';
import type { SqlExecutor } from '../../src/storage/sql-client';
import { testEvent, testEvents, testMetadata, uniqueStream } from './support/events';

export interface EventStoreUnderTest {
  store: EventStore;
  /** SQL adapters only: a connection to the same database, to prove the log refuses changes. */
  sql?: SqlExecutor;
  close(): Promise<void>;
}

async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(WrongExpectedRevisionError);
    return error as WrongExpectedRevisionError;
  }
  throw new Error('expected a WrongExpectedRevisionError');
}

/** Everything after `after`, paged the way the projector pages. */
async function readAllAfter(store: EventStore, after: Position | null, pageSize = 1000) {
  const events = [];
  let cursor = after;
  for (;;) {
    const page = await store.readAll(cursor, pageSize);
    if (page.length === 0) return events;
    events.push(...page);
    cursor = page[page.length - 1].position;
  }
}

/**
 * The event store port's behaviour, run against every adapter. Each test uses
 * its own streams; tests that read $all measure from the head they saw first,
 * so the suite also runs against a shared server. `open` resolves to null when
 * the adapter's server is not available (after warning): the tests are skipped.
 */
export function eventStoreContract(open: () => Promise<EventStoreUnderTest | null>): void {
  let subject: EventStoreUnderTest;
  let store: EventStore;

  before(async function () {
    this.timeout(180_000);
    const opened = await open();
    if (!opened) return this.skip();
    subject = opened;
    store = subject.store;
  });
  after(async () => {
    await subject?.close();
  });

  it('round-trips events with their metadata, revisions from zero', async () => {
    const stream = uniqueStream();
    const metadata = testMetadata({ batch_id: 'batch_x', row_number: 7 });
    const events = [testEvent('a', metadata), testEvent('b', metadata)];
    const result = await store.append(stream, events, 'no_stream');
    const read = await store.readStream(stream);
    expect(read.map((event) => event.id)).to.deep.equal(events.map((event) => event.id));
    expect(read.map((event) => event.revision)).to.deep.equal([0, 1]);
    expect(read[0].streamId).to.equal(stream);
    expect(read[0].type).to.equal('BatchUploadStarted');
    expect(read[0].data).to.deep.equal(events[0].event.data);
    expect(read[1].metadata).to.deep.equal(metadata);
    expect(new Date(read[0].recordedAt).toISOString()).to.equal(read[0].recordedAt);
    expect(read[1].position).to.be.greaterThan(read[0].position);
    expect(result).to.deep.equal({ nextExpectedRevision: 1, position: read[1].position });
  });

  it('reads an unknown stream as empty', async () => {
    expect(await store.readStream(uniqueStream())).to.deep.equal([]);
  });

  it('checks expected revisions: no_stream, a number, any', async () => {
    const stream = uniqueStream();
    await store.append(stream, [testEvent('first')], 'no_stream');
    const again = await conflictOf(store.append(stream, [testEvent('dup')], 'no_stream'));
    expect(again.actual).to.equal(0);

    const second = await store.append(stream, [testEvent('second'), testEvent('third')], 0);
    expect(second.nextExpectedRevision).to.equal(2);
    const stale = await conflictOf(store.append(stream, [testEvent('stale')], 0));
    expect(stale.actual).to.equal(2);
    expect(stale.expected).to.equal(0);

    expect((await store.append(stream, [testEvent('whatever')], 'any')).nextExpectedRevision).to.equal(3);
    expect((await store.append(uniqueStream(), [testEvent('fresh')], 'any')).nextExpectedRevision).to.equal(0);
    const missing = await conflictOf(store.append(uniqueStream(), [testEvent('none')], 3));
    expect(missing.actual).to.equal(null);
    expect((await store.readStream(stream)).map((event) => event.revision)).to.deep.equal([0, 1, 2, 3]);
  });

  it('appendMany: a conflict on one stream does not block the others', async () => {
    const [fresh, taken, anyStream] = [uniqueStream(), uniqueStream(), uniqueStream()];
    await store.append(taken, [testEvent('taken-0')], 'no_stream');
    await store.append(anyStream, testEvents('any', 2), 'no_stream');
    const outcomes = await store.appendMany([
      { streamId: fresh, events: testEvents('fresh', 2), expectedRevision: 'no_stream' },
      { streamId: taken, events: [testEvent('taken-late')], expectedRevision: 5 },
      { streamId: anyStream, events: [testEvent('any-2')], expectedRevision: 'any' },
    ]);
    expect(outcomes.map((outcome) => [outcome.streamId, outcome.status])).to.deep.equal([
      [fresh, 'appended'],
      [taken, 'conflict'],
      [anyStream, 'appended'],
    ]);
    expect(outcomes[1]).to.deep.include({ actualRevision: 0 });
    const first = outcomes[0];
    if (first.status !== 'appended') throw new Error('unreachable');
    expect(first.result.nextExpectedRevision).to.equal(1);
    expect(first.result.position).to.equal((await store.readStream(fresh))[1].position);
    expect(await store.readStream(taken)).to.have.length(1);
    expect((await store.readStream(anyStream)).map((event) => event.revision)).to.deep.equal([0, 1, 2]);
  });

  it('appendMany: a stream named twice is appended in order, the second checked against the first', async () => {
    const [twice, other] = [uniqueStream(), uniqueStream()];
    const outcomes = await store.appendMany([
      { streamId: twice, events: [testEvent('twice-0')], expectedRevision: 'no_stream' },
      { streamId: other, events: [testEvent('other-0')], expectedRevision: 'no_stream' },
      { streamId: twice, events: testEvents('twice-later', 2), expectedRevision: 0 },
      { streamId: twice, events: [testEvent('twice-stale')], expectedRevision: 0 },
    ]);
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['appended', 'appended', 'appended', 'conflict']);
    expect(outcomes[3]).to.deep.include({ streamId: twice, actualRevision: 2 });
    const stored = await store.readStream(twice);
    expect(stored.map((event) => event.revision)).to.deep.equal([0, 1, 2]);
    expect(stored[0].position).to.be.below(stored[1].position);
  });

  it('appendMany: a new stream named twice as new is appended once, then a conflict at its revision', async () => {
    const fresh = uniqueStream();
    const outcomes = await store.appendMany([
      { streamId: fresh, events: testEvents('first', 2), expectedRevision: 'no_stream' },
      { streamId: fresh, events: [testEvent('second')], expectedRevision: 'no_stream' },
    ]);
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['appended', 'conflict']);
    expect(outcomes[1]).to.deep.include({ streamId: fresh, actualRevision: 1 });
    expect((await store.readStream(fresh)).map((event) => event.revision)).to.deep.equal([0, 1]);
  });

  it('readAll returns events strictly after a position, in order, page by page', async () => {
    const start = await store.headPosition();
    const [left, right] = [uniqueStream(), uniqueStream()];
    const appended = [testEvent('l0'), testEvent('r0'), testEvent('l1'), testEvent('r1'), testEvent('l2')];
    await store.append(left, [appended[0]], 'no_stream');
    await store.append(right, [appended[1]], 'no_stream');
    await store.append(left, [appended[2]], 0);
    await store.append(right, [appended[3]], 0);
    await store.append(left, [appended[4]], 1);

    const all = await store.readAll(start, 100);
    expect(all.map((event) => event.id)).to.deep.equal(appended.map((event) => event.id));
    const positions = all.map((event) => event.position);
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).to.equal(positions.length);

    expect((await store.readAll(all[1].position, 100)).map((event) => event.id)).to.deep.equal(
      appended.slice(2).map((event) => event.id),
    );
    expect(await store.readAll(all[4].position, 100)).to.deep.equal([]);
    expect(await store.readAll(start, 2)).to.have.length(2);

    const paged = await readAllAfter(store, start, 2);
    expect(paged.map((event) => event.id)).to.deep.equal(appended.map((event) => event.id));
    expect(paged.map((event) => [event.streamId, event.revision])).to.deep.equal([
      [left, 0],
      [right, 0],
      [left, 1],
      [right, 1],
      [left, 2],
    ]);
  });

  it('readAll from the beginning includes the events appended here', async () => {
    const stream = uniqueStream();
    const events = testEvents('origin', 2);
    await store.append(stream, events, 'no_stream');
    const ids = new Set((await readAllAfter(store, null)).map((event) => event.id));
    expect(events.every((event) => ids.has(event.id))).to.equal(true);
  });

  it('headPosition is the position of the last append', async () => {
    const result = await store.append(uniqueStream(), testEvents('head', 3), 'no_stream');
    expect(await store.headPosition()).to.equal(result.position);
    expect(await store.readAll(result.position, 10)).to.deep.equal([]);
  });

  it('stores a retried event id once, and event ids are unique in the log', async () => {
    const start = await store.headPosition();
    const stream = uniqueStream();
    const event = testEvent('once');
    await store.append(stream, [event], 'no_stream');
    // A retry of the same append: SQL refuses the duplicate id, EventStoreDB
    // recognises an idempotent write. Either way the log holds one copy.
    // (Reuse of an id in another stream is refused by SQL only; EventStoreDB
    // checks ids per stream, so the port relies on fresh UUIDs for that.)
    await store.append(stream, [event], 'any').catch(() => undefined);
    await store.append(stream, [event], 'no_stream').catch(() => undefined);
    await store.append(uniqueStream(), testEvents('other', 2), 'no_stream');
    const ids = (await readAllAfter(store, start)).map((recorded) => recorded.id);
    expect(ids.filter((id) => id === event.id)).to.have.length(1);
    expect(ids).to.have.length(3);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(await store.readStream(stream)).to.have.length(1);
  });

  it('the log is immutable (SQL adapters)', async function () {
    if (!subject.sql) return this.skip();
    const sql = subject.sql;
    const stream = uniqueStream();
    await store.append(stream, [testEvent('fixed')], 'no_stream');
    const refused = async (statement: string, params: unknown[] = []): Promise<void> => {
      const error = await sql.query(statement, params).then(
        () => null,
        (caught: Error) => caught,
      );
      expect(error, statement).to.be.instanceOf(Error);
      expect(String(error?.message)).to.match(/append-only/);
    };
    await refused(`UPDATE event_log SET event_type = 'Changed' WHERE stream_id = $1`, [stream]);
    await refused(`DELETE FROM event_log WHERE stream_id = $1`, [stream]);
    await refused('TRUNCATE event_log');
    expect(await store.readStream(stream)).to.have.length(1);
  });
}

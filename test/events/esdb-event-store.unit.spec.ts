import { expect } from 'chai';
import { EsdbEventStore } from '../../src/events/esdb/esdb-event-store';
import { eventStoreContract } from '../contracts/event-store.contract';
import { testEvents, uniqueStream } from '../contracts/support/events';
import { FakeEsdbClient } from './support/fake-esdb-client';

describe('EventStoreDB adapter over an in-memory double (no server)', () => {
  describe('event store contract', () => {
    eventStoreContract(async () => {
      const store = new EsdbEventStore(new FakeEsdbClient().asClient(), { readChunk: 4 });
      return { store, close: () => store.close() };
    });
  });

  it('pages past runs of system events longer than a read chunk', async () => {
    const store = new EsdbEventStore(new FakeEsdbClient(1).asClient(), { readChunk: 2 });
    const stream = uniqueStream();
    const events = testEvents('sys', 6);
    for (const [index, event] of events.entries())
      await store.append(stream, [event], index === 0 ? 'no_stream' : index - 1);
    const seen: string[] = [];
    let cursor: number | null = null;
    for (;;) {
      const page = await store.readAll(cursor, 1);
      if (page.length === 0) break;
      seen.push(page[0].id);
      cursor = page[0].position;
    }
    expect(seen).to.deep.equal(events.map((event) => event.id));
  });

  it('keeps appends to the same stream in order within appendMany', async () => {
    const store = new EsdbEventStore(new FakeEsdbClient().asClient(), { appendConcurrency: 8 });
    const stream = uniqueStream();
    const outcomes = await store.appendMany([
      { streamId: stream, events: testEvents('one', 1), expectedRevision: 'no_stream' },
      { streamId: stream, events: testEvents('two', 2), expectedRevision: 0 },
      { streamId: stream, events: testEvents('late', 1), expectedRevision: 0 },
    ]);
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['appended', 'appended', 'conflict']);
    expect(outcomes[2]).to.deep.include({ actualRevision: 2 });
  });
});

import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import { ActorPseudonyms } from '../../src/auth/actor-pseudonyms';
import type { EventReader, Position } from '../../src/events/event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { TAIL_CHUNK, TailSession } from '../../src/queries/event-feed/tail-session';
import { testEvent, uniqueStream } from '../contracts/support/events';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live tail session: back-pressure and release (SQLite log)', function () {
  let scratch: ScratchSqlite;
  let store: UpcastingEventStore;
  let reads = 0;
  let reader: EventReader;
  const viewer = { role: 'readonly' as const, pseudonyms: new ActorPseudonyms('test-secret') };

  before(async () => {
    scratch = openScratchSqlite('tail-session');
    store = new UpcastingEventStore(await SqliteEventStore.open(scratch.db));
    const appends = Array.from({ length: 100 }, (_, index) => ({
      streamId: uniqueStream(),
      expectedRevision: 'no_stream' as const,
      events: Array.from({ length: 50 }, (__, at) => testEvent(`t${index}-${at}`)),
    }));
    await store.appendMany(appends);
    // Counts reads of the real store.
    reader = {
      readStream: (id) => store.readStream(id),
      headPosition: () => store.headPosition(),
      readAll: (after: Position | null, limit: number) => {
        reads += 1;
        return store.readAll(after, limit);
      },
    };
  });
  after(async () => scratch?.dispose());

  it('stops reading the log while the client does not take what it was sent', async () => {
    reads = 0;
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const session = new TailSession(reader, out, viewer, { after: null, types: null });
    const running = session.run();
    await settle(300);
    // 5,000 events are waiting, but only what fills the buffer once was read.
    expect(reads).to.equal(1);
    expect(out.writableLength).to.be.lessThan(TAIL_CHUNK * 1024);
    // The client reads on: the session follows, a chunk at a time, to the end of the log.
    let received = 0;
    out.on('data', (bytes: Buffer) => (received += bytes.toString().split('\nid: ').length));
    await settle(500);
    expect(reads).to.be.at.least(5000 / TAIL_CHUNK);
    expect(received).to.be.at.least(5000);
    session.close();
    await running;
  });

  it('ends when closed while waiting for new events or for the client', async () => {
    const idle = new TailSession(reader, new PassThrough(), viewer, { after: await store.headPosition(), types: null });
    const running = idle.run();
    await settle(50);
    idle.close();
    await running;
    const stuck = new TailSession(reader, new PassThrough({ highWaterMark: 1024 }), viewer, {
      after: null,
      types: null,
    });
    const blocked = stuck.run();
    await settle(50);
    stuck.close();
    await blocked;
  });
});

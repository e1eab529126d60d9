import { expect } from 'chai';
import type { Position, RecordedEvent, StreamAppend } from '../../src/events/event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { testEvent, uniqueStream } from '../contracts/support/events';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

const oneEach = (count: number, prefix: string): StreamAppend[] =>
  Array.from({ length: count }, (_, index) => ({
    streamId: uniqueStream(),
    events: [testEvent(`${prefix}-${index}`)],
    expectedRevision: 'no_stream',
  }));

describe('SQLite event store: large appendMany (integration)', function () {
  this.timeout(60_000);
  let scratch: ScratchSqlite;
  let store: SqliteEventStore;

  before(async () => {
    scratch = openScratchSqlite('sqlite-events');
    store = await SqliteEventStore.open(scratch.db);
  });
  after(() => scratch.dispose());

  it('appends a group larger than one transaction, each stream checked against earlier parts', async () => {
    const appends = oneEach(1200, 'big');
    const repeated = appends[3].streamId;
    appends.push({ streamId: repeated, events: [testEvent('again')], expectedRevision: 0 });
    appends.push({ streamId: repeated, events: [testEvent('stale')], expectedRevision: 0 });
    const outcomes = await store.appendMany(appends);
    expect(outcomes.map((outcome) => outcome.streamId)).to.deep.equal(appends.map((append) => append.streamId));
    expect(outcomes.slice(0, 1201).every((outcome) => outcome.status === 'appended')).to.equal(true);
    expect(outcomes[1201]).to.deep.equal({ status: 'conflict', streamId: repeated, actualRevision: 1 });
    const positions = outcomes.flatMap((outcome) => (outcome.status === 'appended' ? [outcome.result.position] : []));
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
    expect((await store.readStream(repeated)).map((event) => event.revision)).to.deep.equal([0, 1]);
  });

  it('lets other work run while a large group is appended', async () => {
    let finished = false;
    let sawUnfinished = false;
    setImmediate(() => {
      sawUnfinished = !finished;
    });
    await store.appendMany(oneEach(3000, 'yield'));
    finished = true;
    expect(sawUnfinished, 'a setImmediate callback ran before appendMany finished').to.equal(true);
  });

  it('a reader paging during interleaved large appends sees every event once, in log order', async () => {
    const start = await store.headPosition();
    const seen: RecordedEvent[] = [];
    let checkpoint: Position | null = start;
    let writersDone = false;
    const reader = (async () => {
      for (;;) {
        const page = await store.readAll(checkpoint, 50);
        if (page.length > 0) {
          seen.push(...page);
          checkpoint = page[page.length - 1].position;
        } else if (writersDone) {
          return;
        } else {
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    })();
    const groups = Array.from({ length: 4 }, (_, writer) => oneEach(1500, `w${writer}`));
    await Promise.all(groups.map((group) => store.appendMany(group))).finally(() => {
      writersDone = true;
    });
    await reader;
    const written = groups.flat().flatMap((append) => append.events.map((event) => event.id));
    const log = await store.readAll(start, 100_000);
    expect(seen.map((event) => event.id)).to.deep.equal(log.map((event) => event.id));
    expect([...seen.map((event) => event.id)].sort()).to.deep.equal([...written].sort());
  });
});

describe('SQLite event store: group commit of concurrent single appends (integration)', function () {
  this.timeout(60_000);
  let scratch: ScratchSqlite;
  let store: SqliteEventStore;

  before(async () => {
    scratch = openScratchSqlite('sqlite-group-commit');
    store = await SqliteEventStore.open(scratch.db);
  });
  after(() => scratch.dispose());

  it('gives each concurrent append its own outcome, in arrival order, checked on its own revision', async () => {
    const streams = Array.from({ length: 40 }, () => uniqueStream());
    const results = await Promise.all(
      streams.map((stream, index) => store.append(stream, [testEvent(`g-${index}`)], 'no_stream')),
    );
    const positions = results.map((result) => result.position);
    expect(new Set(positions).size).to.equal(streams.length);
    expect([...positions].sort((a, b) => a - b)).to.deep.equal(positions);

    const shared = uniqueStream();
    const attempts = await Promise.allSettled([
      store.append(shared, [testEvent('first')], 'no_stream'),
      store.append(shared, [testEvent('second')], 'no_stream'),
    ]);
    expect(attempts.map((attempt) => attempt.status)).to.deep.equal(['fulfilled', 'rejected']);
  });

  it('fails only the append that cannot be stored, not the others of its group', async () => {
    const reused = testEvent('reused');
    await store.append(uniqueStream(), [reused], 'no_stream');
    const [good, bad, alsoGood] = await Promise.allSettled([
      store.append(uniqueStream(), [testEvent('good')], 'no_stream'),
      store.append(uniqueStream(), [reused], 'no_stream'),
      store.append(uniqueStream(), [testEvent('also-good')], 'no_stream'),
    ]);
    expect([good.status, bad.status, alsoGood.status]).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('SQLite event store: answers only what is on disk (integration)', function () {
  this.timeout(60_000);
  let scratch: ScratchSqlite;
  let store: SqliteEventStore;
  /** The client's `durable()`, held by the test: as if the log's sync on the thread pool had not returned yet. */
  let waits: { resolve(): void; reject(error: Error): void }[];
  let held: boolean;
  const release = (): void => waits.splice(0).forEach((wait) => wait.resolve());
  const refuse = (error: Error): void => waits.splice(0).forEach((wait) => wait.reject(error));

  before(async () => {
    scratch = openScratchSqlite('sqlite-durable');
    const durable = (): Promise<void> =>
      held ? new Promise((resolve, reject) => waits.push({ resolve, reject })) : Promise.resolve();
    store = await SqliteEventStore.open({ ...scratch.db, durable });
  });
  beforeEach(() => {
    held = true;
    waits = [];
  });
  after(() => scratch.dispose());

  const settledSoon = async (promise: Promise<unknown>): Promise<boolean> => {
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    return settled;
  };

  it('answers appends, single or many, and reads of the log once their commit is durable', async () => {
    const stream = uniqueStream();
    const appended = store.append(stream, [testEvent('held')], 'no_stream');
    expect(await settledSoon(appended), 'committed, not yet durable').to.equal(false);
    expect(await store.readStream(stream), 'commands read it: their own appends come later').to.have.length(1);
    const tail = store.readAll(null, 1000);
    const head = store.headPosition();
    expect(await settledSoon(tail), 'the log is not shown before it is durable').to.equal(false);
    release();
    const { position } = await appended;
    expect((await tail).map((event) => event.position)).to.include(position);
    expect(await head).to.equal(position);

    const many = store.appendMany(oneEach(3, 'held-many'));
    expect(await settledSoon(many)).to.equal(false);
    release();
    expect((await many).map((outcome) => outcome.status)).to.deep.equal(['appended', 'appended', 'appended']);
  });

  it('with awaitDurable false, answers a group once committed; its durable() waits for the disk', async () => {
    const appends = oneEach(3, 'unsynced');
    const outcomes = await store.appendMany(appends, { awaitDurable: false });
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['appended', 'appended', 'appended']);
    expect(await store.readStream(appends[2].streamId)).to.have.length(1);
    const durable = store.durable();
    expect(await settledSoon(durable), 'the commit is not on disk yet').to.equal(false);
    release();
    await durable;
  });

  it('fails the appends of a commit whose sync failed, though their events are in the file', async () => {
    const stream = uniqueStream();
    const appended = store.append(stream, [testEvent('sync-failed')], 'no_stream');
    await settledSoon(appended);
    refuse(new Error('EIO'));
    await appended.then(
      () => expect.fail('acknowledged an append that is not on disk'),
      (error: unknown) => expect((error as Error).message).to.equal('EIO'),
    );
    held = false;
    expect(await store.readStream(stream)).to.have.length(1);
  });
});

describe('SQLite event store: what an append hands its listener (integration)', function () {
  this.timeout(60_000);
  let scratch: ScratchSqlite;
  let store: SqliteEventStore;
  let handed: RecordedEvent[][];

  beforeEach(async () => {
    scratch = openScratchSqlite('sqlite-listener');
    store = await SqliteEventStore.open(scratch.db);
    handed = [];
    let next: Position = 1;
    store.registerInline({
      nextPosition: () => next,
      apply: (events) => {
        handed.push(events);
        next = events[events.length - 1].position + 1;
        return null;
      },
    });
  });
  afterEach(() => scratch.dispose());

  /** As the command handler writes them: the stored text is JSON.stringify of the objects, made beforehand. */
  const withText = (append: StreamAppend): StreamAppend => ({
    ...append,
    events: append.events.map((event) => ({
      ...event,
      text: { data: JSON.stringify(event.event.data), metadata: JSON.stringify(event.metadata) },
    })),
  });

  it('hands over the events a reader of the log gets, with text made by the writer or not', async () => {
    const written = oneEach(3, 'text').map(withText);
    await store.appendMany([...written, ...oneEach(2, 'plain')]);
    await store.appendMany(oneEach(2, 'more').map(withText));
    const log = await store.readAll(null, 100);
    expect(log).to.have.length(7);
    expect(handed.flat()).to.deep.equal(log);
    // The writer's own objects, not copies parsed from the stored text.
    expect(handed[0][0].data).to.equal(written[0].events[0].event.data);
  });

  it('reads back from the log the events its listener missed, then hands over the new ones', async () => {
    const missedBy = await SqliteEventStore.open(scratch.db);
    await missedBy.appendMany(oneEach(2, 'missed'));
    await store.appendMany(oneEach(2, 'after').map(withText));
    expect(handed).to.have.length(1);
    expect(handed[0]).to.deep.equal(await store.readAll(null, 100));
  });
});

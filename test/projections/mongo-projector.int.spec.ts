import { expect } from 'chai';
import type { EventStore } from '../../src/events/event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { Projector } from '../../src/projections/projector';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { mongoBackend, openOrSkip } from '../contracts/read-model-store.setups';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { appendScenario, type ScenarioIds } from './event-scenario';
import { expectSameAnswers } from './compare-stores';

const project = (events: EventStore, store: ReadModelStore, batchSize: number, name = 'views'): Promise<number> =>
  new Projector(events, store, { name, batchSize, idleMs: 10, logger: silentLogger }).catchUp();

describe('Projector into MongoDB gives the embedded (SQLite) read store’s answers', function () {
  this.timeout(120_000);
  const mongo = mongoBackend();
  let log: ScratchSqlite | null = null;
  let events: EventStore;
  let reference: ReadModelStore;
  let store: ReadModelStore;
  let ids: ScenarioIds;

  before(async function () {
    await openOrSkip(this, mongo, 'Projector into MongoDB');
    log = openScratchSqlite('mongo-projector-log');
    events = await SqliteEventStore.open(log.db);
    reference = await SqliteReadModelStore.open(log.db);
    store = await mongo.readStore();
    ids = await appendScenario(events, 42, 120);
    // Different run sizes on each side: the views must not depend on how the log was cut.
    await project(events, reference, 1000);
  });
  after(async () => {
    await mongo.dispose();
    await log?.dispose();
  });

  it('folds the same events into the same views', async () => {
    expect(await project(events, store, 13)).to.equal(await events.headPosition());
    await expectSameAnswers(reference, store, ids);
  });

  it('changes nothing when the whole log is replayed over the views', async () => {
    await project(events, store, 50, 'replay');
    await expectSameAnswers(reference, store, ids);
  });

  it('rebuilds to the same views after reset, and keeps up with new events', async () => {
    await store.reset();
    expect(await store.checkpoint('views')).to.equal(null);
    await project(events, store, 7);
    await expectSameAnswers(reference, store, ids);
    const more = await appendScenario(events, 7, 40);
    await project(events, reference, 1000);
    await project(events, store, 1000);
    const all = {
      patients: [...ids.patients, ...more.patients],
      visits: [...ids.visits, ...more.visits],
      batches: [...ids.batches, ...more.batches],
    };
    await expectSameAnswers(reference, store, all);
  });
});

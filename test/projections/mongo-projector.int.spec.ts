import { expect } from 'chai';
import { SqlEventStore } from '../../src/events/sql/sql-event-store';
import { Projector } from '../../src/projections/projector';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import { SqlReadModelStore } from '../../src/projections/sql/sql-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { mongoBackend, openOrSkip, pgliteBackend } from '../contracts/read-model-store.setups';
import { appendScenario, type ScenarioIds } from './event-scenario';
import { expectSameAnswers } from './compare-stores';

const project = (events: SqlEventStore, store: ReadModelStore, batchSize: number, name = 'views'): Promise<number> =>
  new Projector(events, store, { name, batchSize, idleMs: 10, logger: silentLogger }).catchUp();

describe('Projector into MongoDB gives the SQL read store’s answers', function () {
  this.timeout(120_000);
  const log = pgliteBackend();
  const mongo = mongoBackend();
  let events: SqlEventStore;
  let reference: ReadModelStore;
  let store: ReadModelStore;
  let ids: ScenarioIds;

  before(async function () {
    await openOrSkip(this, mongo, 'Projector into MongoDB');
    await log.open();
    const sql = log.sql?.();
    if (!sql) throw new Error('PGlite backend without a SQL client');
    events = await SqlEventStore.open(sql);
    reference = await SqlReadModelStore.open(sql);
    store = await mongo.readStore();
    ids = await appendScenario(events, 42, 120);
    // Different run sizes on each side: the views must not depend on how the log was cut.
    await project(events, reference, 1000);
  });
  after(async () => {
    await mongo.dispose();
    await log.dispose();
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
    const all = { patients: [...ids.patients, ...more.patients], visits: [...ids.visits, ...more.visits], batches: [...ids.batches, ...more.batches] };
    await expectSameAnswers(reference, store, all);
  });
});

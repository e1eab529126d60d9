import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SQLITE_READ_MODEL_QUERY_INDEXES } from '../../src/projections/sqlite/sqlite-read-model-schema';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

/**
 * The rebuild's bulk mode (query indexes dropped, large runs) must leave the
 * same views, checkpoint and query answers as the live projector's small
 * runs, and the store with all its indexes, even when the replay fails.
 */
describe('rebuildViews on the embedded store', function () {
  this.timeout(60_000);
  let subject: ScratchSqlite;
  let reference: ScratchSqlite;
  let events: UpcastingEventStore;
  let rebuilt: SqliteReadModelStore;
  let live: SqliteReadModelStore;
  let ids: ScenarioIds;

  const indexes = (db: ScratchSqlite): string[] =>
    (db.db.reader.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[])
      .map((row) => row.name)
      .filter((name) => SQLITE_READ_MODEL_QUERY_INDEXES.some((index) => index.name === name))
      .sort();
  const allIndexes = SQLITE_READ_MODEL_QUERY_INDEXES.map((index) => index.name).sort();
  const cacheSize = (): unknown => subject.db.writer.pragma('cache_size', { simple: true });
  const autocheckpoint = (): unknown => subject.db.writer.pragma('wal_autocheckpoint', { simple: true });

  before(async () => {
    subject = openScratchSqlite('rebuild-subject');
    reference = openScratchSqlite('rebuild-reference');
    events = new UpcastingEventStore(await SqliteEventStore.open(subject.db));
    rebuilt = await SqliteReadModelStore.open(subject.db);
    live = await SqliteReadModelStore.open(reference.db);
    ids = await appendScenario(events, 7, 80);
    // The subject already holds views (from a first pass), as a store being rebuilt does.
    await new Projector(events, rebuilt, { name: 'views', batchSize: 50, idleMs: 10, logger: silentLogger }).catchUp();
    await new Projector(events, live, { name: 'views', batchSize: 9, idleMs: 10, logger: silentLogger }).catchUp();
  });
  after(async () => {
    await subject?.dispose();
    await reference?.dispose();
  });

  it('gives the same answers as the live projector, with every query index back', async () => {
    const before = cacheSize();
    const applied = await rebuildViews(events, rebuilt, { name: 'views', logger: silentLogger });
    expect(applied).to.equal(((await events.readAll(null, 100_000)) as unknown[]).length);
    await expectSameAnswers(live, rebuilt, ids);
    expect(indexes(subject)).to.deep.equal(allIndexes);
    expect(cacheSize()).to.equal(before);
  });

  it('replays without the query indexes and builds them again after a failed replay', async () => {
    const before = { cache: cacheSize(), autocheckpoint: autocheckpoint() };
    let during: string[] = [];
    let settingsDuring: unknown[] = [];
    const failure = await rebuilt
      .bulkReplay(async () => {
        during = indexes(subject);
        settingsDuring = [cacheSize(), autocheckpoint()];
        throw new Error('replay failed');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).to.be.instanceOf(Error).with.property('message', 'replay failed');
    expect(during).to.deep.equal([]);
    expect(settingsDuring, 'a larger cache and rarer checkpoints during the replay').not.to.deep.equal([
      before.cache,
      before.autocheckpoint,
    ]);
    expect(indexes(subject)).to.deep.equal(allIndexes);
    expect({ cache: cacheSize(), autocheckpoint: autocheckpoint() }).to.deep.equal(before);
  });
});

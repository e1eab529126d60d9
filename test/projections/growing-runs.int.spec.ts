import { expect } from 'chai';
import type { EventReader } from '../../src/events/event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

/**
 * Behind the head, a projector with a larger maximum reads ever larger runs
 * (fewer commits to a server read store); once a run comes back short it is
 * at the head and reads small runs again. The views are the same either way.
 */
describe('a projector catching up in growing runs', function () {
  this.timeout(60_000);
  let subject: ScratchSqlite;
  let reference: ScratchSqlite;
  let events: UpcastingEventStore;
  let ids: ScenarioIds;

  before(async () => {
    subject = openScratchSqlite('growing-runs');
    reference = openScratchSqlite('growing-runs-reference');
    events = new UpcastingEventStore(await SqliteEventStore.open(subject.db));
    ids = await appendScenario(events, 11, 120);
  });
  after(async () => {
    await subject?.dispose();
    await reference?.dispose();
  });

  /** The log as the projector sees it, remembering the limit of every read. */
  const recording = (limits: number[]): EventReader => ({
    readStream: (stream) => events.readStream(stream),
    headPosition: () => events.headPosition(),
    countUpTo: (position) => events.countUpTo(position),
    readAll: (after, limit) => {
      limits.push(limit);
      return events.readAll(after, limit);
    },
  });

  it('doubles the run while each comes back full, up to the maximum, then starts small again', async () => {
    const total = (await events.readAll(null, 100_000)).length;
    expect(total).to.be.greaterThan(100);
    const limits: number[] = [];
    const growing = await SqliteReadModelStore.open(reference.db);
    const projector = new Projector(recording(limits), growing, {
      name: 'views',
      batchSize: 4,
      maxBatchSize: 32,
      idleMs: 10,
      logger: silentLogger,
    });
    const applied = await projector.catchUp();
    expect(applied).to.equal(total);
    expect(limits.slice(0, 5)).to.deep.equal([4, 8, 16, 32, 32]);
    // The run that found the head came back short; the next read asks for the base size again.
    await projector.catchUp();
    expect(limits[limits.length - 1]).to.equal(4);

    const fixedStore = await SqliteReadModelStore.open(subject.db);
    const fixedLimits: number[] = [];
    await new Projector(recording(fixedLimits), fixedStore, {
      name: 'views',
      batchSize: 4,
      idleMs: 10,
      logger: silentLogger,
    }).catchUp();
    expect(new Set(fixedLimits)).to.deep.equal(new Set([4]));
    await expectSameAnswers(fixedStore, growing, ids);
  });
});

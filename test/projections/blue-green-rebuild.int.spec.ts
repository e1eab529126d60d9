import { expect } from 'chai';
import { Registry } from 'prom-client';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { registerRebuildGauges } from '../../src/observability/rebuild-metrics';
import { Projector } from '../../src/projections/projector';
import { rebuildProgress } from '../../src/projections/rebuild-progress';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

/** A rebuild while queries keep answering: the old views until the swap, then the rebuilt ones. */
describe('a blue-green rebuild of the embedded views', function () {
  this.timeout(60_000);
  let subject: ScratchSqlite;
  let reference: ScratchSqlite;
  let events: UpcastingEventStore;
  let store: SqliteReadModelStore;
  let live: SqliteReadModelStore;
  let ids: ScenarioIds;

  before(async () => {
    subject = openScratchSqlite('blue-green-subject');
    reference = openScratchSqlite('blue-green-reference');
    events = new UpcastingEventStore(await SqliteEventStore.open(subject.db));
    store = await SqliteReadModelStore.open(subject.db);
    live = await SqliteReadModelStore.open(reference.db);
    ids = await appendScenario(events, 7, 80);
    await new Projector(events, store, { name: 'views', batchSize: 50, idleMs: 10, logger: silentLogger }).catchUp();
    await new Projector(events, live, { name: 'views', batchSize: 9, idleMs: 10, logger: silentLogger }).catchUp();
  });
  after(async () => {
    await subject?.dispose();
    await reference?.dispose();
  });

  it('answers from the old views during the rebuild, then swaps the rebuilt ones in', async () => {
    const everyone = { offset: 0, limit: 1 };
    const total = (await store.listPatients({}, everyone)).total;
    const checkpoint = await store.checkpoint('views');
    // A live view the log does not explain (one patient gone): the rebuild brings it back, but only at the swap.
    subject.db.writer.prepare('DELETE FROM rm_patients WHERE id = ?').run(ids.patients[0]);
    const reads: Promise<[number, boolean, number | null]>[] = [];
    const runs: number[] = [];
    const applied = await rebuildViews(events, store, {
      name: 'views',
      logger: silentLogger,
      runSize: 10,
      onRun: (count) => {
        runs.push(count);
        // The store's reads run at once (SQLite is synchronous): what a query answers after this run's commit.
        reads.push(
          Promise.all([
            store.listPatients({}, everyone).then((page) => page.total),
            store.getPatient(ids.patients[0]).then((view) => view !== null),
            store.checkpoint('views'),
          ]),
        );
      },
    });
    expect(runs.length, 'several runs committed before the swap').to.be.greaterThan(5);
    expect(applied).to.equal(runs[runs.length - 1]);
    for (const read of await Promise.all(reads)) expect(read).to.deep.equal([total - 1, false, checkpoint]);
    expect((await store.listPatients({}, everyone)).total).to.equal(total);
    expect(await store.getPatient(ids.patients[0])).to.not.equal(null);
    expect(await store.checkpoint('views')).to.equal(await events.headPosition());
    await expectSameAnswers(live, store, ids);
  });

  it('reports its progress to /metrics while it runs, and nothing once it is done', async () => {
    const metrics = new Registry();
    registerRebuildGauges(metrics);
    const head = (await events.headPosition()) as number;
    const scrapes: Promise<string>[] = [];
    const runs: number[] = [];
    await rebuildViews(events, store, {
      name: 'views',
      logger: silentLogger,
      runSize: 10,
      onRun: (count) => {
        runs.push(count);
        scrapes.push(metrics.metrics());
      },
    });
    const texts = await Promise.all(scrapes);
    expect(texts[0]).to.include(`projection_rebuild_events_applied{projection="views"} ${runs[0]}\n`);
    expect(texts[0]).to.include(`projection_rebuild_head_position{projection="views"} ${head}\n`);
    expect(texts[texts.length - 1]).to.include(
      `projection_rebuild_events_applied{projection="views"} ${runs[runs.length - 1]}\n`,
    );
    expect(texts[texts.length - 1]).to.include('projection_rebuild_progress_ratio{projection="views"} 1\n');
    expect(await metrics.metrics()).to.not.include('projection_rebuild_events_applied{');
    expect(rebuildProgress.states()).to.deep.equal([]);
  });
});

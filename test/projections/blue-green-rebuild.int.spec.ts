import { expect } from 'chai';
import { Registry } from 'prom-client';
import { registerRebuildGauges } from '../../src/observability/rebuild-metrics';
import { rebuildProgress } from '../../src/projections/rebuild-progress';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { silentLogger } from '../../src/shared/logger';
import { expectSameAnswers } from './compare-stores';
import { appendScenario } from './event-scenario';
import { useRebuildFixture } from './rebuild-fixture';

/** A rebuild while queries keep answering: the old views until the swap, then the rebuilt ones. */
describe('a blue-green rebuild of the embedded views', function () {
  this.timeout(60_000);
  const fx = useRebuildFixture({
    prefix: 'blue-green',
    appendLog: (events) => appendScenario(events, 7, 80),
    subjectRunSize: 50,
    referenceRunSize: 9,
  });

  it('answers from the old views during the rebuild, then swaps the rebuilt ones in', async () => {
    const everyone = { offset: 0, limit: 1 };
    const total = (await fx.store.listPatients({}, everyone)).total;
    const checkpoint = await fx.store.checkpoint('views');
    // A live view the log does not explain (one patient gone): the rebuild brings it back, but only at the swap.
    fx.subject.db.writer.prepare('DELETE FROM rm_patients WHERE id = ?').run(fx.ids.patients[0]);
    const reads: Promise<[number, boolean, number | null]>[] = [];
    const runs: number[] = [];
    const applied = await rebuildViews(fx.events, fx.store, {
      name: 'views',
      logger: silentLogger,
      runSize: 10,
      onRun: (count) => {
        runs.push(count);
        // The store's reads run at once (SQLite is synchronous): what a query answers after this run's commit.
        reads.push(
          Promise.all([
            fx.store.listPatients({}, everyone).then((page) => page.total),
            fx.store.getPatient(fx.ids.patients[0]).then((view) => view !== null),
            fx.store.checkpoint('views'),
          ]),
        );
      },
    });
    expect(runs.length, 'several runs committed before the swap').to.be.greaterThan(5);
    expect(applied).to.equal(runs[runs.length - 1]);
    for (const read of await Promise.all(reads)) expect(read).to.deep.equal([total - 1, false, checkpoint]);
    expect((await fx.store.listPatients({}, everyone)).total).to.equal(total);
    expect(await fx.store.getPatient(fx.ids.patients[0])).to.not.equal(null);
    expect(await fx.store.checkpoint('views')).to.equal(await fx.events.headPosition());
    await expectSameAnswers(fx.live, fx.store, fx.ids);
  });

  it('reports its progress to /metrics while it runs, and nothing once it is done', async () => {
    const metrics = new Registry();
    registerRebuildGauges(metrics);
    const head = (await fx.events.headPosition()) as number;
    const scrapes: Promise<string>[] = [];
    const runs: number[] = [];
    await rebuildViews(fx.events, fx.store, {
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

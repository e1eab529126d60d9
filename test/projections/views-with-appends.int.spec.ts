import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import type { SameTransactionViews } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

/** Long enough that the projection loop never wakes on its own during a test: only what the append wrote shows. */
const ASLEEP_MS = 600_000;

interface Subject {
  log: SqliteEventStore;
  events: UpcastingEventStore;
  views: SqliteReadModelStore;
  projector: Projector;
}

const merged = (a: ScenarioIds, b: ScenarioIds): ScenarioIds => ({
  patients: [...a.patients, ...b.patients],
  visits: [...a.visits, ...b.visits],
  batches: [...a.batches, ...b.batches],
});

/**
 * On the embedded profile a caught-up projector writes the views inside the
 * transaction that appends the events. The views must come out exactly as
 * the projection loop makes them from the log, and whenever they cannot be
 * written with the append (projector behind, a failure) the append still
 * lands and the loop applies it.
 */
describe('views written in the append transaction (embedded store)', function () {
  this.timeout(60_000);
  let scratch: ScratchSqlite;
  let referenceScratch: ScratchSqlite;
  let subject: Subject;

  /** The views as the loop alone makes them from the subject's log. */
  async function reference(): Promise<SqliteReadModelStore> {
    const views = await SqliteReadModelStore.open(referenceScratch.db);
    await new Projector(subject.events, views, {
      name: 'views',
      batchSize: 7,
      idleMs: 10,
      logger: silentLogger,
    }).catchUp();
    return views;
  }

  beforeEach(async () => {
    scratch = openScratchSqlite('inline-views');
    referenceScratch = openScratchSqlite('inline-reference');
    const log = await SqliteEventStore.open(scratch.db);
    const events = new UpcastingEventStore(log);
    const views = await SqliteReadModelStore.open(scratch.db);
    const projector = new Projector(events, views, {
      name: 'views',
      batchSize: 250,
      idleMs: ASLEEP_MS,
      logger: silentLogger,
    });
    await projector.start();
    // The loop's first run (nothing to apply) is over before the appends start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    subject = { log, events, views, projector };
  });
  afterEach(async () => {
    await subject?.projector.stop();
    await scratch?.dispose();
    await referenceScratch?.dispose();
  });

  it('has every view and the checkpoint in place when the append returns, as the loop would make them', async () => {
    subject.log.registerInline(subject.projector.inline(subject.views));
    const ids = await appendScenario(subject.events, 11, 60);

    const head = await subject.events.headPosition();
    expect(head).to.be.greaterThan(60);
    expect(subject.projector.position).to.equal(head);
    expect(await subject.views.checkpoint('views')).to.equal(head);
    await expectSameAnswers(await reference(), subject.views, ids);
  });

  it('brings views that fell behind up to date in the next append, with the events they missed', async () => {
    subject.log.registerInline(subject.projector.inline(subject.views));
    const first = await appendScenario(subject.events, 12, 20);
    const caughtUp = subject.projector.position ?? 0;
    // Appended without the views (another writer of the file): the views are now behind.
    const behind = await appendScenario(new UpcastingEventStore(await SqliteEventStore.open(scratch.db)), 13, 10);
    const missed = ((await subject.events.headPosition()) ?? 0) - caughtUp;
    expect(missed).to.be.within(1, 1000);
    expect(subject.projector.position).to.equal(caughtUp);
    expect(await subject.views.getPatient(behind.patients[0])).to.equal(null);

    const after = await appendScenario(subject.events, 14, 10);
    // The loop is asleep: only the appends' own transactions can have written these views.
    const head = await subject.events.headPosition();
    expect(subject.projector.position).to.equal(head);
    expect(await subject.views.checkpoint('views')).to.equal(head);
    expect(await subject.views.getPatient(behind.patients[0])).to.not.equal(null);
    await expectSameAnswers(await reference(), subject.views, merged(merged(first, behind), after));
  });

  it('leaves events to the loop while the views are further behind than an append catches up', async () => {
    const { events, views, projector, log } = subject;
    log.registerInline(projector.inline(views), 5);
    const first = await appendScenario(events, 15, 20);
    const caughtUp = projector.position;
    const behind = await appendScenario(new UpcastingEventStore(await SqliteEventStore.open(scratch.db)), 16, 10);
    const after = await appendScenario(events, 17, 10);

    expect(((await events.headPosition()) ?? 0) - (caughtUp ?? 0)).to.be.greaterThan(5);
    expect(projector.position).to.equal(caughtUp);
    expect(await views.getPatient(after.patients[0])).to.equal(null);
    const head = (await events.headPosition()) ?? 0;
    projector.notify();
    expect(await projector.waitFor(head, 10_000)).to.equal(true);
    await expectSameAnswers(await reference(), views, merged(merged(first, behind), after));
  });

  it('writes no views with an append while a run of the loop is between its read and its commit', async () => {
    // A projector whose reads of the log wait until the test lets them go.
    await subject.projector.stop();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gated = new UpcastingEventStore(subject.log);
    const readAll = gated.readAll.bind(gated);
    gated.readAll = async (after, limit) => {
      const read = await readAll(after, limit);
      await held;
      return read;
    };
    const projector = new Projector(gated, subject.views, {
      name: 'views',
      batchSize: 250,
      idleMs: 10,
      logger: silentLogger,
    });
    subject = { ...subject, projector };
    await projector.start();
    subject.log.registerInline(projector.inline(subject.views));
    const other = new UpcastingEventStore(await SqliteEventStore.open(scratch.db));
    const behind = await appendScenario(other, 18, 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The loop's run read the log and is held before its commit.
    expect(projector.nextInTransaction()).to.equal(null);

    const during = await appendScenario(subject.events, 19, 5);
    expect(projector.position).to.equal(null);
    expect(await subject.views.getPatient(during.patients[0])).to.equal(null);

    release();
    const head = (await subject.events.headPosition()) ?? 0;
    expect(await projector.waitFor(head, 10_000)).to.equal(true);
    await expectSameAnswers(await reference(), subject.views, merged(behind, during));
  });

  it('still appends when the views cannot be written, and none of their writes stays behind', async () => {
    let failures = 0;
    const failing: SameTransactionViews = {
      loadInTransaction: (keys) => subject.views.loadInTransaction(keys),
      commitInTransaction(projection, changes, checkpoint) {
        subject.views.commitInTransaction(projection, changes, checkpoint);
        failures += 1;
        throw new Error('the disk refused the views');
      },
    };
    subject.log.registerInline(subject.projector.inline(failing));
    const ids = await appendScenario(subject.events, 15, 20);

    // Once it failed, the appends leave the views to the loop: they do not each fail on it again.
    expect(failures).to.equal(1);
    expect(subject.projector.position).to.equal(null);
    expect(await subject.views.checkpoint('views')).to.equal(null);
    expect(await subject.views.getPatient(ids.patients[0])).to.equal(null);
    const head = (await subject.events.headPosition()) ?? 0;
    expect((await subject.events.readAll(null, 10_000)).length).to.equal(head);
    subject.projector.notify();
    expect(await subject.projector.waitFor(head, 10_000)).to.equal(true);
    await expectSameAnswers(await reference(), subject.views, ids);
    // The loop committed: the next append tries its own views again (and fails again here).
    await appendScenario(subject.events, 16, 1);
    expect(failures).to.equal(2);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SQLITE_READ_MODEL_QUERY_INDEXES } from '../../src/projections/sqlite/sqlite-read-model-schema';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { DomainEvent } from '../../src/events/domain-events';
import type { ProjectorLease } from '../../src/projections/lease/projector-lease';
import { LeaseUnavailableError } from '../../src/projections/lease/projector-lease';
import { Projector } from '../../src/projections/projector';
import { newEventId } from '../../src/shared/ids';
import { silentLogger } from '../../src/shared/logger';
import { VIEWS_NEXT_FILE } from '../../src/storage/sqlite-views-file';
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
    (db.db.reader.prepare("SELECT name FROM views.sqlite_master WHERE type = 'index'").all() as { name: string }[])
      .map((row) => row.name)
      .filter((name) => SQLITE_READ_MODEL_QUERY_INDEXES.some((index) => index.name === name))
      .sort();
  /** What a rebuild that did not swap left: a next views file, or `_next` tables of an earlier version. */
  const leftOver = (db: ScratchSqlite): string[] => [
    ...(existsSync(join(db.dir, VIEWS_NEXT_FILE)) ? [VIEWS_NEXT_FILE] : []),
    ...(
      db.db.reader
        .prepare(
          "SELECT name FROM sqlite_master WHERE name LIKE '%\\_next' ESCAPE '\\' " +
            "UNION ALL SELECT name FROM views.sqlite_master WHERE name LIKE '%\\_next' ESCAPE '\\'",
        )
        .all() as { name: string }[]
    ).map((row) => row.name),
  ];
  const allIndexes = SQLITE_READ_MODEL_QUERY_INDEXES.map((index) => index.name).sort();
  // The views' file takes a bulk replay's writes, and its page cache grows for it.
  const cacheSize = (): unknown => subject.db.writer.pragma('views.cache_size', { simple: true });
  const autocheckpoint = (): unknown => subject.db.writer.pragma('wal_autocheckpoint', { simple: true });
  const synchronous = (): unknown => subject.db.writer.pragma('synchronous', { simple: true });
  const tempStore = (): unknown => subject.db.writer.pragma('temp_store', { simple: true });

  before(async () => {
    subject = openScratchSqlite('rebuild-subject');
    reference = openScratchSqlite('rebuild-reference');
    // As the service opens its file: the settings a bulk replay changes must come back to these.
    subject.db.writer.pragma('synchronous = FULL');
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

  it('replays without the indexes it builds at the end, and builds them again after a failed replay', async () => {
    const before = {
      cache: cacheSize(),
      autocheckpoint: autocheckpoint(),
      synchronous: synchronous(),
      tempStore: tempStore(),
    };
    let during: string[] = [];
    let settingsDuring: unknown[] = [];
    const failure = await rebuilt
      .bulkReplay(async () => {
        during = indexes(subject);
        settingsDuring = [cacheSize(), autocheckpoint(), synchronous(), tempStore()];
        throw new Error('replay failed');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).to.be.instanceOf(Error).with.property('message', 'replay failed');
    // The indexes led by creation time stay and take rows in log order; the others are built afterwards.
    expect(during).to.deep.equal(
      SQLITE_READ_MODEL_QUERY_INDEXES.filter((index) => index.followsLogOrder)
        .map((index) => index.name)
        .sort(),
    );
    expect(during).to.include('rm_patients_newest_listing').and.not.include('rm_visits_patient');
    expect(
      settingsDuring,
      'a larger cache, rarer checkpoints, commits not synced one by one, temporary files on disk',
    ).to.deep.equal([-64 * 1024, 100_000, 1, 1]);
    expect(before.tempStore, 'the writer journals in memory otherwise').to.equal(2);
    expect(indexes(subject)).to.deep.equal(allIndexes);
    expect({
      cache: cacheSize(),
      autocheckpoint: autocheckpoint(),
      synchronous: synchronous(),
      tempStore: tempStore(),
    }).to.deep.equal(before);
  });

  it('matches the live projector when the reading thread runs ahead of the writer over many runs', async () => {
    // Runs of 7 events, and a writer slowed down before each commit (by renewing its lease): the thread folds
    // the next run meanwhile, so updates and batch events land on views the writer has not committed yet.
    const slowLease: ProjectorLease = {
      holder: 'test',
      ttlMs: 1000,
      acquire: async () => true,
      renew: () => new Promise((resolve) => setTimeout(() => resolve(true), 15)),
      release: async () => undefined,
      close: async () => undefined,
    };
    const runs: number[] = [];
    const applied = await rebuildViews(events, rebuilt, {
      name: 'views',
      logger: silentLogger,
      runSize: 7,
      lease: { lease: slowLease, renewEveryMs: 0, acquireEveryMs: 0 },
      onRun: (count) => runs.push(count),
    });
    expect(runs.length).to.be.greaterThan(10);
    expect(runs[runs.length - 1]).to.equal(applied);
    expect(await rebuilt.checkpoint('views')).to.equal(await events.headPosition());
    await expectSameAnswers(live, rebuilt, ids);
  });

  it('commits the open run early for an update of a view the run created, and matches the live projector', async () => {
    // Chunks of 5 events in runs of up to 1,000: an update of a record created a few chunks earlier finds it
    // uncommitted, and the thread (which keeps only its id) has the writer commit before loading it.
    const runs: number[] = [];
    const applied = await rebuildViews(events, rebuilt, {
      name: 'views',
      logger: silentLogger,
      runSize: 1000,
      chunkSize: 5,
      onRun: (count) => runs.push(count),
    });
    expect(applied).to.be.lessThan(1000);
    expect(runs.length, 'runs committed early for updates').to.be.greaterThan(1);
    expect(runs[runs.length - 1]).to.equal(applied);
    await expectSameAnswers(live, rebuilt, ids);
  });

  it('commits each run into the next views file while the live views answer as before', async () => {
    const head = (await events.headPosition()) as number;
    // The next file's checkpoint as another connection reads it: what the rebuild has committed there so far.
    const committedInNext = (): number | null => {
      const db = new Database(join(subject.dir, VIEWS_NEXT_FILE), { readonly: true });
      try {
        const row = db.prepare("SELECT position FROM rm_checkpoints WHERE projection = 'views'").get() as
          { position: number } | undefined;
        return row?.position ?? null;
      } finally {
        db.close();
      }
    };
    const committed: number[] = [];
    const seen: (number | null)[] = [];
    const liveSeen: (number | null)[] = [];
    // The set-based inserts' slices are reported as runs too, before the fold's checkpoints are written.
    let folding = false;
    // Before each fold run after the first, the next file holds the last run, and the live views their old state.
    const lookingLease: ProjectorLease = {
      holder: 'test',
      ttlMs: 1000,
      acquire: async () => true,
      renew: async () => {
        if (!folding || committed.length === 0) return true;
        seen.push(committedInNext());
        liveSeen.push(await rebuilt.checkpoint('views'));
        return true;
      },
      release: async () => undefined,
      close: async () => undefined,
    };
    await rebuildViews(events, rebuilt, {
      name: 'views',
      logger: silentLogger,
      runSize: 10,
      lease: { lease: lookingLease, renewEveryMs: 0, acquireEveryMs: 0 },
      onRun: (_applied, checkpoint) => {
        if (folding) committed.push(checkpoint);
      },
      onPhase: (phase) => {
        if (phase.name === 'creations: commits') folding = true;
      },
    });
    expect(seen.length).to.be.greaterThan(5);
    expect(seen).to.deep.equal(committed.slice(0, seen.length));
    expect(new Set(liveSeen)).to.deep.equal(new Set([head]));
    expect(leftOver(subject)).to.deep.equal([]);
    await expectSameAnswers(live, rebuilt, ids);
  });

  it('stops when the lease is lost, leaving the live views and checkpoint as they were', async () => {
    let renewals = 0;
    const lease: ProjectorLease = {
      holder: 'test',
      ttlMs: 1000,
      acquire: async () => true,
      renew: async () => (renewals += 1) <= 3,
      release: async () => undefined,
      close: async () => undefined,
    };
    const head = (await events.headPosition()) as number;
    expect(await rebuilt.checkpoint('views')).to.equal(head);
    const failure = await rebuildViews(events, rebuilt, {
      name: 'views',
      logger: silentLogger,
      runSize: 7,
      lease: { lease, renewEveryMs: 0, acquireEveryMs: 0 },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(LeaseUnavailableError);
    // Blue-green: the runs committed in the next file are deleted with it; the live views never moved.
    expect(await rebuilt.checkpoint('views')).to.equal(head);
    expect(leftOver(subject)).to.deep.equal([]);
    expect(indexes(subject)).to.deep.equal(allIndexes);
    await expectSameAnswers(live, rebuilt, ids);
  });

  it('fails cleanly on an event the reading thread cannot read, at the run before it', async () => {
    const settings = { cache: cacheSize(), autocheckpoint: autocheckpoint(), synchronous: synchronous() };
    const before = (await events.headPosition()) as number;
    const event = { type: 'PatientUpdated', data: { patient_id: ids.patients[0], changes: {}, updated_at: 'x' } };
    await events.stored.append(
      `patient-${ids.patients[0]}`,
      [
        {
          id: newEventId(),
          event: event as DomainEvent,
          metadata: { ...(await events.readAll(null, 1))[0].metadata, schema_version: 99 },
        },
      ],
      'any',
    );
    // Runs of three chunks of 5 events: the run holding the unreadable event has chunks written when it fails.
    const failure = await rebuildViews(events, rebuilt, {
      name: 'views',
      logger: silentLogger,
      runSize: 14,
      chunkSize: 5,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure)
      .to.be.instanceOf(Error)
      .with.property('message')
      .that.matches(/schema version 99/);
    // The runs before the unreadable event were committed in the next file, and deleted with it.
    expect(await rebuilt.checkpoint('views')).to.equal(before);
    expect(leftOver(subject)).to.deep.equal([]);
    const newest = subject.db.reader
      .prepare(
        'SELECT max(last_position) AS last FROM (SELECT last_position FROM rm_patients UNION ALL ' +
          'SELECT last_position FROM rm_visits UNION ALL SELECT last_position FROM rm_batches)',
      )
      .get() as { last: number };
    expect(newest.last).to.equal(before);
    expect({ cache: cacheSize(), autocheckpoint: autocheckpoint(), synchronous: synchronous() }).to.deep.equal(
      settings,
    );
    expect(indexes(subject)).to.deep.equal(allIndexes);
  });
});

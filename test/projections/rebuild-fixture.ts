import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import type { ScenarioIds } from './event-scenario';

/**
 * A log to rebuild the embedded views from (`subject`, with its store) and
 * a reference store projected live from the same log in another file.
 */
export interface RebuildFixture {
  subject: ScratchSqlite;
  reference: ScratchSqlite;
  events: UpcastingEventStore;
  /** The views in the subject's file, the log's own. */
  store: SqliteReadModelStore;
  /** The views the live projector folded in the reference's file. */
  live: SqliteReadModelStore;
  ids: ScenarioIds;
}

export interface RebuildFixtureOptions {
  /** Names the scratch directories. */
  prefix: string;
  /** Appends the log the rebuild replays, and returns the ids it wrote. */
  appendLog(events: UpcastingEventStore): Promise<ScenarioIds>;
  /** Events per run of the live projector folding the reference. */
  referenceRunSize: number;
  /** Events per run of a live projector folding the subject's own views first; absent: left empty. */
  subjectRunSize?: number;
  /** The subject's file opened with one connection, as `projections:rebuild` opens it (see SqliteOptions). */
  oneConnection?: boolean;
}

/**
 * Registers the enclosing describe's before and after hooks for a
 * RebuildFixture; its fields are set once `before` has run.
 */
export function useRebuildFixture(options: RebuildFixtureOptions): RebuildFixture {
  const fixture = {} as RebuildFixture;
  const fold = (events: UpcastingEventStore, store: SqliteReadModelStore, batchSize: number): Promise<number> =>
    new Projector(events, store, { name: 'views', batchSize, idleMs: 10, logger: silentLogger }).catchUp();
  before(async () => {
    fixture.subject = openScratchSqlite(`${options.prefix}-subject`, { oneConnection: options.oneConnection === true });
    fixture.reference = openScratchSqlite(`${options.prefix}-reference`);
    fixture.events = new UpcastingEventStore(await SqliteEventStore.open(fixture.subject.db));
    fixture.store = await SqliteReadModelStore.open(fixture.subject.db);
    fixture.live = await SqliteReadModelStore.open(fixture.reference.db);
    fixture.ids = await options.appendLog(fixture.events);
    if (options.subjectRunSize !== undefined) await fold(fixture.events, fixture.store, options.subjectRunSize);
    await fold(fixture.events, fixture.live, options.referenceRunSize);
  });
  after(async () => {
    await fixture.subject?.dispose();
    await fixture.reference?.dispose();
  });
  return fixture;
}

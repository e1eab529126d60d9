import type { Position } from '../../events/event-store';
import type { SqliteClient, SqliteDatabase } from '../../storage/sqlite-client';
import { nextBesideFile, removeDatabaseFile } from '../../storage/sqlite-views-file';
import type { RebuildBesideOptions } from '../read-model-store';
import { ReadingThread } from './reading-thread-replay';
import { NEXT_SCHEMA } from './reading-thread-messages';
import {
  finishNextViews,
  liveTableDefinition,
  openNextViews,
  removeNextViews,
  withRunsInCache,
} from './sqlite-next-file';
import { CreationsBeside } from './creations-beside';
import type { BuiltBeside } from './creations-beside-messages';
import { SliceClaims } from './creation-slice-claims';
import { LIVE_TABLES, NEXT_TABLES, type ReadModelTableNames } from './sqlite-table-names';
import { SqliteViewWrites } from './sqlite-view-writes';
import { ADD_BATCH_REGISTRATIONS, type BatchRegistrations, insertCreations } from './sqlite-set-creations';
import type { ViewRows } from './sqlite-view-rows';
import { PhaseClock } from '../rebuild-phases';

export interface BlueGreenOptions extends RebuildBesideOptions {
  /** Run just before the swap: what the process remembers of the old views goes with them. */
  onSwap?: () => void;
}

/**
 * How the next tables are filled: `set-based` inserts the creations in SQL first and folds the rest (the
 * default); `fold` folds every event, as the live projector does (the reference the set-based one is tested
 * against).
 */
export type BlueGreenMode = 'set-based' | 'fold';

/** What the creations built (events, both threads) and what the thread beside gathered for the fold phase. */
type BuiltCreations = Pick<BuiltBeside, 'built' | 'registrations' | 'eventsUpToHead'>;

const NO_ROWS: ViewRows = { patients: [], visits: [], batches: [], batchErrors: [] };

const keys = Object.keys(LIVE_TABLES) as (keyof ReadModelTableNames)[];

/** The next file's tables, as the reading thread sees them once it has attached that file. */
const THREAD_TABLES = Object.fromEntries(
  keys.map((key) => [key, `${NEXT_SCHEMA}.${LIVE_TABLES[key]}`]),
) as unknown as ReadModelTableNames;

/**
 * Drops what a rebuild left: a next views file (killed or failed before its swap), and `_next` tables an
 * earlier version built beside the live ones.
 */
export function dropNextTables(db: SqliteClient): void {
  removeNextViews(db.writer.name);
  db.write(() => {
    for (const key of keys) db.writer.exec(`DROP TABLE IF EXISTS ${NEXT_TABLES[key]}`);
  });
}

/**
 * A blue-green rebuild of the views into a file of their own beside the
 * live one (see openNextViews): set-based, the creations' rows are
 * inserted in SQL first on two threads (see insertCreations and
 * CreationsBeside, which also gathers what the fold phase needs), then the
 * rest of the log is folded on a reading thread (see ReadingThread) in
 * committed runs;
 * the query indexes, counts and triggers are built once at the end (see
 * finishNextViews), and the file is renamed over the live views file (see
 * SqliteClient.replaceViews). Queries keep answering from the live views
 * all along, and a rebuild that fails or is killed leaves them as they were
 * (its file is deleted, or deleted by the next rebuild). The old views file
 * is freed whole by the file system, not page by page. Memory is bounded by
 * the chunks in flight and the page caches, whatever the log's length; the
 * disk holds the views twice until the swap.
 */
export async function rebuildBlueGreen(
  db: SqliteClient,
  options: BlueGreenOptions,
  mode: BlueGreenMode = 'set-based',
): Promise<number> {
  const clock = new PhaseClock(options.onPhase);
  const { next, file } = clock.time('prepare', () => {
    dropNextTables(db);
    return openNextViews(db);
  });
  try {
    const writes = new SqliteViewWrites(next, LIVE_TABLES);
    const head = mode === 'set-based' ? headOf(db) : null;
    // Started first: it is ready to fold once the creations are in.
    const reading = new ReadingThread({
      file: db.writer.name,
      viewsFile: file,
      tables: THREAD_TABLES,
      after: null,
      foldPhaseFrom: head === null ? null : nextBesideFile(db.writer.name),
      runSize: options.runSize,
    });
    let beside: CreationsBeside | null = null;
    let count: number;
    try {
      // Set-based: the creations, with what the fold phase needs from the log gathered beside them.
      let creations: BuiltCreations | null = null;
      if (head !== null) {
        // Started first too: the patients, then visits from the back of the log, on a thread and into a file
        // of their own.
        const claims = new SliceClaims(head, options.runSize);
        const definition = liveTableDefinition(db, LIVE_TABLES.patients);
        beside = new CreationsBeside(db.writer.name, definition, head, options.runSize, claims);
        creations = await buildCreations(next, options, claims, clock, beside);
      }
      const built = creations?.built ?? 0;
      const applied = await clock.timeAsync('fold', () =>
        withRunsInCache(next, () =>
          reading.replay({
            ...options,
            // The fold phase reads no event the inserts built: each is counted once.
            onRun: (count, checkpoint) => options.onRun?.(built + count, checkpoint),
            writer: {
              // Deferred: an immediate one would take the log's write lock too, through its attachment.
              begin: () => next.exec('BEGIN'),
              write: (rows, last: Position) => writes.commitRows(options.name, rows, last),
              commit: () => next.exec('COMMIT'),
              rollback: () => {
                if (next.inTransaction) next.exec('ROLLBACK');
              },
            },
          }),
        ),
      );
      if (head === null || creations === null) count = applied;
      else {
        const { registrations, eventsUpToHead } = creations;
        clock.time('batch registrations', () => addBatchRegistrations(next, registrations));
        count = clock.time('checkpoint', () => finishSetBased(next, writes, options, head, eventsUpToHead));
      }
    } finally {
      await Promise.all([reading.stop(), beside?.stop()]);
    }
    finishNextViews(db, next, clock);
    next.close();
    clock.time('swap', () => {
      options.onSwap?.();
      db.replaceViews(file);
    });
    return count;
  } finally {
    if (next.open) next.close();
    removeDatabaseFile(file);
  }
}

/**
 * Phase 1 of a set-based rebuild (see insertCreations): the visits on this thread, in committed slices of
 * `runSize` positions taken from the front of the log while the thread beside takes them from the back
 * (see SliceClaims), each reported as a run with what that thread has built so far, so the CLI and /metrics
 * show its progress; then, once that thread is done, its patients and visits copied in. Returns the number
 * of creation events built, and what that thread gathered for the fold phase.
 */
async function buildCreations(
  next: SqliteDatabase,
  options: BlueGreenOptions,
  claims: SliceClaims,
  clock: PhaseClock,
  beside: CreationsBeside,
): Promise<BuiltCreations> {
  const visits = await insertCreations(
    next,
    LIVE_TABLES,
    {
      next: () => claims.fromFront(),
      beforeSlice: options.beforeRun,
      afterSlice: (built, covered) => options.onRun?.(built + beside.built, covered),
      clock,
    },
    'visits',
  );
  clock.flush();
  const built = await clock.timeAsync('creations: waiting for the thread beside', () => beside.done());
  for (const phase of built.phases) clock.beside({ ...phase, name: `${phase.name} (own thread)` });
  beside.copyInto(next, (phase, step) => clock.time(phase, step));
  return { ...built, built: visits + built.built };
}

/** Counts those registrations in their batches' next views, after the fold has built them. */
function addBatchRegistrations(next: SqliteDatabase, registrations: BatchRegistrations[]): void {
  const add = next.prepare<[BatchRegistrations]>(ADD_BATCH_REGISTRATIONS(LIVE_TABLES));
  next.transaction(() => {
    for (const batch of registrations) add.run(batch);
  })();
}

/** The log's last position, which a set-based rebuild covers (0 for an empty log). */
function headOf(db: SqliteClient): Position {
  return (db.writer.prepare('SELECT max(position) FROM event_log').pluck().get() as Position | null) ?? 0;
}

/**
 * Moves the checkpoint to `head` (the fold phase's last event may come before it: the creations and the
 * events no view holds are not read there) and reports the `events` up to it (counted by the reading thread
 * beside the inserts) as applied; returns that count.
 */
function finishSetBased(
  next: SqliteDatabase,
  writes: SqliteViewWrites,
  options: BlueGreenOptions,
  head: Position,
  events: number,
): number {
  if (head > 0) next.transaction(() => writes.commitRows(options.name, NO_ROWS, head))();
  options.onRun?.(events, head);
  return events;
}

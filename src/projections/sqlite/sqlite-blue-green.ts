import type { Position } from '../../events/event-store';
import type { SqliteClient } from '../../storage/sqlite-client';
import type { RebuildBesideOptions } from '../read-model-store';
import { replayOnReadingThread } from './reading-thread-replay';
import { withBulkSettings } from './sqlite-bulk-writes';
import {
  SQLITE_PATIENT_COUNT_TRIGGERS,
  SQLITE_READ_MODEL_QUERY_INDEXES,
  createIndexSql,
} from './sqlite-read-model-schema';
import { LIVE_TABLES, NEXT_TABLES, type ReadModelTableNames } from './sqlite-table-names';
import { SqliteViewWrites } from './sqlite-view-writes';
import { SQLITE_VISIT_COUNT_TRIGGERS } from './sqlite-visit-counts';
import { refillKeptCounts } from './sqlite-count-fill';
import {
  ADD_BATCH_REGISTRATIONS,
  BATCH_REGISTRATION_COUNTS,
  type BatchRegistrations,
  insertCreations,
} from './sqlite-set-creations';
import type { ViewRows } from './sqlite-view-rows';
import { PhaseClock } from '../rebuild-phases';
import { SQLITE_FORGET_SEEK_MARKS } from './sqlite-kept-marks';

export interface BlueGreenOptions extends RebuildBesideOptions {
  /** Run inside the swap's transaction: what the process remembers of the old tables goes with them. */
  onSwap?: () => void;
}

/**
 * How the next tables are filled: `set-based` inserts the creations in SQL first and folds the rest (the
 * default); `fold` folds every event, as the live projector does (the reference the set-based one is tested
 * against).
 */
export type BlueGreenMode = 'set-based' | 'fold';

const NO_ROWS: ViewRows = { patients: [], visits: [], batches: [], batchErrors: [] };

const keys = Object.keys(LIVE_TABLES) as (keyof ReadModelTableNames)[];

/** Drops what a rebuild left beside the live tables (a failed or killed one). */
export function dropNextTables(db: SqliteClient): void {
  db.write(() => {
    for (const key of keys) db.writer.exec(`DROP TABLE IF EXISTS ${NEXT_TABLES[key]}`);
  });
}

/** Empty copies of the live tables' definitions, primary keys only: the query indexes are built at the swap. */
function createNextTables(db: SqliteClient): void {
  const definition = db.writer.prepare<[string]>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?");
  db.write(() => {
    for (const key of keys) {
      const sql = definition.pluck().get(LIVE_TABLES[key]) as string;
      db.writer.exec(sql.replace(/^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?"?\w+"?/i, `CREATE TABLE ${NEXT_TABLES[key]}`));
    }
  });
}

/**
 * Drops the live tables and renames the next ones in their place, with their query indexes, kept counts
 * and count triggers, in one write transaction: readers see the old views until it commits, then the new.
 */
function swapInNextTables(db: SqliteClient, clock: PhaseClock, onSwap?: () => void): void {
  db.write(() => {
    // The seek marks name rows of the old tables: kept ones are emptied with them, and those not yet written dropped.
    db.writer.exec(SQLITE_FORGET_SEEK_MARKS);
    onSwap?.();
    clock.time('swap: drop the old tables', () => {
      for (const key of keys) db.writer.exec(`DROP TABLE ${LIVE_TABLES[key]}`);
    });
    for (const key of keys) db.writer.exec(`ALTER TABLE ${NEXT_TABLES[key]} RENAME TO ${LIVE_TABLES[key]}`);
    // Under the bulk settings: the index builds sort every row on files, not in memory.
    clock.time('swap: indexes', () => {
      for (const index of SQLITE_READ_MODEL_QUERY_INDEXES) db.writer.exec(createIndexSql(index));
    });
    // The next tables had no count triggers (the set-based inserts and changed filter columns were not counted).
    clock.time('swap: counts', () => refillKeptCounts(db.writer));
    db.writer.exec(SQLITE_PATIENT_COUNT_TRIGGERS);
    db.writer.exec(SQLITE_VISIT_COUNT_TRIGGERS);
  });
}

/**
 * A blue-green rebuild of the views in the log's own SQLite file into empty
 * `_next` tables beside the live ones: set-based, the creations' rows are
 * inserted in SQL first (see insertCreations), then the rest of the log is
 * folded on a reading thread (see replayOnReadingThread) in committed runs;
 * the next tables are swapped in at the end. Queries keep answering from the live
 * tables all along, and a rebuild that fails leaves them as they were (its
 * next tables are dropped). Memory is bounded by the chunks in flight and the
 * writer's page cache, whatever the log's length; the file holds both sets of
 * tables until the swap, and the freed pages are reused by later writes.
 */
export async function rebuildBlueGreen(
  db: SqliteClient,
  options: BlueGreenOptions,
  mode: BlueGreenMode = 'set-based',
): Promise<number> {
  const writer = db.writer;
  const clock = new PhaseClock(options.onPhase);
  clock.time('prepare', () => {
    dropNextTables(db);
    createNextTables(db);
  });
  const writes = new SqliteViewWrites(writer, NEXT_TABLES);
  let applied: number;
  let finalCheckpoint = (): void => undefined;
  try {
    applied = await withBulkSettings(db, async () => {
      const head = mode === 'set-based' ? headOf(db) : null;
      // The creations and the swap write mostly pages that hold nothing yet: once, with a rollback journal.
      const built =
        head === null ? 0 : await db.withRollbackJournal(() => insertCreationsInSlices(db, options, head, clock));
      const folding = clock.timeAsync('fold', () =>
        replayOnReadingThread({
          ...options,
          // The fold phase reads no event the inserts built: each is counted once.
          onRun: (count, checkpoint) => options.onRun?.(built + count, checkpoint),
          foldPhaseUntil: head,
          file: writer.name,
          tables: NEXT_TABLES,
          after: null,
          writer: {
            begin: () => writer.exec('BEGIN IMMEDIATE'),
            write: (rows, last: Position) => writes.commitRows(options.name, rows, last),
            commit: () => writer.exec('COMMIT'),
            rollback: () => {
              if (writer.inTransaction) writer.exec('ROLLBACK');
            },
          },
        }),
      );
      // Read while the reading thread scans the log for the fold phase: the two passes on two cores.
      let registrations: BatchRegistrations[];
      try {
        registrations = head === null ? [] : batchRegistrations(db, head);
      } catch (error) {
        // The next tables are dropped on the way out: not while the reading thread still writes them.
        await folding.catch(() => undefined);
        throw error;
      }
      const folded = await folding;
      clock.time('batch registrations', () => addBatchRegistrations(db, registrations));
      const count = head === null ? folded : clock.time('checkpoint', () => finishSetBased(db, writes, options, head));
      await db.withRollbackJournal(async () => swapInNextTables(db, clock, options.onSwap));
      // What withBulkSettings does last: the write-ahead log copied into the file and truncated.
      finalCheckpoint = clock.start('final log checkpoint');
      return count;
    });
    finalCheckpoint();
  } catch (error) {
    dropNextTables(db);
    throw error;
  }
  return applied;
}

/**
 * Phase 1 of a set-based rebuild (see insertCreations), in committed slices of `runSize` positions, each
 * reported as a run, so the CLI and /metrics show its progress.
 */
function insertCreationsInSlices(
  db: SqliteClient,
  options: BlueGreenOptions,
  head: Position,
  clock: PhaseClock,
): Promise<number> {
  return insertCreations(db.writer, NEXT_TABLES, head, {
    positions: options.runSize,
    beforeSlice: options.beforeRun,
    afterSlice: (built, covered) => options.onRun?.(built, covered),
    clock,
  });
}

/** The registrations up to `head` the inserts built, counted per batch (see BATCH_REGISTRATION_COUNTS). */
function batchRegistrations(db: SqliteClient, head: Position): BatchRegistrations[] {
  return db.writer.prepare<[Position], BatchRegistrations>(BATCH_REGISTRATION_COUNTS).all(head);
}

/** Counts those registrations in their batches' next views, after the fold has built them. */
function addBatchRegistrations(db: SqliteClient, registrations: BatchRegistrations[]): void {
  const add = db.writer.prepare<[BatchRegistrations]>(ADD_BATCH_REGISTRATIONS(NEXT_TABLES));
  db.write(() => {
    for (const batch of registrations) add.run(batch);
  });
}

/** The log's last position, which a set-based rebuild covers (0 for an empty log). */
function headOf(db: SqliteClient): Position {
  return (db.writer.prepare('SELECT max(position) FROM event_log').pluck().get() as Position | null) ?? 0;
}

/**
 * Moves the checkpoint to `head` (the fold phase's last event may come before it: the creations and the
 * events no view holds are not read there) and reports every event up to it as applied; returns that count.
 */
function finishSetBased(db: SqliteClient, writes: SqliteViewWrites, options: BlueGreenOptions, head: Position): number {
  // Counting the positions up to `head` read every event's row; the whole log's count reads its smallest index.
  const total = db.writer
    .prepare('SELECT (SELECT count(*) FROM event_log) - (SELECT count(*) FROM event_log WHERE position > ?)')
    .pluck()
    .get(head) as number;
  if (head > 0) db.write(() => writes.commitRows(options.name, NO_ROWS, head));
  options.onRun?.(total, head);
  return total;
}

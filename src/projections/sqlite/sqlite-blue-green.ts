import type { Position } from '../../events/event-store';
import type { SqliteClient, SqliteDatabase } from '../../storage/sqlite-client';
import type { RebuildBesideOptions } from '../read-model-store';
import { replayOnReadingThread } from './reading-thread-replay';
import { NEXT_SCHEMA } from './reading-thread-messages';
import { withBulkSettings } from './sqlite-bulk-writes';
import { copyNextViewsIn, finishNextViews, openNextViews, removeNextViewsFile } from './sqlite-next-file';
import { LIVE_TABLES, NEXT_TABLES, type ReadModelTableNames } from './sqlite-table-names';
import { SqliteViewWrites } from './sqlite-view-writes';
import { insertCreations } from './sqlite-set-creations';
import type { ViewRows } from './sqlite-view-rows';
import { PhaseClock } from '../rebuild-phases';

export type BlueGreenOptions = RebuildBesideOptions;

/**
 * How the next tables are filled: `set-based` inserts the creations in SQL first and folds the rest (the
 * default); `fold` folds every event, as the live projector does (the reference the set-based one is tested
 * against).
 */
export type BlueGreenMode = 'set-based' | 'fold';

const NO_ROWS: ViewRows = { patients: [], visits: [], batches: [], batchErrors: [] };

const keys = Object.keys(LIVE_TABLES) as (keyof ReadModelTableNames)[];

/** Drops what a rebuild of an earlier version left beside the live tables (`_next` tables, now built in a file). */
export function dropNextTables(db: SqliteClient): void {
  db.write(() => {
    for (const key of keys) db.writer.exec(`DROP TABLE IF EXISTS ${NEXT_TABLES[key]}`);
  });
}

/** The next file's tables, as the reading thread sees them once it has attached that file. */
const THREAD_TABLES = Object.fromEntries(
  keys.map((key) => [key, `${NEXT_SCHEMA}.${LIVE_TABLES[key]}`]),
) as unknown as ReadModelTableNames;

/**
 * A blue-green rebuild of the views into a file of their own beside the
 * log's (see openNextViews): set-based, the creations' rows are inserted
 * in SQL first (see insertCreations), then the rest of the log is folded on
 * a reading thread (see replayOnReadingThread) in committed runs; the query
 * indexes and counts are built once at the end, and the whole is copied
 * into the log's file in one transaction (see copyNextViewsIn). Queries
 * keep answering from the live tables all along, and a rebuild that fails
 * or is killed leaves them as they were (its file is deleted, or deleted by
 * the next rebuild). Memory is bounded by the chunks in flight and the
 * page caches, whatever the log's length; the disk holds the views up to
 * three times over meanwhile (live, next file, write-ahead log of the copy).
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
  let applied: number;
  let finalCheckpoint = (): void => undefined;
  try {
    const writes = new SqliteViewWrites(next, LIVE_TABLES);
    const head = mode === 'set-based' ? headOf(db) : null;
    const built = head === null ? 0 : await insertCreationsInSlices(next, options, head, clock);
    const folded = await clock.timeAsync('fold', () =>
      replayOnReadingThread({
        ...options,
        // The fold phase reads again the registrations the inserts built (for their batch): counted once.
        onRun: (count, checkpoint, rereads) => options.onRun?.(built + count - rereads, checkpoint),
        foldPhaseUntil: head,
        file: db.writer.name,
        viewsFile: file,
        tables: THREAD_TABLES,
        after: null,
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
    );
    const count =
      head === null ? folded : clock.time('checkpoint', () => finishSetBased(db, next, writes, options, head));
    finishNextViews(next, clock);
    next.close();
    applied = await withBulkSettings(db, async () => {
      copyNextViewsIn(db, file, clock);
      // What withBulkSettings does last: the write-ahead log copied into the file and truncated.
      finalCheckpoint = clock.start('final log checkpoint');
      return count;
    });
    finalCheckpoint();
  } finally {
    if (next.open) next.close();
    removeNextViewsFile(file);
  }
  return applied;
}

/**
 * Phase 1 of a set-based rebuild (see insertCreations), in committed slices of `runSize` positions, each
 * reported as a run, so the CLI and /metrics show its progress.
 */
function insertCreationsInSlices(
  next: SqliteDatabase,
  options: BlueGreenOptions,
  head: Position,
  clock: PhaseClock,
): Promise<number> {
  return insertCreations(next, LIVE_TABLES, head, {
    positions: options.runSize,
    beforeSlice: options.beforeRun,
    afterSlice: (built, covered) => options.onRun?.(built, covered),
    clock,
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
function finishSetBased(
  db: SqliteClient,
  next: SqliteDatabase,
  writes: SqliteViewWrites,
  options: BlueGreenOptions,
  head: Position,
): number {
  // Counting the positions up to `head` read every event's row; the whole log's count reads its smallest index.
  const total = db.writer
    .prepare('SELECT (SELECT count(*) FROM event_log) - (SELECT count(*) FROM event_log WHERE position > ?)')
    .pluck()
    .get(head) as number;
  if (head > 0) next.transaction(() => writes.commitRows(options.name, NO_ROWS, head))();
  options.onRun?.(total, head);
  return total;
}

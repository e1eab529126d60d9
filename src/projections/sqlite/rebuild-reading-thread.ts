/**
 * Entry point of a rebuild's reading thread: reads the log after a position
 * on its own read-only connection, parses and upcasts each event, folds the
 * events into views with the live projector's fold, and hands the writer
 * (the main thread) each run's rows ready to insert. See
 * `replayOnReadingThread` for the protocol.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { prepareEventsAfter, toRecorded } from '../../events/sqlite/sqlite-event-store';
import { upcast } from '../../events/upcasting/upcasters';
import { foldEvents, viewKeysOf } from '../fold-views';
import type { LoadedViews, ViewChanges, ViewKeys } from '../read-model-store';
import { SqliteViewLoads } from './sqlite-view-loads';
import { toViewRows } from './sqlite-view-rows';
import {
  COMMITTED_RUN,
  RUNS_AHEAD,
  type ReadingThreadData,
  type ReadingThreadMessage,
  WRITER_STOPPED,
} from './reading-thread-messages';

const { file, after, runSize, progress } = workerData as ReadingThreadData;
const shared = new Int32Array(progress);
const post = (message: ReadingThreadMessage): void => parentPort?.postMessage(message);

/** A run handed over and not yet known committed: the views it changed, for the runs folded meanwhile. */
interface Uncommitted {
  run: number;
  changes: ViewChanges;
}

/**
 * The views of runs the writer has not committed yet: the next run's fold
 * must start from them, not from the stored (older or missing) rows. A run's
 * views are forgotten once it is committed, unless a later run changed them
 * again, so this holds at most RUNS_AHEAD runs' views.
 */
class UncommittedViews {
  private readonly views: LoadedViews = { patients: new Map(), visits: new Map(), batches: new Map() };
  private readonly runs: Uncommitted[] = [];

  add(run: number, changes: ViewChanges): void {
    for (const view of changes.patients) this.views.patients.set(view.id, view);
    for (const view of changes.visits) this.views.visits.set(view.id, view);
    for (const view of changes.batches) this.views.batches.set(view.id, view);
    this.runs.push({ run, changes });
  }

  /** Forgets what runs up to `committed` changed: the stored rows show it now. */
  settle(committed: number): void {
    while (this.runs.length > 0 && this.runs[0].run <= committed) {
      const { changes } = this.runs.shift() as Uncommitted;
      const forget = <T extends { id: string }>(map: Map<string, T>, views: T[]): void => {
        for (const view of views) if (map.get(view.id) === view) map.delete(view.id);
      };
      forget(this.views.patients, changes.patients);
      forget(this.views.visits, changes.visits);
      forget(this.views.batches, changes.batches);
    }
  }

  /**
   * Replaces the stored views of `keys` in `loaded` with newer uncommitted ones: the views the live projector
   * would load once the writer has committed every earlier run. Only those keys, as the live projector loads
   * only them (a view an event creates is built from the event alone).
   */
  overlay(loaded: LoadedViews, keys: ViewKeys): void {
    const over = <T>(target: Map<string, T>, newer: Map<string, T>, ids: string[]): void => {
      for (const id of ids) {
        const view = newer.get(id);
        if (view !== undefined) target.set(id, view);
      }
    };
    over(loaded.patients, this.views.patients, keys.patients);
    over(loaded.visits, this.views.visits, keys.visits);
    over(loaded.batches, this.views.batches, keys.batches);
  }
}

/** Blocks until the writer is fewer than RUNS_AHEAD runs behind `run`; false if it gave up. */
function waitForWriter(run: number): boolean {
  for (;;) {
    if (Atomics.load(shared, WRITER_STOPPED) === 1) return false;
    const committed = Atomics.load(shared, COMMITTED_RUN);
    if (run - committed < RUNS_AHEAD) return true;
    // Bounded, so a stop flag set without a notify is still seen.
    Atomics.wait(shared, COMMITTED_RUN, committed, 1000);
  }
}

function replay(): void {
  const db = new Database(file, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const eventsAfter = prepareEventsAfter(db);
    const loads = new SqliteViewLoads(db);
    // One read transaction: the three tables from one snapshot.
    const loadViews = db.transaction((keys: ViewKeys) => loads.load(keys));
    const uncommitted = new UncommittedViews();
    let position = after;
    for (let run = 1; ; run += 1) {
      if (!waitForWriter(run - 1)) return;
      uncommitted.settle(Atomics.load(shared, COMMITTED_RUN));
      const events = eventsAfter.all(position, runSize).map((row) => upcast(toRecorded(row)));
      if (events.length === 0) break;
      const keys = viewKeysOf(events);
      const views = loadViews.deferred(keys);
      uncommitted.overlay(views, keys);
      const changes = foldEvents(views, events);
      position = events[events.length - 1].position;
      post({ kind: 'run', run, events: events.length, last: position, rows: toViewRows(changes) });
      uncommitted.add(run, changes);
    }
    post({ kind: 'done' });
  } finally {
    db.close();
  }
}

try {
  replay();
} catch (error) {
  post({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}

/**
 * Entry point of a rebuild's reading thread: reads the log after a position
 * on its own read-only connection, parses and upcasts each event, folds the
 * events into views with the live projector's fold, and hands the writer
 * (the main thread) each chunk's rows ready to insert. See
 * `replayOnReadingThread` for the protocol.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type EventRow, prepareEventsAfter, toRecorded } from '../../events/sqlite/sqlite-event-rows';
import type { RecordedEvent } from '../../events/event-store';
import { upcast } from '../../events/upcasting/upcasters';
import { foldEvents, viewKeysOf } from '../fold-views';
import { FOLD_PHASE_EVENTS } from './sqlite-set-creations';
import type { LoadedViews, ViewKeys } from '../read-model-store';
import {
  CHUNKS_AHEAD,
  COMMITTED_CHUNK,
  INSERTED_CHUNK,
  GATHERED_SCHEMA,
  NEXT_SCHEMA,
  RELEASED,
  type ReadingThreadData,
  type ReadingThreadMessage,
  WRITER_STOPPED,
} from './reading-thread-messages';
import { SqliteViewLoads } from './sqlite-view-loads';
import { BATCH_COLUMNS, type ColumnValue, PATIENT_COLUMNS, VISIT_COLUMNS, toViewRows } from './sqlite-view-rows';
import { errorMessage } from '../../shared/error-message';

const { file, viewsFile, tables, after, foldPhaseFrom, chunkSize, progress } = workerData as ReadingThreadData;
const shared = new Int32Array(progress);
const post = (message: ReadingThreadMessage): void => parentPort?.postMessage(message);

/** Where each table's rows keep their id, and where a batch row keeps its view text (see ViewRows). */
const ID = 0;
const BATCH_VIEW = 2;

/** A row handed over in a chunk the writer may not have committed yet: where it is, and that chunk. */
interface Handed {
  rows: ColumnValue[];
  start: number;
  chunk: number;
}

/** A view from its row in a chunk's flat values, made only when a later fold needs it. */
type ViewOfRow = (rows: ColumnValue[], start: number) => unknown;

const parsedAt =
  (column: number): ViewOfRow =>
  (rows, start) =>
    JSON.parse(rows[start + column] as string);

/** One table's views handed over and not yet known committed. */
class HandedViews {
  private readonly views = new Map<string, Handed>();
  private readonly chunks: { chunk: number; ids: string[] }[] = [];

  constructor(
    private readonly columns: number,
    private readonly viewOf: ViewOfRow,
  ) {}

  add(chunk: number, rows: ColumnValue[]): void {
    const ids: string[] = [];
    for (let row = 0; row < rows.length; row += this.columns) {
      const id = rows[row + ID] as string;
      this.views.set(id, { rows, start: row, chunk });
      ids.push(id);
    }
    this.chunks.push({ chunk, ids });
  }

  /** Forgets what chunks up to `committed` handed over, unless a later chunk changed it again. */
  settle(committed: number): void {
    while (this.chunks.length > 0 && this.chunks[0].chunk <= committed) {
      for (const id of (this.chunks.shift() as { ids: string[] }).ids) {
        // Absent: a later chunk, settled already in this call, changed it again.
        const handed = this.views.get(id);
        if (handed !== undefined && handed.chunk <= committed) this.views.delete(id);
      }
    }
  }

  /** Replaces the loaded view of each of `ids` with the one handed over, if any (it is newer). */
  overlay<T>(loaded: Map<string, T>, ids: string[]): void {
    for (const id of ids) {
      const handed = this.views.get(id);
      if (handed !== undefined) loaded.set(id, this.viewOf(handed.rows, handed.start) as T);
    }
  }
}

/**
 * The ids of the patients and visits handed over in chunks the writer has
 * not committed yet, and the chunk that last changed each. Only the ids are
 * kept: holding a whole run's rows (a hundred thousand views) until its
 * commit made most of the thread's garbage-collection work and memory. The
 * rare fold that needs one of these views (an update of a record created in
 * the open run) asks the writer to commit first and then loads it.
 */
class HandedIds {
  private readonly chunkOf = new Map<string, number>();
  private readonly chunks: { chunk: number; ids: string[] }[] = [];

  constructor(private readonly columns: number) {}

  add(chunk: number, rows: ColumnValue[]): void {
    const ids: string[] = [];
    for (let row = 0; row < rows.length; row += this.columns) {
      const id = rows[row + ID] as string;
      this.chunkOf.set(id, chunk);
      ids.push(id);
    }
    this.chunks.push({ chunk, ids });
  }

  settle(committed: number): void {
    while (this.chunks.length > 0 && this.chunks[0].chunk <= committed) {
      for (const id of (this.chunks.shift() as { ids: string[] }).ids) {
        const chunk = this.chunkOf.get(id);
        if (chunk !== undefined && chunk <= committed) this.chunkOf.delete(id);
      }
    }
  }

  /** The latest chunk not yet committed that changed one of `ids`, 0 if none. */
  pendingFor(ids: string[]): number {
    let latest = 0;
    for (const id of ids) latest = Math.max(latest, this.chunkOf.get(id) ?? 0);
    return latest;
  }
}

/**
 * What the next chunk's fold must see of the chunks the writer has not
 * committed yet, rather than the stored (older or missing) rows: batch views
 * (a few, changed by nearly every chunk of an import) are kept whole and
 * overlaid; patients and visits are kept by id only (see HandedIds). Only the
 * keys the live projector would load count (a view an event creates is built
 * from the event alone), so the fold sees exactly what the live projector
 * would once the writer has committed every earlier chunk.
 */
class UncommittedViews {
  private readonly patients = new HandedIds(PATIENT_COLUMNS);
  private readonly visits = new HandedIds(VISIT_COLUMNS);
  private readonly batches = new HandedViews(BATCH_COLUMNS, parsedAt(BATCH_VIEW));

  add(chunk: number, rows: { patients: ColumnValue[]; visits: ColumnValue[]; batches: ColumnValue[] }): void {
    this.patients.add(chunk, rows.patients);
    this.visits.add(chunk, rows.visits);
    this.batches.add(chunk, rows.batches);
  }

  settle(committed: number): void {
    this.patients.settle(committed);
    this.visits.settle(committed);
    this.batches.settle(committed);
  }

  /** The latest uncommitted chunk holding a patient or visit view among `keys`, 0 if none. */
  commitNeededFor(keys: ViewKeys): number {
    return Math.max(this.patients.pendingFor(keys.patients), this.visits.pendingFor(keys.visits));
  }

  overlay(loaded: LoadedViews, keys: ViewKeys): void {
    this.batches.overlay(loaded.batches, keys.batches);
  }
}

/** Asks the writer to commit up to `chunk` and blocks until it has; false if the writer quit. */
function waitForCommit(chunk: number): boolean {
  post({ kind: 'commit', chunk });
  for (;;) {
    if (Atomics.load(shared, WRITER_STOPPED) === 1) return false;
    const committed = Atomics.load(shared, COMMITTED_CHUNK);
    if (committed >= chunk) return true;
    Atomics.wait(shared, COMMITTED_CHUNK, committed, 1000);
  }
}

/** Blocks until `chunk` may be handed over (CHUNKS_AHEAD past the last inserted at most); false if the writer quit. */
function waitForWriter(chunk: number): boolean {
  for (;;) {
    if (Atomics.load(shared, WRITER_STOPPED) === 1) return false;
    const inserted = Atomics.load(shared, INSERTED_CHUNK);
    if (chunk - inserted <= CHUNKS_AHEAD) return true;
    // Bounded, so a stop flag set without a notify is still seen.
    Atomics.wait(shared, INSERTED_CHUNK, inserted, 1000);
  }
}

/** Blocks until the writer releases the thread to fold; false if the writer quit. */
function waitForRelease(): boolean {
  for (;;) {
    if (Atomics.load(shared, WRITER_STOPPED) === 1) return false;
    if (Atomics.load(shared, RELEASED) === 1) return true;
    Atomics.wait(shared, RELEASED, 0, 1000);
  }
}

/** Reads the next chunk after a position, in log order: the whole log or the fold phase's events (see workerData). */
function chunkReader(db: Database.Database): (position: number) => RecordedEvent[] {
  if (foldPhaseFrom === null) {
    const eventsAfter = prepareEventsAfter(db);
    return (position) => eventsAfter.all(position, chunkSize).map((row) => upcast(toRecorded(row)));
  }
  // Attached once released: the thread beside the writer has written it by then.
  db.prepare(`ATTACH DATABASE ? AS ${GATHERED_SCHEMA}`).run(foldPhaseFrom);
  const foldPhase = db.prepare<[number, number], EventRow>(FOLD_PHASE_EVENTS(GATHERED_SCHEMA)).raw(true);
  return (position) => foldPhase.all(position, chunkSize).map((row) => upcast(toRecorded(row)));
}

function replay(): void {
  const db = new Database(file, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(`ATTACH DATABASE ? AS ${NEXT_SCHEMA}`).run(viewsFile);
    if (!waitForRelease()) return;
    const readChunk = chunkReader(db);
    const loads = new SqliteViewLoads(db, tables);
    // One read transaction: the three tables from one snapshot.
    const loadViews = db.transaction((keys: ViewKeys) => loads.load(keys));
    const uncommitted = new UncommittedViews();
    let position = after;
    for (let chunk = 1; ; chunk += 1) {
      if (!waitForWriter(chunk)) return;
      const events = readChunk(position);
      if (events.length === 0) break;
      const keys = viewKeysOf(events);
      // Settled just before loading: every chunk forgotten here is committed, so the load sees its rows.
      uncommitted.settle(Atomics.load(shared, COMMITTED_CHUNK));
      const needed = uncommitted.commitNeededFor(keys);
      if (needed > 0) {
        if (!waitForCommit(needed)) return;
        uncommitted.settle(Atomics.load(shared, COMMITTED_CHUNK));
      }
      const views = loadViews.deferred(keys);
      uncommitted.overlay(views, keys);
      const rows = toViewRows(foldEvents(views, events));
      position = events[events.length - 1].position;
      post({ kind: 'chunk', chunk, events: events.length, last: position, rows });
      uncommitted.add(chunk, rows);
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
    message: errorMessage(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}

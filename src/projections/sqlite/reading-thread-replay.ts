import type { Worker } from 'node:worker_threads';
import type { Position } from '../../events/event-store';
import {
  COMMITTED_CHUNK,
  INSERTED_CHUNK,
  PROGRESS_SLOTS,
  RELEASED,
  type ReadingThreadData,
  type ReadingThreadMessage,
  WRITER_STOPPED,
} from './reading-thread-messages';
import type { ViewRows } from './sqlite-view-rows';
import type { ReadModelTableNames } from './sqlite-table-names';
import { startSourceThread } from '../../shared/source-thread';

/**
 * Events the reading thread reads, folds and hands over at a time. The
 * writer inserts each chunk as it arrives and commits every `runSize`
 * events: a chunk's events and rows die young on both threads, where whole
 * runs kept a few hundred MB alive long enough to be copied by the garbage
 * collector, on each thread.
 */
export const READ_CHUNK_EVENTS = 5_000;

/**
 * The reading thread's young generation. A chunk's events, views and rows
 * (about 20 MB) outlive V8's default nursery, so each scavenge copied half a
 * chunk. Since the thread no longer keeps the open run's rows, 32 MB is
 * enough: 400,007 events rebuilt with 32 MB and a 64 MB bulk page cache took
 * the same CPU time as with 96 MB and 192 MB (29.6 against 29.3 s) and
 * peaked at 332 MB instead of 469 MB (same session, both at once).
 */
const YOUNG_GENERATION_MB = 32;

/** One write transaction at a time on the store's writer, open across chunks. */
export interface RunWriter {
  begin(): void;
  /** Writes one chunk's rows and moves the checkpoint to `last`, inside the open transaction. */
  write(rows: ViewRows, last: Position): void;
  commit(): void;
  /** Undoes the open transaction, if any. */
  rollback(): void;
}

/** What the reading thread reads: where, from where, and up to where (see ReadingThreadData). */
export interface ReadingThreadOptions {
  /** The database file holding the log. */
  file: string;
  /** The file the writer builds the views in, which the thread attaches as NEXT_SCHEMA. */
  viewsFile: string;
  /** The tables the writer writes, which the thread loads views from (named under NEXT_SCHEMA). */
  tables: ReadModelTableNames;
  /** The views' checkpoint: replay the events after it. */
  after: Position | null;
  /** Only the fold phase's events, gathered in this file, after insertCreations (see ReadingThreadData). */
  foldPhaseFrom?: string | null;
  /** Events per chunk handed over; READ_CHUNK_EVENTS unless a test needs runs of several small chunks. */
  chunkSize?: number;
}

/** How the replay's rows are committed. */
export interface ReplayRuns {
  /** Events per committed run. */
  runSize: number;
  /** Before each run; throws to stop the replay (the projection's lease was lost). */
  beforeRun(): Promise<void>;
  writer: RunWriter;
  /** After each run's commit: events applied so far, checkpoint. */
  onRun?(applied: number, checkpoint: Position): void;
}

/**
 * A replay split over two threads: a reading thread reads, parses, upcasts
 * and folds the log into views (half of a rebuild's CPU time), while this
 * thread only inserts the rows it hands over and commits. The reading thread
 * keeps at most CHUNKS_AHEAD chunks ahead of the writer's inserts, so memory
 * stays bounded whatever the log's length; until a chunk is committed, the
 * thread folds later chunks over that chunk's views rather than the stored
 * ones.
 *
 * The thread starts at once and folds only once `replay` releases it (a
 * set-based rebuild's creations are committed by then). `stop` ends it,
 * whatever it is doing.
 *
 * Each run (about `runSize` events, whole chunks) is committed with its
 * checkpoint in one transaction, as the live projector commits its runs: on
 * any failure (an insert, the thread, the lease) the open run is rolled
 * back, the thread is stopped and the replay rejects, leaving views and
 * checkpoint at the last committed run, where the next catch-up or rebuild
 * goes on.
 *
 * The views are built in a file of their own with no write-ahead log (see
 * openNextViews): a run's commit writes its pages into that file once, and
 * no checkpoint copies them again.
 */
export class ReadingThread {
  private readonly shared: Int32Array;
  private readonly worker: Worker;
  private readonly inbox: Inbox;

  constructor(options: ReadingThreadOptions & { runSize: number }) {
    const progress = new SharedArrayBuffer(PROGRESS_SLOTS * Int32Array.BYTES_PER_ELEMENT);
    this.shared = new Int32Array(progress);
    const data: ReadingThreadData = {
      file: options.file,
      viewsFile: options.viewsFile,
      tables: options.tables,
      after: options.after ?? 0,
      foldPhaseFrom: options.foldPhaseFrom ?? null,
      chunkSize: Math.min(options.chunkSize ?? READ_CHUNK_EVENTS, options.runSize),
      progress,
    };
    this.worker = startSourceThread(__filename, 'rebuild-reading-thread', data, {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    });
    this.inbox = new Inbox(this.worker);
  }

  /**
   * Releases the thread to fold (the views it folds over must be committed by now) and writes what it hands
   * over in committed runs until the end of the log; returns the number of events applied. Stops the thread.
   */
  async replay(runs: ReplayRuns): Promise<number> {
    const { shared } = this;
    const { writer } = runs;
    let applied = 0;
    let inRun = 0;
    let open = false;
    let checkpoint: Position = 0;
    let lastChunk = 0;
    const commit = (): void => {
      writer.commit();
      open = false;
      applied += inRun;
      inRun = 0;
      Atomics.store(shared, COMMITTED_CHUNK, lastChunk);
      Atomics.notify(shared, COMMITTED_CHUNK);
      runs.onRun?.(applied, checkpoint);
    };
    try {
      Atomics.store(shared, RELEASED, 1);
      Atomics.notify(shared, RELEASED);
      for (;;) {
        const message = await this.inbox.next();
        if (message.kind === 'failed') throw Object.assign(new Error(message.message), { stack: message.stack });
        if (message.kind === 'done') {
          if (open) commit();
          return applied;
        }
        if (message.kind === 'commit') {
          // Every chunk up to the one asked for is inserted (messages arrive in order); the thread waits for this.
          if (open) commit();
          continue;
        }
        if (!open) {
          await runs.beforeRun();
          writer.begin();
          open = true;
        }
        writer.write(message.rows, message.last);
        inRun += message.events;
        checkpoint = message.last;
        lastChunk = message.chunk;
        Atomics.store(shared, INSERTED_CHUNK, lastChunk);
        Atomics.notify(shared, INSERTED_CHUNK);
        if (inRun >= runs.runSize) commit();
      }
    } catch (error) {
      if (open) writer.rollback();
      throw error;
    } finally {
      await this.stop();
    }
  }

  /** Tells the thread the writer has stopped and ends it. */
  async stop(): Promise<void> {
    const { shared } = this;
    Atomics.store(shared, WRITER_STOPPED, 1);
    Atomics.notify(shared, INSERTED_CHUNK);
    Atomics.notify(shared, COMMITTED_CHUNK);
    Atomics.notify(shared, RELEASED);
    await this.worker.terminate();
  }
}

/** The thread's messages in order; a thread error, or an exit before its last message, rejects. */
class Inbox {
  private readonly messages: ReadingThreadMessage[] = [];
  private failure: Error | null = null;
  private exited = false;
  private wake: (() => void) | null = null;

  constructor(worker: Worker) {
    worker.on('message', (message: ReadingThreadMessage) => this.arrived(() => this.messages.push(message)));
    worker.on('error', (error: Error) => this.arrived(() => (this.failure = error)));
    worker.on('exit', () => this.arrived(() => (this.exited = true)));
  }

  private arrived(record: () => unknown): void {
    record();
    this.wake?.();
  }

  async next(): Promise<ReadingThreadMessage> {
    for (;;) {
      const message = this.messages.shift();
      if (message) return message;
      if (this.failure) throw this.failure;
      if (this.exited) throw new Error('the rebuild reading thread stopped before the end of the log');
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}

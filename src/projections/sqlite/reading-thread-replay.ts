import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Position } from '../../events/event-store';
import {
  COMMITTED_RUN,
  type ReadingThreadData,
  type ReadingThreadMessage,
  WRITER_STOPPED,
} from './reading-thread-messages';
import type { ViewRows } from './sqlite-view-rows';

const THREAD_ENTRY = join(__dirname, `rebuild-reading-thread${extname(__filename)}`);

/** Under tsx (tests, `npm run dev`) the entry is TypeScript and the thread must load tsx itself. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.tsx) require(workerData.tsx);
require(workerData.entry);
`;

function tsxHook(): string | null {
  if (extname(__filename) !== '.ts') return null;
  return require.resolve('tsx/cjs', { paths: [__dirname] });
}

export interface ReadingThreadReplayOptions {
  /** The database file holding both the log and the views. */
  file: string;
  /** The views' checkpoint: replay the events after it. */
  after: Position | null;
  runSize: number;
  /** Before each run's commit; throws to stop the replay (the projection's lease was lost). */
  beforeRun(): Promise<void>;
  /** Commits one run's rows and the checkpoint `last` in one transaction. */
  commit(rows: ViewRows, last: Position): void;
  /** After each run: events applied so far, checkpoint. */
  onRun?(applied: number, checkpoint: Position): void;
}

/**
 * A replay split over two threads: a reading thread reads, parses, upcasts
 * and folds the log into views (half of a rebuild's CPU time), while this
 * thread only inserts the rows it hands over and commits. The reading thread
 * keeps at most RUNS_AHEAD runs ahead, so memory stays bounded whatever the
 * log's length; until the writer has committed a run, the thread folds later
 * runs over that run's views rather than the stored ones.
 *
 * Each run is committed with its checkpoint in one transaction, as the live
 * projector commits: on any failure (a run's commit, the thread, the lease)
 * the thread is stopped and the replay rejects, leaving views and checkpoint
 * at the last committed run, where the next catch-up or rebuild goes on.
 * Returns the number of events applied.
 */
export async function replayOnReadingThread(options: ReadingThreadReplayOptions): Promise<number> {
  const progress = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const shared = new Int32Array(progress);
  const data: ReadingThreadData = {
    file: options.file,
    after: options.after ?? 0,
    runSize: options.runSize,
    progress,
    tsx: tsxHook(),
    entry: THREAD_ENTRY,
  };
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: data });
  const inbox = new Inbox(worker);
  let applied = 0;
  try {
    for (;;) {
      const message = await inbox.next();
      if (message.kind === 'done') return applied;
      if (message.kind === 'failed') throw Object.assign(new Error(message.message), { stack: message.stack });
      await options.beforeRun();
      options.commit(message.rows, message.last);
      Atomics.store(shared, COMMITTED_RUN, message.run);
      Atomics.notify(shared, COMMITTED_RUN);
      applied += message.events;
      options.onRun?.(applied, message.last);
    }
  } finally {
    Atomics.store(shared, WRITER_STOPPED, 1);
    Atomics.notify(shared, COMMITTED_RUN);
    await worker.terminate();
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

import type { Position } from '../../events/event-store';
import type { ViewRows } from './sqlite-view-rows';

/** What a rebuild's reading thread is given when it starts. */
export interface ReadingThreadData {
  /** The database file holding both the log and the views. */
  file: string;
  /** Replay the events after this position. */
  after: Position;
  /** Events per run: the writer commits each run (views and checkpoint) in one transaction. */
  runSize: number;
  /**
   * [0]: the last run the writer committed (runs count from 1); [1]: 1 once the writer gives up. The
   * thread waits on [0] so it never gets more than RUNS_AHEAD runs ahead of the writer.
   */
  progress: SharedArrayBuffer;
  /** Under tsx: the thread loads tsx's hook first (a worker does not inherit the parent's). */
  tsx: string | null;
  entry: string;
}

/** The reading thread's messages, in order: runs, then `done` or `failed`. */
export type ReadingThreadMessage =
  | { kind: 'run'; run: number; events: number; last: Position; rows: ViewRows }
  | { kind: 'done' }
  | { kind: 'failed'; message: string; stack: string | undefined };

/** Runs the reading thread may have handed over and the writer not yet committed. */
export const RUNS_AHEAD = 2;
export const COMMITTED_RUN = 0;
export const WRITER_STOPPED = 1;

import type { Position } from '../../events/event-store';
import type { ViewRows } from './sqlite-view-rows';

/** What a rebuild's reading thread is given when it starts. */
export interface ReadingThreadData {
  /** The database file holding both the log and the views. */
  file: string;
  /** Replay the events after this position. */
  after: Position;
  /** Events per chunk: the thread reads, folds and hands over this many at a time. */
  chunkSize: number;
  /** Chunks the thread may have handed over beyond the last one committed. */
  chunksAhead: number;
  /**
   * [COMMITTED_CHUNK]: the last chunk the writer committed (chunks count from 1); [WRITER_STOPPED]: 1 once the
   * writer gives up. The thread waits on the first so it never gets more than `chunksAhead` ahead.
   */
  progress: SharedArrayBuffer;
  /** Under tsx: the thread loads tsx's hook first (a worker does not inherit the parent's). */
  tsx: string | null;
  entry: string;
}

/** The reading thread's messages, in order: chunks, then `done` or `failed`. */
export type ReadingThreadMessage =
  | { kind: 'chunk'; chunk: number; events: number; last: Position; rows: ViewRows }
  | { kind: 'done' }
  | { kind: 'failed'; message: string; stack: string | undefined };

export const COMMITTED_CHUNK = 0;
export const WRITER_STOPPED = 1;

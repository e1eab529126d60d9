import type { Position } from '../../events/event-store';
import type { ViewRows } from './sqlite-view-rows';
import type { ReadModelTableNames } from './sqlite-table-names';

/** What a rebuild's reading thread is given when it starts. */
export interface ReadingThreadData {
  /** The database file holding the log. */
  file: string;
  /** The file the writer builds the views in, attached as NEXT_SCHEMA. */
  viewsFile: string;
  /** The tables the views are loaded from (the writer's, under NEXT_SCHEMA). */
  tables: ReadModelTableNames;
  /** Replay the events after this position. */
  after: Position;
  /**
   * Set: the creations insertCreations builds are in the tables by the time the thread is released, so it
   * reads only the fold phase's events, whose positions the thread beside the writer gathered in this file
   * (see FOLD_GATHERED), attached then as GATHERED_SCHEMA. Null: every event after `after`.
   */
  foldPhaseFrom: string | null;
  /** Events per chunk: the thread reads, folds and hands over this many at a time. */
  chunkSize: number;
  /**
   * Int32 slots, see the constants below: the last chunk the writer committed and the last it inserted (chunks
   * count from 1), 1 once the writer gives up, and 1 once the writer releases the thread to fold (the tables
   * it folds over are committed). The thread waits on INSERTED_CHUNK and RELEASED.
   */
  progress: SharedArrayBuffer;
}

/** The reading thread's messages, in order: chunks, then `done`; or `failed` at any point. */
export type ReadingThreadMessage =
  | { kind: 'chunk'; chunk: number; events: number; last: Position; rows: ViewRows }
  /** The thread needs the views of chunks up to `chunk` committed before it reads on: commit the open run. */
  | { kind: 'commit'; chunk: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string; stack: string | undefined };

export const COMMITTED_CHUNK = 0;
export const INSERTED_CHUNK = 1;
export const WRITER_STOPPED = 2;
export const RELEASED = 3;
export const PROGRESS_SLOTS = 4;
/**
 * Chunks the thread may hand over beyond the last one the writer inserted:
 * enough to keep the writer busy through a run's commit, and a bound on the
 * rows waiting in the writer's queue whatever the run size.
 */
export const CHUNKS_AHEAD = 4;

/** The schema name a reading thread attaches a rebuild's views file under. */
export const NEXT_SCHEMA = 'next';

/** The schema name a reading thread attaches the file holding the fold phase's positions under. */
export const GATHERED_SCHEMA = 'gathered';

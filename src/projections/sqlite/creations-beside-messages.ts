import type { Position } from '../../events/event-store';
import type { RebuildPhase } from '../rebuild-phases';
import type { BatchRegistrations } from './sqlite-set-creations';

/** What the creation thread beside the writer is given when it starts. */
export interface CreationsBesideData {
  /** The database file holding the log. */
  logFile: string;
  /**
   * The scratch file the thread builds in: the patients' table and its query indexes, the visits beside, and
   * what the fold phase needs (see FOLD_GATHERED).
   */
  file: string;
  /** The live views' definition of the patients' table (with any column an earlier version added). */
  definition: string;
  /** The creations up to this position are built. */
  head: Position;
  /** Log positions per insert transaction. */
  positions: number;
  /** The visits' slices, shared with the writer (see SliceClaims). */
  claims: SharedArrayBuffer;
  /** Int32 slots: BUILT, the creations built so far; STOPPED, 1 once the rebuild gives up. */
  progress: SharedArrayBuffer;
}

export const BUILT = 0;
export const STOPPED = 1;
export const SLOTS = 2;

/** What the thread built, once it is done. */
export interface BuiltBeside {
  /** Creation events built (registrations and visits). */
  built: number;
  /** Of them, visits (slices taken from the back of the log). */
  visits: number;
  /** The registrations the set-based inserts built, per batch (see BATCH_REGISTRATION_COUNTS). */
  registrations: BatchRegistrations[];
  /** The events up to the head (see EVENTS_UP_TO). */
  eventsUpToHead: number;
  /** Its phases, timed on its own CPU clock (they ran beside the writer's). */
  phases: RebuildPhase[];
}

/** The thread's one message: what it built, or why it failed. */
export type CreationsBesideMessage =
  ({ kind: 'done' } & BuiltBeside) | { kind: 'failed'; message: string; stack: string | undefined };

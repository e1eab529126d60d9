import type { Position } from '../../events/event-store';
import type { RebuildPhase } from '../rebuild-phases';

/** What the patients' creation thread is given when it starts. */
export interface PatientCreationsData {
  /** The database file holding the log. */
  logFile: string;
  /** The scratch file the thread builds the patients' table and its query indexes in. */
  file: string;
  /** The live views' definition of that table (with any column an earlier version added). */
  definition: string;
  /** The creations up to this position are built. */
  head: Position;
  /** Log positions per insert transaction. */
  positions: number;
  /** Int32 slots: BUILT, the registrations built so far; STOPPED, 1 once the rebuild gives up. */
  progress: SharedArrayBuffer;
}

export const BUILT = 0;
export const STOPPED = 1;
export const SLOTS = 2;

/** The thread's one message: its phases (timed on its own CPU clock), or why it failed. */
export type PatientCreationsMessage =
  | { kind: 'done'; built: number; phases: RebuildPhase[] }
  | { kind: 'failed'; message: string; stack: string | undefined };

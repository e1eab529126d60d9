import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { TableName } from './dataset-tables';
import { type ExportPhaseTiming, type PhaseSink, startPhase } from './export-phases';
import type { FileSink, LineSink } from './table-file-sink';

/** Rows handled between two looks at the stop flag, each followed by a turn of the event loop. */
export const STEP_ROWS = 1000;
/** How often a build waiting for another thread looks at the stop flag and reports progress (its lease). */
const WAIT_STEP_MS = 200;

/** Thrown between steps when the build is to stop (cancelled, or its worker shutting down). */
export class BuildStopped extends Error {
  constructor() {
    super('export build stopped');
    this.name = 'BuildStopped';
  }
}

export interface TableWriteControl {
  /** Checked between steps: true stops the write with BuildStopped. */
  shouldStop: () => boolean;
  /** Called as a table's writing begins and after each step of it (progress, lease renewal). */
  progress: (table: TableName) => void;
  /** Where each pass's timings go (the bench prints them), and which thread runs the write. */
  phase?: PhaseSink;
  thread?: ExportPhaseTiming['thread'];
}

export async function step(table: TableName, control: TableWriteControl): Promise<void> {
  if (control.shouldStop()) throw new BuildStopped();
  control.progress(table);
  await nextTurn();
}

/** `work` (another thread's) awaited in steps, as a pass over rows would be: stoppable, its lease renewed. */
export async function awaitStepping<T>(work: Promise<T>, table: TableName, control: TableWriteControl): Promise<T> {
  let settled = false;
  const done = work.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    if (control.shouldStop()) throw new BuildStopped();
    control.progress(table);
    await Promise.race([done, sleep(WAIT_STEP_MS)]);
  }
  return work;
}

/** Runs `write`, closing every sink's file when it throws (a stop, a cancel, a full disk). */
export async function withSinks<T>(sinks: LineSink[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const sink of sinks) sink.file.abandon();
    throw error;
  }
}

/**
 * Runs one pass over a table's views and reports it as two phases: hashing
 * and writing its files (timed per write), and the rest, reading the views
 * and encoding their rows.
 */
export async function timedPass<T>(
  name: string,
  control: TableWriteControl,
  files: () => FileSink[],
  pass: () => Promise<T>,
): Promise<T> {
  const sink = control.phase;
  if (sink === undefined) return pass();
  const thread = control.thread ?? 'main';
  // A file written by an earlier pass too (its part appended later) counts only what this pass spent on it.
  const spentSoFar = (): { wallMs: number; cpuMs: number } =>
    files().reduce((sum, file) => ({ wallMs: sum.wallMs + file.spent.wallMs, cpuMs: sum.cpuMs + file.spent.cpuMs }), {
      wallMs: 0,
      cpuMs: 0,
    });
  const before = spentSoFar();
  let whole: ExportPhaseTiming | undefined;
  const stop = startPhase(name, thread, (timing) => (whole = timing));
  try {
    return await pass();
  } finally {
    stop();
    const after = spentSoFar();
    const spent = { wallMs: after.wallMs - before.wallMs, cpuMs: after.cpuMs - before.cpuMs };
    if (whole !== undefined) {
      sink({
        name: `${name}: read + encode`,
        thread,
        wallMs: whole.wallMs - spent.wallMs,
        cpuMs: whole.cpuMs - spent.cpuMs,
      });
      sink({ name: `${name}: hash + write`, thread, ...spent });
    }
  }
}

/** Hands every view to `each`, stepping as it goes; a stopped read is ended, so its statement does not stay open. */
export async function writeText<T>(
  views: Iterator<T>,
  table: TableName,
  control: TableWriteControl,
  each: (view: T) => void,
): Promise<void> {
  try {
    if (control.shouldStop()) throw new BuildStopped();
    control.progress(table);
    let inStep = 0;
    for (let next = views.next(); !next.done; next = views.next()) {
      each(next.value);
      if ((inStep += 1) < STEP_ROWS) continue;
      inStep = 0;
      await step(table, control);
    }
  } finally {
    views.return?.();
  }
}

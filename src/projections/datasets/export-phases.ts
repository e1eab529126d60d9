import { readFileSync } from 'node:fs';

/** One step of an export build and what it cost on the thread that ran it. */
export interface ExportPhaseTiming {
  name: string;
  /** `main`: the worker's event-loop thread; `export`: the build's own thread. */
  thread: 'main' | 'export';
  wallMs: number;
  /** CPU time of that thread alone (the process's when the system cannot tell threads apart). */
  cpuMs: number;
}

export type PhaseSink = (timing: ExportPhaseTiming) => void;

/** Linux's per-thread scheduler figures: the first field is the nanoseconds this thread has run. */
const THREAD_SCHEDSTAT = '/proc/thread-self/schedstat';

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let threadClockWorks: boolean | null = null;

/** CPU milliseconds of the calling thread: phases overlapping on two threads must not count each other's work. */
export function threadCpuMs(): number {
  if (threadClockWorks !== false) {
    try {
      const nanoseconds = Number(readFileSync(THREAD_SCHEDSTAT, 'latin1').split(' ', 1)[0]);
      if (Number.isFinite(nanoseconds)) {
        threadClockWorks = true;
        return nanoseconds / 1e6;
      }
    } catch {
      // not Linux, or /proc not mounted
    }
    threadClockWorks = false;
  }
  return processCpuMs();
}

/** Starts timing a phase on the calling thread; the returned function ends it and hands its timing to `sink`. */
export function startPhase(name: string, thread: ExportPhaseTiming['thread'], sink: PhaseSink): () => void {
  const wallStart = performance.now();
  const cpuStart = threadCpuMs();
  return () => sink({ name, thread, wallMs: performance.now() - wallStart, cpuMs: threadCpuMs() - cpuStart });
}

/** Runs `step` as the phase `name`, reported whether it succeeds or throws. */
export async function timePhase<T>(
  name: string,
  thread: ExportPhaseTiming['thread'],
  sink: PhaseSink,
  step: () => Promise<T> | T,
): Promise<T> {
  const stop = startPhase(name, thread, sink);
  try {
    return await step();
  } finally {
    stop();
  }
}

import { threadCpuMs } from '../../shared/thread-cpu';

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

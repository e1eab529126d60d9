import { processCpuMs } from '../shared/thread-cpu';

/** One step of a rebuild and what it cost: wall time, and CPU time of the whole process (every thread). */
export interface RebuildPhase {
  name: string;
  wallMs: number;
  cpuMs: number;
  /**
   * Ran on another thread during the phases before it (wall and CPU are that thread's): its CPU is in theirs
   * already, so it is shown, not summed.
   */
  beside?: boolean;
}

export type PhaseReport = (phase: RebuildPhase) => void;

/**
 * Times a rebuild's phases one after the other and reports each as it ends.
 * CPU is the process's, so a phase's reading and checkpoint threads count
 * in it; phases that run one at a time sum to the rebuild's CPU.
 */
export class PhaseClock {
  private readonly totals = new Map<string, RebuildPhase>();

  /** `cpuMs`: the process's CPU unless told (a thread timing its own work passes its own clock). */
  constructor(
    private readonly report: PhaseReport = () => undefined,
    private readonly cpuMs: () => number = processCpuMs,
  ) {}

  /** Runs `step` as the phase `name` and reports it. */
  time<T>(name: string, step: () => T): T {
    const stop = this.start(name);
    try {
      return step();
    } finally {
      stop();
    }
  }

  async timeAsync<T>(name: string, step: () => Promise<T>): Promise<T> {
    const stop = this.start(name);
    try {
      return await step();
    } finally {
      stop();
    }
  }

  /**
   * Adds `step`'s cost to the phase `name` without reporting it yet: for a
   * phase run in slices between others; `flush` reports the sums.
   */
  add<T>(name: string, step: () => T): T {
    const wall = Date.now();
    const cpu = this.cpuMs();
    try {
      return step();
    } finally {
      const total = this.totals.get(name) ?? { name, wallMs: 0, cpuMs: 0 };
      total.wallMs += Date.now() - wall;
      total.cpuMs += this.cpuMs() - cpu;
      this.totals.set(name, total);
    }
  }

  /** Reports the phase `name` at the next `flush` even if no step of it was added (a thread given no slice). */
  include(name: string): void {
    if (!this.totals.has(name)) this.totals.set(name, { name, wallMs: 0, cpuMs: 0 });
  }

  /** Reports the phases `add` summed, in the order they first ran. */
  flush(): void {
    for (const phase of this.totals.values()) this.report(phase);
    this.totals.clear();
  }

  /** Reports work another thread did during earlier phases (see RebuildPhase.beside). */
  beside(phase: Omit<RebuildPhase, 'beside'>): void {
    this.report({ ...phase, beside: true });
  }

  /** Starts the phase `name`; the function returned ends and reports it. */
  start(name: string): () => void {
    const wall = Date.now();
    const cpu = this.cpuMs();
    return () => this.report({ name, wallMs: Date.now() - wall, cpuMs: this.cpuMs() - cpu });
  }
}

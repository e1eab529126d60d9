/** One step of a rebuild and what it cost: wall time, and CPU time of the whole process (every thread). */
export interface RebuildPhase {
  name: string;
  wallMs: number;
  cpuMs: number;
}

export type PhaseReport = (phase: RebuildPhase) => void;

const cpuMsNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Times a rebuild's phases one after the other and reports each as it ends.
 * CPU is the process's, so a phase's reading and checkpoint threads count
 * in it; phases that run one at a time sum to the rebuild's CPU. What `add`
 * times within a phase (steps run between its own) is reported under the
 * step's name and left out of the phase's.
 */
export class PhaseClock {
  private readonly totals = new Map<string, RebuildPhase>();
  private added = { wallMs: 0, cpuMs: 0 };

  constructor(private readonly report: PhaseReport = () => undefined) {}

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
    const cpu = cpuMsNow();
    try {
      return step();
    } finally {
      const total = this.totals.get(name) ?? { name, wallMs: 0, cpuMs: 0 };
      const wallMs = Date.now() - wall;
      const cpuMs = cpuMsNow() - cpu;
      total.wallMs += wallMs;
      total.cpuMs += cpuMs;
      this.totals.set(name, total);
      this.added = { wallMs: this.added.wallMs + wallMs, cpuMs: this.added.cpuMs + cpuMs };
    }
  }

  /** Reports the phases `add` summed, in the order they first ran. */
  flush(): void {
    for (const phase of this.totals.values()) this.report(phase);
    this.totals.clear();
  }

  /** Starts the phase `name`; the function returned ends and reports it. */
  start(name: string): () => void {
    const wall = Date.now();
    const cpu = cpuMsNow();
    const added = this.added;
    return () =>
      this.report({
        name,
        wallMs: Date.now() - wall - (this.added.wallMs - added.wallMs),
        cpuMs: cpuMsNow() - cpu - (this.added.cpuMs - added.cpuMs),
      });
  }
}

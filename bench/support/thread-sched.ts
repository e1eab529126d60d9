import { readFileSync, readdirSync } from 'node:fs';

/** CPU time, time runnable but waiting for a core (ms), and times scheduled onto a core, of one thread. */
export interface Sched {
  cpu: number;
  waited: number;
  slices: number;
}

/** Threads node starts before any script (delayed-task scheduler, V8's worker pool of 4, the SIGUSR1 watcher). */
const STARTUP_THREADS = 6;

/** A thread's schedstat (Linux); null once the thread is gone. */
export function schedOf(file: string): Sched | null {
  try {
    const [cpu, waited, slices] = readFileSync(file, 'utf8').split(' ').map(Number);
    return { cpu: cpu / 1e6, waited: waited / 1e6, slices };
  } catch {
    return null;
  }
}

function commOf(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Every thread of one process, named for the breakdown. Node 20 names no thread of its own: the service names
 * its worker threads after their module (`/proc/thread-self/comm`), the main thread is the process's id, and the
 * unnamed rest are told apart by the order they were made in: the first six are node's start-up threads (V8's
 * worker pool runs the parallel scavenge, concurrent marking and background compiles), later ones libuv's pool.
 */
export class ThreadWatch {
  private readonly names = new Map<number, string>();

  constructor(
    private readonly pid: number,
    private readonly owner: string,
  ) {}

  private tids(): number[] {
    try {
      return readdirSync(`/proc/${this.pid}/task`)
        .map(Number)
        .sort((a, b) => a - b);
    } catch {
      return [];
    }
  }

  private nameAll(tids: number[]): void {
    let unnamed = 0;
    for (const tid of tids) {
      if (tid === this.pid) {
        this.names.set(tid, `${this.owner} main thread`);
        continue;
      }
      const comm = commOf(`/proc/${this.pid}/task/${tid}/comm`);
      if (comm === null) continue;
      if (comm !== 'node' && comm !== 'MainThread') this.names.set(tid, `${this.owner} ${comm} thread`);
      else {
        unnamed += 1;
        const group = unnamed <= STARTUP_THREADS ? 'V8 pool (GC helpers, compilers)' : 'libuv pool';
        this.names.set(tid, `${this.owner} ${group}`);
      }
    }
  }

  /** Each thread's counters now, by its group's name (threads of one group summed). */
  snapshot(): Map<string, Sched> {
    const tids = this.tids();
    if (tids.some((tid) => !this.names.has(tid))) this.nameAll(tids);
    const byGroup = new Map<string, Sched>();
    for (const tid of tids) {
      const sched = schedOf(`/proc/${this.pid}/task/${tid}/schedstat`);
      const name = this.names.get(tid);
      if (sched === null || name === undefined) continue;
      const sum = byGroup.get(name) ?? { cpu: 0, waited: 0, slices: 0 };
      byGroup.set(name, {
        cpu: sum.cpu + sched.cpu,
        waited: sum.waited + sched.waited,
        slices: sum.slices + sched.slices,
      });
    }
    return byGroup;
  }
}

/** What each group did between two snapshots. */
export function schedDelta(before: Map<string, Sched>, after: Map<string, Sched>): Map<string, Sched> {
  const delta = new Map<string, Sched>();
  for (const [name, end] of after) {
    const start = before.get(name) ?? { cpu: 0, waited: 0, slices: 0 };
    delta.set(name, { cpu: end.cpu - start.cpu, waited: end.waited - start.waited, slices: end.slices - start.slices });
  }
  return delta;
}

/** Per group, over a set of requests: CPU and wait summed, and in how many requests the group ran at all. */
export class ThreadTally {
  requests = 0;
  private readonly groups = new Map<string, { cpu: number; waited: number; ranIn: number }>();

  add(delta: Map<string, Sched>): void {
    this.requests += 1;
    for (const [name, { cpu, waited, slices }] of delta) {
      const sum = this.groups.get(name) ?? { cpu: 0, waited: 0, ranIn: 0 };
      this.groups.set(name, {
        cpu: sum.cpu + cpu,
        waited: sum.waited + waited,
        ranIn: sum.ranIn + (slices > 0 ? 1 : 0),
      });
    }
  }

  /** `group: ran in k, CPU x ms, waited y ms (means per request of the set)`, busiest first. */
  describe(): string {
    if (this.requests === 0) return 'none';
    const per = (ms: number): string => (ms / this.requests).toFixed(2);
    return [...this.groups]
      .filter(([, sum]) => sum.ranIn > 0)
      .sort(([, a], [, b]) => b.cpu - a.cpu)
      .map(([name, sum]) => `${name}: ran in ${sum.ranIn}, CPU ${per(sum.cpu)} ms, waited ${per(sum.waited)} ms`)
      .join('; ');
  }
}

import { readFileSync } from 'node:fs';

/** Linux's per-thread scheduler figures: the first field is the nanoseconds this thread has run. */
const THREAD_SCHEDSTAT = '/proc/thread-self/schedstat';

/** CPU milliseconds of the whole process, every thread. */
export function processCpuMs(): number {
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

import type { ChildProcess } from 'node:child_process';

/**
 * Service processes a spec started and has not seen end. A spec that times
 * out skips the rest of its body, and its `after` hook may not reach them;
 * mocha then exits (`exit: true`, or a parallel worker told to stop) and the
 * services would live on as orphans, each still running its timers and
 * threads beside the rest of the suite. On exit, whatever is left is killed.
 */
const alive = new Set<number>();

process.on('exit', () => {
  for (const pid of alive) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Kills `child` when this test process exits, unless it has ended before (its pid may be reused by then). */
export function reapOnExit(child: ChildProcess): void {
  const pid = child.pid;
  if (pid === undefined) return;
  alive.add(pid);
  child.once('exit', () => alive.delete(pid));
}

/** The same for a process this one did not start itself (a server under tsx's wrapper): forgotten once gone. */
export function reapServingOnExit(pid: number): void {
  alive.add(pid);
  forgetWhenGone(pid);
}

function forgetWhenGone(pid: number): void {
  try {
    process.kill(pid, 0);
  } catch {
    alive.delete(pid);
    return;
  }
  setTimeout(() => forgetWhenGone(pid), 500).unref();
}

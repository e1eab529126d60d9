import { type CheckpointCues, startCheckpointThread } from './wal-checkpoint-thread';

const COMMITTED = 0;
const STOP = 1;
const CLOSED = 2;
const SLOTS = 3;

/**
 * Commits gather this long before the thread copies them: at most a few
 * checkpoints a second however fast the writes come, each writing a page
 * that several commits touched once.
 */
export const CHECKPOINT_GATHER_MS = 200;

/** How long `stop` waits for the thread to close its connection (it finishes the checkpoint under way). */
const STOP_WAIT_MS = 5000;

export interface BackgroundCheckpoints {
  /** Tells the thread a commit happened; costs an atomic add, never waits. */
  committed(): void;
  /** Stops the thread and waits (bounded) until its connection is closed. */
  stop(): void;
}

/**
 * Checkpoints of a served database on their own thread, so no commit stalls copying pages and syncing the file.
 * `onFailure` hears why the thread stopped early; the writer's own automatic checkpoints then keep the log bounded.
 */
export function startBackgroundCheckpoints(
  file: string,
  onFailure: (error: Error) => void,
  /** See CheckpointCues: catchUpFrames is set below the writer's own automatic checkpoint. */
  { gatherMs = CHECKPOINT_GATHER_MS, catchUpFrames }: Partial<Pick<CheckpointCues, 'gatherMs' | 'catchUpFrames'>> = {},
): BackgroundCheckpoints {
  const progress = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const shared = new Int32Array(progress);
  const thread = startCheckpointThread(file, {
    progress,
    committedSlot: COMMITTED,
    stopSlot: STOP,
    closedSlot: CLOSED,
    gatherMs,
    catchUpFrames,
  });
  // The thread never keeps the process alive: a process that ends closes its connections anyway.
  thread.unref();
  let failed = false;
  thread.on('error', (error) => {
    failed = true;
    onFailure(error);
  });
  return {
    committed() {
      Atomics.add(shared, COMMITTED, 1);
      Atomics.notify(shared, COMMITTED);
    },
    stop() {
      Atomics.store(shared, STOP, 1);
      Atomics.notify(shared, STOP);
      Atomics.notify(shared, COMMITTED);
      // Synchronous, as closing a connection is: once stopped, nothing of this client has the file open.
      if (!failed) Atomics.wait(shared, CLOSED, 0, STOP_WAIT_MS);
    },
  };
}

import { Worker } from 'node:worker_threads';

/** Where a checkpoint thread reads its cues: Int32 slots of a buffer its writer shares with it. */
export interface CheckpointCues {
  progress: SharedArrayBuffer;
  /** A counter the writer moves (and notifies) after each commit. */
  committedSlot: number;
  /** Set to 1 (and notified) when the thread should stop. */
  stopSlot: number;
  /** Set to 1 (and notified) by the thread once its connection is closed; -1: not reported. */
  closedSlot: number;
  /**
   * How long the thread lets commits gather after the first new one before it checkpoints: one checkpoint
   * then copies a page that several commits touched once. 0: right away.
   */
  gatherMs: number;
  /**
   * Once the log holds this many frames, commits no longer gather: the thread checkpoints again as soon as
   * there is something new. While commits keep coming, a checkpoint on another connection never catches up
   * with the last frame, so the log never restarts; it grows until the writer's own automatic checkpoint
   * restarts it, inside a commit, copying what this thread had not yet copied. From this mark on that is
   * only what the last few milliseconds committed. Absent or 0: commits always gather.
   */
  catchUpFrames?: number;
}

interface CheckpointThreadData extends CheckpointCues {
  file: string;
  sqlite: string;
}

/**
 * The thread's code, plain JavaScript: it needs no TypeScript loader under
 * tsx (a loader made the thread larger and slower to start), and
 * it only waits for commits and checkpoints.
 *
 * Its connection is read-write (a read-only one may not checkpoint) and
 * writes nothing else; a new connection syncs at FULL, so the log is synced
 * before its pages are copied and the file after, as the writer's own
 * checkpoints do. PASSIVE never blocks the writer: it copies the frames
 * committed so far and leaves later ones for the next time. It may also
 * stop short of frames a reader's snapshot still needs: it then tries again
 * shortly rather than at the next commit. Every wait is bounded, so a stop
 * flag set without a notify is still seen.
 */
const SOURCE = `
const { workerData } = require('node:worker_threads');
try {
  require('node:fs').writeFileSync('/proc/thread-self/comm', 'wal-checkpoint');
} catch {}
const Database = require(workerData.sqlite);
const RETRY_MS = 50;
const shared = new Int32Array(workerData.progress);
const { committedSlot, stopSlot, closedSlot, gatherMs } = workerData;
const catchUpFrames = workerData.catchUpFrames || 0;
const stopping = () => Atomics.load(shared, stopSlot) === 1;
let db = null;
try {
  db = new Database(workerData.file);
  db.pragma('busy_timeout = 5000');
  // Unknown at start, so the first round checkpoints whatever was committed before the thread ran.
  let done = -1;
  // Frames in the log at the last checkpoint.
  let logged = 0;
  while (!stopping()) {
    if (Atomics.load(shared, committedSlot) === done) {
      Atomics.wait(shared, committedSlot, done, 1000);
      continue;
    }
    const catchingUp = catchUpFrames > 0 && logged >= catchUpFrames;
    if (gatherMs > 0 && !catchingUp) Atomics.wait(shared, stopSlot, 0, gatherMs);
    if (stopping()) break;
    const committed = Atomics.load(shared, committedSlot);
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    logged = result.log;
    if (result.busy === 0 && result.checkpointed === result.log) done = committed;
    else Atomics.wait(shared, committedSlot, committed, RETRY_MS);
  }
} finally {
  if (db) db.close();
  if (closedSlot >= 0) {
    Atomics.store(shared, closedSlot, 1);
    Atomics.notify(shared, closedSlot);
  }
}
`;

/**
 * Starts a thread that copies the write-ahead log of `file` into the
 * database file on its own connection after the writer's commits, so the
 * writer neither copies pages nor waits for the file's fsync in its own
 * commits. It stops once the stop slot is set, after the checkpoint under way.
 */
export function startCheckpointThread(file: string, cues: CheckpointCues): Worker {
  const data: CheckpointThreadData = { ...cues, file, sqlite: require.resolve('better-sqlite3') };
  return new Worker(SOURCE, { eval: true, workerData: data });
}

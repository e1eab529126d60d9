import { Worker } from 'node:worker_threads';
import { COMMITTED_CHUNK, WRITER_STOPPED } from './reading-thread-messages';

/** What the checkpoint thread is given: the database file, and the replay's progress slots. */
interface CheckpointThreadData {
  file: string;
  progress: SharedArrayBuffer;
  sqlite: string;
  committedSlot: number;
  stoppedSlot: number;
}

/**
 * The thread's code, plain JavaScript: it needs no TypeScript loader under
 * tsx (a loader made the thread tens of MB larger and slower to start), and
 * it only waits for commits and checkpoints.
 *
 * Its connection is read-write (a read-only one may not checkpoint) and
 * writes nothing else; a new connection syncs at FULL, so the log is synced
 * before its pages are copied and the file after, as the writer's own
 * checkpoints do. PASSIVE never blocks the writer: it copies the frames
 * committed so far and leaves later ones for the next time. It may also
 * stop short of frames a reader's snapshot still needs (the reading
 * thread's, briefly): it then tries again shortly rather than at the next
 * commit. The wait is bounded, so a stop flag set without a notify is
 * still seen.
 */
const SOURCE = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.sqlite);
const RETRY_MS = 50;
const shared = new Int32Array(workerData.progress);
const db = new Database(workerData.file);
try {
  db.pragma('busy_timeout = 5000');
  let done = Atomics.load(shared, workerData.committedSlot);
  while (Atomics.load(shared, workerData.stoppedSlot) !== 1) {
    const committed = Atomics.load(shared, workerData.committedSlot);
    if (committed === done) {
      Atomics.wait(shared, workerData.committedSlot, committed, 1000);
      continue;
    }
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result.busy === 0 && result.checkpointed === result.log) done = committed;
    else Atomics.wait(shared, workerData.committedSlot, committed, RETRY_MS);
  }
} finally {
  db.close();
}
`;

/**
 * Starts a rebuild's checkpoint thread: after each run the writer commits
 * (COMMITTED_CHUNK moves), it copies the write-ahead log into the database
 * file on its own connection, so the writer (the rebuild's critical path)
 * neither copies pages nor waits for the file's fsync in its own commits.
 * It stops once WRITER_STOPPED is set, after the checkpoint under way.
 */
export function startCheckpointThread(file: string, progress: SharedArrayBuffer): Worker {
  const data: CheckpointThreadData = {
    file,
    progress,
    sqlite: require.resolve('better-sqlite3'),
    committedSlot: COMMITTED_CHUNK,
    stoppedSlot: WRITER_STOPPED,
  };
  return new Worker(SOURCE, { eval: true, workerData: data });
}

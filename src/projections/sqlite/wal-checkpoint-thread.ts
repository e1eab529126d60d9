/**
 * Entry point of a rebuild's checkpoint thread: copies the write-ahead log
 * into the database file on its own connection after each run the writer
 * commits, so the writer (the rebuild's critical path) neither copies pages
 * nor waits for the file's fsync in its own commits. See
 * `replayOnReadingThread`.
 */
import { workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { COMMITTED_CHUNK, type CheckpointThreadData, WRITER_STOPPED } from './reading-thread-messages';

const { file, progress } = workerData as CheckpointThreadData;
const shared = new Int32Array(progress);

function checkpointEachRun(): void {
  // Read-write: a read-only connection may not checkpoint. It writes nothing else. A new connection syncs at
  // FULL: the log is synced before its pages are copied and the file after, as the writer's own checkpoints do.
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    let done = Atomics.load(shared, COMMITTED_CHUNK);
    for (;;) {
      if (Atomics.load(shared, WRITER_STOPPED) === 1) return;
      const committed = Atomics.load(shared, COMMITTED_CHUNK);
      if (committed === done) {
        // Bounded, so a stop flag set without a notify is still seen.
        Atomics.wait(shared, COMMITTED_CHUNK, committed, 1000);
        continue;
      }
      // PASSIVE never blocks the writer: it copies the frames committed so far and leaves later ones for the next.
      db.pragma('wal_checkpoint(PASSIVE)');
      done = committed;
    }
  } finally {
    db.close();
  }
}

checkpointEachRun();

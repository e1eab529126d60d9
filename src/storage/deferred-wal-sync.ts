import { closeSync, fdatasync, fdatasyncSync, openSync } from 'node:fs';
import { DependencyError } from '../shared/dependency-error';

/**
 * Makes commits durable off the event loop. The writer commits at
 * synchronous=NORMAL (its WAL frames reach the OS, not yet the disk) and
 * this syncs the WAL file on libuv's thread pool, one sync at a time: the
 * commits made while a sync runs share the next one, which is group commit
 * without the event loop waiting for the disk.
 *
 * A commit is then visible in this process before it is durable, so whoever
 * shows data to the outside (an HTTP answer, a read of the log) waits for
 * `durable()` after reading and before answering: nothing that a power loss
 * could still take back ever leaves the process, exactly as with every
 * commit synced in place.
 *
 * Linux syncs a file's data whichever descriptor asks, so this module's own
 * read-only descriptor of the WAL flushes the frames the writer wrote. The
 * WAL file keeps its inode while the writer is open (a checkpoint rewinds it,
 * never replaces it).
 */
export class DeferredWalSync {
  /** Commits counted so far; every one numbered up to `synced` is on disk. */
  private committed = 0;
  private synced = 0;
  private syncing = false;
  private closed = false;
  private fd: number | null = null;
  private failure: Error | null = null;
  private readonly waiting: { upTo: number; resolve(): void; reject(error: Error): void }[] = [];

  constructor(
    private readonly walPath: string,
    /** Told once, should a sync fail: from then on the caller syncs its commits in place. */
    private readonly onFailure: (error: Error) => void,
    /** How a file's data reaches the disk; tests hold it to see which commits share a sync. */
    private readonly syncFile: (fd: number, done: (error: Error | null) => void) => void = fdatasync,
  ) {}

  /** True once a sync has failed: commits must not be deferred any more. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** A commit whose frames still have to reach the disk. */
  committedUnsynced(): void {
    this.committed += 1;
    this.startSync();
  }

  /** A commit synced in place, which synced every frame before it too (the WAL is one file, written in order). */
  committedSynced(): void {
    this.committed += 1;
    this.synced = this.committed;
    this.release();
  }

  /**
   * Resolves once every commit counted before this call is on disk; at once when they all are. After a failed
   * sync it always rejects: Linux may drop the pages a failed sync could not write and report the next sync
   * as a success, so nothing committed since this process opened the file can be vouched for any more (as
   * PostgreSQL, which stops). A restart recovers the log from what is on disk.
   */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.synced === this.committed) return Promise.resolve();
    const upTo = this.committed;
    return new Promise((resolve, reject) => this.waiting.push({ upTo, resolve, reject }));
  }

  /** The writer is about to close: what is still unsynced is synced here and now, and no sync starts again. */
  close(): void {
    this.closed = true;
    if (this.fd !== null && this.synced < this.committed && !this.failure) {
      try {
        fdatasyncSync(this.fd);
        this.synced = this.committed;
        this.release();
      } catch (error) {
        this.fail(error);
      }
    }
    if (!this.syncing) this.closeFile();
  }

  private startSync(): void {
    if (this.syncing || this.failure || this.closed) return;
    let fd: number;
    try {
      // The WAL exists from the writer's first commit on, which is the one that brought us here.
      fd = this.fd ??= openSync(this.walPath, 'r');
    } catch (error) {
      this.fail(error);
      return;
    }
    const upTo = this.committed;
    this.syncing = true;
    this.syncFile(fd, (error) => {
      this.syncing = false;
      if (error) {
        this.fail(error);
      } else {
        this.synced = Math.max(this.synced, upTo);
        this.release();
      }
      if (this.closed || this.failure) this.closeFile();
      else if (this.synced < this.committed) this.startSync();
    });
  }

  private release(): void {
    let kept = 0;
    for (const waiter of this.waiting) {
      if (waiter.upTo <= this.synced) waiter.resolve();
      else this.waiting[kept++] = waiter;
    }
    this.waiting.length = kept;
  }

  private fail(cause: unknown): void {
    if (this.failure) return;
    // 500 DATABASE_ERROR to whoever waits: the disk answered with an error.
    const error = new DependencyError('sqlite', 'failed', cause);
    this.failure = error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    if (!this.syncing) this.closeFile();
    this.onFailure(error);
  }

  private closeFile(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }
}

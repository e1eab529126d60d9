import type { SqliteDatabase } from './sqlite-client';

/** How long a caller waits for the log to be emptied before leaving the retries to run on in the background. */
const CALLER_WAIT_MS = 2000;
const FIRST_RETRY_MS = 20;
const LONGEST_RETRY_MS = 1000;

interface CheckpointRow {
  busy: number;
}

/**
 * Empties the write-ahead log after deletes whose old bytes must not stay on
 * disk: a TRUNCATE checkpoint copies every frame into the file and cuts the
 * log to nothing. It cannot finish while another connection checkpoints (the
 * background checkpoint thread) or reads an older snapshot. Waiting for those
 * on SQLite's busy handler would stall the service's one thread, so the
 * checkpoint is asked not to wait, and is tried again on a timer until one
 * that began after the last request finishes.
 */
export class WalEmptier {
  /** A delete happened since the last finished checkpoint. */
  private pending = false;
  private retrying = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly writer: SqliteDatabase) {}

  /**
   * Resolves once the log has been emptied since this call, or after a short wait if it could not be yet;
   * the retries go on either way while the connection is open. Throws what the first try threw, busy aside.
   */
  request(): Promise<void> {
    this.pending = true;
    if (this.tryNow()) return Promise.resolve();
    const emptied = new Promise<void>((resolve) => this.waiters.push(resolve));
    this.retryLater(FIRST_RETRY_MS);
    return Promise.race([emptied, new Promise<void>((resolve) => setTimeout(resolve, CALLER_WAIT_MS).unref())]);
  }

  /** True when no delete waits for its checkpoint. */
  get idle(): boolean {
    return !this.pending;
  }

  private tryNow(): boolean {
    if (!this.writer.open || !this.truncate()) return false;
    // Synchronous since the request, so none came in meanwhile: every waiter is settled.
    this.pending = false;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
    return true;
  }

  private truncate(): boolean {
    const waitsFor = this.writer.pragma('busy_timeout', { simple: true }) as number;
    this.writer.pragma('busy_timeout = 0');
    try {
      const [row] = this.writer.pragma('wal_checkpoint(TRUNCATE)') as CheckpointRow[];
      return row?.busy === 0;
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return false;
      throw error;
    } finally {
      this.writer.pragma(`busy_timeout = ${waitsFor}`);
    }
  }

  private retryLater(delayMs: number): void {
    if (this.retrying) return;
    this.retrying = true;
    setTimeout(() => {
      this.retrying = false;
      if (!this.pending || !this.writer.open) return;
      let done = false;
      try {
        done = this.tryNow();
      } catch {
        // Anything but busy reached the caller of the first try; the timer only keeps trying.
      }
      if (!done) this.retryLater(Math.min(delayMs * 2, LONGEST_RETRY_MS));
    }, delayMs).unref();
  }
}

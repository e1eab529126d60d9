import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { clearDegraded, noteDegraded } from '../../shared/degraded-modes';
import type { ReplayStore } from '../../storage/replay-store';

/** A pending claim lives this long unless its holder renews it: a dead holder frees the key within seconds. */
export const CLAIM_LEASE_MS = 5_000;
/** The holder renews well inside the lease, so one late renewal does not lose it. */
const RENEW_EVERY_MS = 1_500;
/** How long an answer is kept for replay from the cache (the log keeps the record for good). */
export const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const DEGRADED = 'idempotency-cache';
const WARN_EVERY_MS = 10_000;
let lastWarnAt = 0;

export interface PendingEntry {
  state: 'pending';
  fingerprint: string;
  /** Which request holds the claim: a renewal extends only its own. */
  holder: string;
}

export interface AnswerEntry {
  state: 'done';
  fingerprint: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type KeptEntry = PendingEntry | AnswerEntry;

/**
 * One request's claim on an Idempotency-Key in the shared cache: a short
 * lease renewed while the request runs. The cache only speeds answers up and
 * tells a concurrent live request apart; the log decides whether the write
 * happened. So a cache that fails is logged and worked around, never the
 * request's failure: without a claim the log's unique key still lets one
 * append through.
 */
export class IdempotencyClaim {
  private readonly pending: string;
  private timer: NodeJS.Timeout | null = null;
  private renewal: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ReplayStore,
    private readonly slot: string,
    fingerprint: string,
    private readonly logger: Pick<Logger, 'warn'> | undefined,
  ) {
    const entry: PendingEntry = { state: 'pending', fingerprint, holder: randomUUID() };
    this.pending = JSON.stringify(entry);
  }

  /** Takes the key; returns what the cache already holds for it instead (null: taken, or the cache failed). */
  async take(): Promise<KeptEntry | null> {
    try {
      const existing = await this.store.putIfAbsent(this.slot, this.pending, CLAIM_LEASE_MS);
      clearDegraded(DEGRADED);
      return existing === null ? null : (JSON.parse(existing) as KeptEntry);
    } catch (error) {
      this.warn(error, 'idempotency cache unavailable; the log alone decides this keyed write');
      return null;
    }
  }

  /** Renews the lease until `stop`, so a live request keeps its key however long it runs. */
  keepAlive(): void {
    this.timer = setInterval(() => {
      this.renewal = this.store.renew(this.slot, this.pending, CLAIM_LEASE_MS).catch((error: unknown) => {
        this.warn(error, 'could not renew an idempotency claim');
      });
    }, RENEW_EVERY_MS);
    this.timer.unref();
  }

  /** Stops renewing, once a renewal in flight has landed: it cannot overwrite what comes next. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.renewal;
  }

  /** Keeps the answer for replays; a failure only costs a later retry one look-up in the log. */
  async complete(answer: AnswerEntry): Promise<void> {
    try {
      await this.store.put(this.slot, JSON.stringify(answer), ANSWER_TTL_MS);
    } catch (error) {
      this.warn(error, 'could not cache an idempotent answer; a retry will find it in the log');
    }
  }

  /** Frees the key after a refusal; if the cache fails, the lease runs out on its own. */
  async release(): Promise<void> {
    try {
      await this.store.deleteIf(this.slot, this.pending);
    } catch (error) {
      this.warn(error, 'could not release an idempotency claim; it lapses with its lease');
    }
  }

  /** At most one line per WARN_EVERY_MS: an outage would otherwise log once per keyed write. */
  private warn(error: unknown, message: string): void {
    noteDegraded(DEGRADED, 'idempotency cache unavailable: keyed writes are checked in the event log alone');
    const now = Date.now();
    if (now - lastWarnAt < WARN_EVERY_MS) return;
    lastWarnAt = now;
    this.logger?.warn({ err: error }, message);
  }
}

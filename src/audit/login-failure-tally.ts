/** One account's failed logins within a window. */
export interface FailureCount {
  /** Keyed pseudonym of the email typed, or `other` for the accounts past the tally's bound. */
  account: string;
  userId: string | null;
  failures: number;
  /** Attempts refused because their (address, email) pair was locked. */
  refusedWhileLocked: number;
  /** Pairs that reached the lock within the window. */
  lockouts: number;
  firstAt: string;
  lastAt: string;
}

export type FailureKind = 'failed' | 'refused_locked' | 'lockout';

/** Stands for every account a full tally no longer counts one by one. */
export const OTHER_ACCOUNTS = 'other';

/**
 * Failed logins, counted per account and window in memory, then written as
 * one event per account: an anonymous caller (or a botnet) trying thousands
 * of passwords adds a few events to the permanent log, not one per guess.
 * At most `maxAccounts` are counted one by one per window; the rest share
 * one count, so the memory and the events of a window are bounded whatever
 * emails are typed.
 */
export class LoginFailureTally {
  private counts = new Map<string, FailureCount>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly windowMs: number,
    private readonly maxAccounts: number,
    private readonly write: (counts: FailureCount[]) => Promise<void>,
  ) {}

  add(account: string, userId: string | null, kind: FailureKind, at: string): void {
    const key = this.counts.has(account) || this.counts.size < this.maxAccounts ? account : OTHER_ACCOUNTS;
    let count = this.counts.get(key);
    if (!count) {
      count = { account: key, userId, failures: 0, refusedWhileLocked: 0, lockouts: 0, firstAt: at, lastAt: at };
      this.counts.set(key, count);
    }
    if (key === OTHER_ACCOUNTS) count.userId = null;
    else count.userId ??= userId;
    if (kind === 'failed') count.failures += 1;
    else if (kind === 'refused_locked') count.refusedWhileLocked += 1;
    else count.lockouts += 1;
    count.lastAt = at;
    // The window starts with its first failure; a quiet service keeps no timer.
    this.timer ??= setTimeout(() => void this.flush(), this.windowMs).unref();
  }

  /** Writes the window's counts now (at its end, and on shutdown). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counts = [...this.counts.values()];
    this.counts = new Map();
    if (counts.length > 0) await this.write(counts);
  }

  /** Accounts counted in the current window (the bound is tested). */
  get size(): number {
    return this.counts.size;
  }
}

/**
 * Short-lived keyed values shared by every API process: the answers kept for
 * Idempotency-Key replays and the fingerprints of recent CSV uploads. Process
 * memory on the embedded profile, Redis with LIMITS_STORE=redis, so a retry
 * reaching another API process finds what the first one kept.
 */
export interface ReplayStore {
  /** Stores `value` unless the key holds one; returns the value already there, or null when this one was stored. */
  putIfAbsent(key: string, value: string, ttlMs: number): Promise<string | null>;
  /** Stores `value`, replacing any other. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Extends the key's life only while it still holds `value` (a lease renewed by its holder); true if it did. */
  renew(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it still holds `value`: a holder never frees a claim that is no longer its own. */
  deleteIf(key: string, value: string): Promise<void>;
}

/** The embedded profile's store; expired entries are dropped when read and swept once a minute. */
export class MemoryReplayStore implements ReplayStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async putIfAbsent(key: string, value: string, ttlMs: number): Promise<string | null> {
    // No await between the look-up and the write: concurrent callers cannot both find the key free.
    const existing = this.live(key);
    if (existing !== null) return existing;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return null;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async get(key: string): Promise<string | null> {
    return this.live(key);
  }

  private live(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async renew(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key) !== value) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async deleteIf(key: string, value: string): Promise<void> {
    if (this.live(key) === value) this.entries.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * At most one process applies a projection at a time. A lease is held for
 * `ttlMs` and must be renewed well before it runs out; a holder that dies
 * simply stops renewing, and another process takes over once it expires.
 *
 * The lease is about work, not correctness: every view write is guarded by
 * its position, so a stalled holder that wakes up after losing the lease can
 * only write views that are still older than its own and cannot corrupt them.
 */
export interface ProjectorLease {
  /** Who we are in the lease record: host, pid and a random part (pids repeat across containers). */
  readonly holder: string;
  readonly ttlMs: number;
  /** Takes the lease if it is free, expired or already ours, and extends it by ttl. True when we hold it. */
  acquire(projection: string): Promise<boolean>;
  /** Extends a lease we still hold; false once another holder has taken it. */
  renew(projection: string): Promise<boolean>;
  /** Gives the lease up at once so a standby does not wait for the ttl. */
  release(projection: string): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_LEASE_TTL_MS = 10_000;
export const DEFAULT_LEASE_RENEW_MS = 3_000;
/** A standby looks this often, so a dead holder is replaced within about ttl + 1 s. */
export const DEFAULT_LEASE_ACQUIRE_MS = 1_000;

export function newHolderId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * The embedded profile: the SQLite file's directory lock already guarantees one process
 * per DATA_DIR. A real lease there would make a restarted process wait out the
 * ttl of the crashed one before its reads caught up, for nothing.
 */
export function soleProcessLease(): ProjectorLease {
  return {
    holder: newHolderId(),
    ttlMs: Number.POSITIVE_INFINITY,
    acquire: async () => true,
    renew: async () => true,
    release: async () => undefined,
    close: async () => undefined,
  };
}

export interface LeaseTiming {
  /** Renew this often while holding; well under the lease ttl so one slow run cannot outlive it. */
  renewEveryMs: number;
  /** How often a standby tries to take the lease over. */
  acquireEveryMs: number;
}

/** Thrown by catchUp() when another process holds the projection's lease. */
export class LeaseUnavailableError extends Error {
  constructor(projection: string) {
    super(`Projection "${projection}" is being applied by another process (lease held)`);
    this.name = 'LeaseUnavailableError';
  }
}

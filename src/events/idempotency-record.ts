import { createHash } from 'node:crypto';

/**
 * What a keyed write stores with the last event it appends, in the same
 * transaction: the caller-scoped key (a digest, so no client text sits in
 * the log) and the fingerprint of the request it stood for. A unique index
 * on the key makes the log, not a cache, the record that the key was used.
 */
export interface IdempotencyMark {
  key: string;
  fingerprint: string;
}

/** Where a keyed write landed: enough to rebuild its answer from the log. */
export interface IdempotencyRecord {
  fingerprint: string;
  streamId: string;
  revision: number;
  position: number;
}

/** The key as the log stores it: the caller and the client's key, hashed together. */
export function scopedIdempotencyKey(callerId: string, key: string): string {
  return createHash('sha256').update(`${callerId}\n${key}`).digest('base64url');
}

/** The unique index's name on every SQL adapter; a violation of it means another write already used the key. */
export const IDEMPOTENCY_INDEX = 'event_log_idempotency_key';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * True when an append failed because its idempotency key is already in the
 * log (another process won a race on the same key); wrappers are unwrapped.
 */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const shape = current as DriverError;
    // PostgreSQL: unique_violation on the named index.
    if (shape.code === '23505' && shape.constraint === IDEMPOTENCY_INDEX) return true;
    // SQLite names the column, not the index.
    if (
      typeof shape.code === 'string' &&
      shape.code.startsWith('SQLITE_CONSTRAINT') &&
      typeof shape.message === 'string' &&
      shape.message.includes('event_log.idempotency_key')
    )
      return true;
    current = shape.cause;
  }
  return false;
}

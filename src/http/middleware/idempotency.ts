import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../shared/app-error';
import type { ReplayStore } from '../../storage/replay-store';
import { actorOf } from './authentication';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose request never finished (a crashed process) frees the key after this. */
const PENDING_TTL_MS = 2 * 60 * 1000;
const KEY_FORMAT = /^[A-Za-z0-9._:@-]{1,255}$/;
/** The headers a replay repeats besides the body. */
const REPLAYED_HEADERS = ['Location', 'ETag'] as const;

interface Pending {
  state: 'pending';
  fingerprint: string;
}

interface Completed {
  state: 'done';
  fingerprint: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

type Kept = Pending | Completed;

/** Object keys sorted at every level, so the same JSON sent with its keys reordered is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The request a key stands for: method, path and the parsed JSON body. */
export function jsonFingerprint(ctx: Context): string {
  const body = JSON.stringify(canonical(ctx.request.body ?? null));
  return createHash('sha256').update(`${ctx.method} ${ctx.path}\n${body}`).digest('hex');
}

function keyOf(ctx: Context): string | null {
  // Absent is "no key"; present but empty is a bad key, like any other value off the format.
  const header = ctx.request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const raw = Array.isArray(header) ? header.join(', ') : header;
  if (!KEY_FORMAT.test(raw)) {
    throw new AppError(422, 'VALIDATION_ERROR', 'Invalid Idempotency-Key header', [
      {
        field: IDEMPOTENCY_HEADER,
        message: 'Must be 1 to 255 characters from A-Z, a-z, 0-9 and . _ : @ - (a UUID works)',
      },
    ]);
  }
  return raw;
}

function mismatch(key: string): AppError {
  return new AppError(
    422,
    'DUPLICATE_ENTRY',
    'This Idempotency-Key was already used for a different request; use a new key for a new request',
    { idempotency_key: key, header: IDEMPOTENCY_HEADER },
  );
}

/**
 * `Idempotency-Key` on POST and PUT: the first request with a key runs and,
 * when it succeeds (2xx), its status, body, Location and ETag are kept for 24
 * hours under the caller and the key. The same key with the same request
 * gets that answer again (`Idempotent-Replayed: true`) and writes nothing;
 * with a different request it is 422 DUPLICATE_ENTRY. A refused request
 * keeps nothing, so it can be corrected and retried under the same key. While
 * the first request is still running, a second one with its key gets 409.
 * Runs after authentication (keys are per caller) and body parsing.
 */
export function idempotency(store: ReplayStore, fingerprintOf: (ctx: Context) => string): Middleware {
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === null) return next();
    const slot = `idem:${actorOf(ctx).userId}:${key}`;
    const fingerprint = fingerprintOf(ctx);
    const pending: Pending = { state: 'pending', fingerprint };
    const existing = await store.putIfAbsent(slot, JSON.stringify(pending), PENDING_TTL_MS);
    if (existing !== null) {
      const kept = JSON.parse(existing) as Kept;
      if (kept.fingerprint !== fingerprint) throw mismatch(key);
      if (kept.state === 'pending') {
        throw new AppError(409, 'CONFLICT', 'A request with this Idempotency-Key is still being processed; retry', {
          idempotency_key: key,
        });
      }
      for (const [name, value] of Object.entries(kept.headers)) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.status = kept.status;
      ctx.body = kept.body;
      return;
    }
    try {
      await next();
    } catch (error) {
      await store.delete(slot);
      throw error;
    }
    if (ctx.status < 200 || ctx.status >= 300) {
      await store.delete(slot);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = ctx.response.get(name);
      if (value) headers[name] = value;
    }
    const done: Completed = { state: 'done', fingerprint, status: ctx.status, headers, body: ctx.body };
    await store.put(slot, JSON.stringify(done), IDEMPOTENCY_TTL_MS);
  };
}

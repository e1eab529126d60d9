import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../shared/app-error';
import type { Logger } from 'pino';
import {
  type IdempotencyMark,
  type IdempotencyRecord,
  isIdempotencyKeyTaken,
  scopedIdempotencyKey,
} from '../../events/idempotency-record';
import type { ReplayStore } from '../../storage/replay-store';
import { actorOf } from './authentication';
import { ANSWER_TTL_MS, type AnswerEntry, IdempotencyClaim } from './idempotency-claim';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = ANSWER_TTL_MS;
const KEY_FORMAT = /^[A-Za-z0-9._:@-]{1,255}$/;
/** The headers a replay repeats besides the body. */
const REPLAYED_HEADERS = ['Location', 'ETag'] as const;

/** The log's side of keyed writes: where a committed one is found, and how its answer is rebuilt. */
export interface KeyedWriteLog {
  find(key: string): Promise<IdempotencyRecord | null>;
  /** Sets status, headers and body as the write first answered them. */
  answer(ctx: Context, record: IdempotencyRecord): Promise<void>;
}

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

function stillRunning(key: string): AppError {
  return new AppError(409, 'CONFLICT', 'A request with this Idempotency-Key is still being processed; retry', {
    idempotency_key: key,
  });
}

function replayCached(ctx: Context, kept: AnswerEntry): void {
  for (const [name, value] of Object.entries(kept.headers)) ctx.set(name, value);
  ctx.set('Idempotent-Replayed', 'true');
  ctx.status = kept.status;
  ctx.body = kept.body;
}

function answerEntry(ctx: Context, fingerprint: string): AnswerEntry {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = ctx.response.get(name);
    if (value) headers[name] = value;
  }
  return { state: 'done', fingerprint, status: ctx.status, headers, body: ctx.body };
}

/**
 * `Idempotency-Key` on POST and PUT. The key, scoped to the caller, and the
 * request's fingerprint are stored with the events the write appends, in its
 * transaction: the log is the record. The cache (Redis or memory) holds a
 * short claim, renewed while the request runs, and then the answer for 24
 * hours. The same key with the same request gets the first answer again
 * (`Idempotent-Replayed: true`), from the cache or, when the cache lost it,
 * rebuilt from the log; with a different request it is 422 DUPLICATE_ENTRY.
 * While a live request holds the key, another one gets 409; a holder that
 * died frees it when its lease runs out. A refused request keeps nothing.
 * Runs after authentication (keys are per caller) and body parsing.
 */
export function idempotency(
  store: ReplayStore,
  fingerprintOf: (ctx: Context) => string,
  log?: KeyedWriteLog,
  logger?: Pick<Logger, 'warn'>,
): Middleware {
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === null) return next();
    const { userId } = actorOf(ctx);
    const fingerprint = fingerprintOf(ctx);
    const claim = new IdempotencyClaim(store, `idem:${userId}:${key}`, fingerprint, logger);
    const kept = await claim.take();
    if (kept !== null) {
      if (kept.fingerprint !== fingerprint) throw mismatch(key);
      if (kept.state === 'pending') throw stillRunning(key);
      return replayCached(ctx, kept);
    }
    const mark: IdempotencyMark = { key: scopedIdempotencyKey(userId, key), fingerprint };
    // The logged answer, when the log already holds this key or another process won the race to append it.
    const fromLog = async (): Promise<boolean> => {
      const record = log ? await log.find(mark.key) : null;
      if (!log || !record) return false;
      if (record.fingerprint !== fingerprint) throw mismatch(key);
      await log.answer(ctx, record);
      ctx.set('Idempotent-Replayed', 'true');
      return true;
    };
    try {
      if (!(await fromLog())) {
        ctx.state.idempotency = mark;
        claim.keepAlive();
        try {
          await next();
        } catch (error) {
          if (!isIdempotencyKeyTaken(error) || !(await fromLog())) throw error;
        } finally {
          await claim.stop();
        }
      }
    } catch (error) {
      await claim.release();
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) await claim.complete(answerEntry(ctx, fingerprint));
    else await claim.release();
  };
}

/**
 * koa-ratelimit's memory limiter, counted synchronously. koa-ratelimit builds a limiter object, an options
 * copy and a header object and awaits a promise per window per request, and its reset header was then read
 * back and rewritten in whole seconds: together a few per cent of a short request's main-thread CPU. This
 * keeps its semantics to the request (entries of the same shape in the same Map, the same key, the same
 * decrement and reset rules), so the two can share a store and tests written against one hold for the other.
 */

/** An entry in the store, as koa-ratelimit's memory limiter writes it: `reset` in seconds with a fraction. */
export interface WindowEntry {
  id: string;
  reset: number;
  remaining: number;
  total: number;
}

// koa-ratelimit's clock: the wall clock read once, advanced by the monotonic one, in microseconds.
const startedMicros = Date.now() * 1e3;
const startedHr = process.hrtime.bigint();
const nowMicros = (): number => startedMicros + Math.round(Number(process.hrtime.bigint() - startedHr) / 1e3);

export interface WindowCount {
  /** The X-RateLimit(-Burst)-Remaining value to send. */
  remaining: number;
  /** The window's end, Unix seconds rounded up (the spec's whole-second reset). */
  resetSeconds: number;
  total: number;
  /** False when this request is over the limit. */
  allowed: boolean;
}

/**
 * Counts one request of `id` in a window of `durationMs` allowing `max`. The first request of a window stores
 * `max` and shows `max - 1` remaining; each later one takes one off the stored count, and the request that
 * finds it at zero (after taking) is refused, as koa-ratelimit does.
 */
export function countInWindow(
  db: Map<string, unknown>,
  id: string,
  max: number,
  durationMs: number,
  now = nowMicros(),
): WindowCount {
  const key = `limit:${id}`;
  const entry = db.get(key) as WindowEntry | undefined;
  let limit: WindowEntry;
  if (entry === undefined || entry.reset * 1e6 < now) {
    limit = { id, reset: (now + durationMs * 1e3) / 1e6, remaining: max, total: max };
    db.set(key, limit);
  } else {
    entry.remaining = entry.remaining > 0 ? entry.remaining - 1 : 0;
    limit = entry;
  }
  return {
    remaining: limit.remaining > 0 ? limit.remaining - 1 : 0,
    resetSeconds: Math.ceil(limit.reset),
    total: limit.total,
    allowed: limit.remaining > 0,
  };
}

import type { Context, Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import type Redis from 'ioredis';
import { AppError, type ErrorCode } from '../../shared/app-error';
import { verifiedUserId } from './authentication';

export type RateLimitBackend =
  { driver: 'memory'; db: Map<string, unknown> } | { driver: 'redis'; db: Redis; keyPrefix: string };

export interface RateLimitConfig {
  perHour: number;
  burstPerMinute: number;
}

/** Per verified user; anonymous calls (login, docs) per client address. */
function callerKey(ctx: Context): string {
  const userId = verifiedUserId(ctx);
  return userId ? `user:${userId}` : `ip:${ctx.ip}`;
}

function limiter(
  backend: RateLimitBackend,
  options: { name: string; max: number; durationMs: number; window: string; code: ErrorCode; headerPrefix: string },
): Middleware {
  const inner = ratelimit({
    driver: backend.driver,
    db: backend.db as never,
    duration: options.durationMs,
    max: options.max,
    id: (ctx: Context) => `${backend.driver === 'redis' ? backend.keyPrefix : ''}${options.name}:${callerKey(ctx)}`,
    headers: {
      remaining: `${options.headerPrefix}-Remaining`,
      reset: `${options.headerPrefix}-Reset`,
      total: `${options.headerPrefix}-Limit`,
    },
    throw: true,
  });
  const resetHeader = `${options.headerPrefix}-Reset`;
  // The spec's reset is a Unix time in whole seconds; the limiter computes it with a fraction.
  const wholeSecondReset = (ctx: Context): number => {
    const seconds = Math.ceil(Number(ctx.response.get(resetHeader)));
    if (Number.isFinite(seconds)) ctx.set(resetHeader, String(seconds));
    return seconds;
  };
  return async (ctx, next) => {
    let passed = false;
    try {
      await inner(ctx, async () => {
        passed = true;
        wholeSecondReset(ctx);
        await next();
      });
    } catch (error) {
      if (passed) throw error;
      const resetSeconds = wholeSecondReset(ctx);
      const retryAfter = Math.min(options.durationMs / 1000, Math.max(1, Math.ceil(resetSeconds - Date.now() / 1000)));
      throw new AppError(
        429,
        options.code,
        options.code === 'RATE_LIMITED' ? 'Rate limit exceeded' : 'Burst limit exceeded',
        {
          limit: options.max,
          window: options.window,
          reset_at: new Date(resetSeconds * 1000).toISOString(),
          retry_after_seconds: retryAfter,
        },
        { 'Retry-After': String(retryAfter) },
      );
    }
  };
}

/**
 * The standard tier: an hourly quota (reported in the X-RateLimit-* headers
 * the spec names) and a per-minute burst limit (X-RateLimit-Burst-*).
 */
export function rateLimits(backend: RateLimitBackend, config: RateLimitConfig): Middleware[] {
  return [
    limiter(backend, {
      name: 'hour',
      max: config.perHour,
      durationMs: 3_600_000,
      window: '1 hour',
      code: 'RATE_LIMITED',
      headerPrefix: 'X-RateLimit',
    }),
    limiter(backend, {
      name: 'burst',
      max: config.burstPerMinute,
      durationMs: 60_000,
      window: '1 minute',
      code: 'BURST_LIMIT_EXCEEDED',
      headerPrefix: 'X-RateLimit-Burst',
    }),
  ];
}

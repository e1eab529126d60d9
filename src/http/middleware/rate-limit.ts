import type { Context, Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import type Redis from 'ioredis';
import { AppError, type ErrorCode } from '../../shared/app-error';
import type { Logger } from '../../shared/logger';
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

interface LimiterOptions {
  name: string;
  max: number;
  durationMs: number;
  window: string;
  code: ErrorCode;
  headerPrefix: string;
}

function koaLimiter(backend: RateLimitBackend, options: LimiterOptions): Middleware {
  return ratelimit({
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
}

/** koa-ratelimit's own refusal; anything else it throws is its store failing. */
function isLimitRefusal(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 429;
}

/**
 * With Redis as the store, a Redis outage must neither refuse every request
 * nor let them through unlimited: while Redis fails, each process counts
 * callers in its own memory (the same limits, per process instead of shared),
 * and returns to the shared counts as soon as Redis answers again.
 */
function withFallback(backend: RateLimitBackend, options: LimiterOptions, logger?: Logger): Middleware {
  const primary = koaLimiter(backend, options);
  if (backend.driver === 'memory') return primary;
  const fallback = koaLimiter({ driver: 'memory', db: new Map() }, options);
  let degraded = false;
  return async (ctx, next) => {
    let reachedNext = false;
    const proceed = async (): Promise<void> => {
      reachedNext = true;
      await next();
    };
    try {
      await primary(ctx, proceed);
      if (degraded && reachedNext) {
        degraded = false;
        logger?.info({ limiter: options.name, dependency: 'redis' }, 'rate limits shared through redis again');
      }
    } catch (error) {
      if (reachedNext || isLimitRefusal(error)) throw error;
      if (!degraded) {
        degraded = true;
        logger?.warn(
          { err: error, limiter: options.name, dependency: 'redis' },
          'redis unavailable: rate limits counted in this process until it returns',
        );
      }
      await fallback(ctx, proceed);
    }
  };
}

function limiter(backend: RateLimitBackend, options: LimiterOptions, logger?: Logger): Middleware {
  const inner = withFallback(backend, options, logger);
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
      if (passed || !isLimitRefusal(error)) throw error;
      const resetSeconds = wholeSecondReset(ctx);
      const fallbackReset = Math.ceil(Date.now() / 1000 + options.durationMs / 1000);
      const reset = Number.isFinite(resetSeconds) ? resetSeconds : fallbackReset;
      const retryAfter = Math.min(options.durationMs / 1000, Math.max(1, Math.ceil(reset - Date.now() / 1000)));
      throw new AppError(
        429,
        options.code,
        options.code === 'RATE_LIMITED' ? 'Rate limit exceeded' : 'Burst limit exceeded',
        {
          limit: options.max,
          window: options.window,
          reset_at: new Date(reset * 1000).toISOString(),
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
export function rateLimits(backend: RateLimitBackend, config: RateLimitConfig, logger?: Logger): Middleware[] {
  return [
    limiter(
      backend,
      {
        name: 'hour',
        max: config.perHour,
        durationMs: 3_600_000,
        window: '1 hour',
        code: 'RATE_LIMITED',
        headerPrefix: 'X-RateLimit',
      },
      logger,
    ),
    limiter(
      backend,
      {
        name: 'burst',
        max: config.burstPerMinute,
        durationMs: 60_000,
        window: '1 minute',
        code: 'BURST_LIMIT_EXCEEDED',
        headerPrefix: 'X-RateLimit-Burst',
      },
      logger,
    ),
  ];
}

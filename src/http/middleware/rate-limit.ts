import type { Context, Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import type Redis from 'ioredis';
import { AppError, type ErrorCode } from '../../shared/app-error';
import { clearDegraded, noteDegraded } from '../../shared/degraded-modes';
import type { Tier, TierLookup } from '../../auth/organization-tiers';
import type { Logger } from '../../shared/logger';
import { verifiedOrganization, verifiedUserId } from './authentication';

export type RateLimitBackend =
  { driver: 'memory'; db: Map<string, unknown> } | { driver: 'redis'; db: Redis; keyPrefix: string };

export interface RateLimitConfig {
  /** The standard tier. */
  perHour: number;
  burstPerMinute: number;
  /** The enterprise tier's burst (it has no hourly limit). */
  enterpriseBurstPerMinute?: number;
}

/** SPEC section 8's premium tier. */
export const PREMIUM = { perHour: 5000, burstPerMinute: 500 } as const;

/** Who a request is counted for, and at which tier: worked out once per request. */
interface RateCaller {
  /** Per verified user or API key; anonymous calls (login, docs) per client address. */
  key: string;
  /** The caller's organization's tier; anonymous callers are standard. */
  tier: Tier;
}

const RATE_CALLER = 'rateCaller';

function rateCallerOf(ctx: Context, tiers: TierLookup | undefined): RateCaller {
  const known = ctx.state[RATE_CALLER] as RateCaller | undefined;
  if (known) return known;
  const userId = verifiedUserId(ctx);
  const organization = verifiedOrganization(ctx);
  const caller: RateCaller = {
    key: userId ? `user:${userId}` : `ip:${ctx.ip}`,
    tier: organization && tiers ? tiers.tierOf(organization) : 'standard',
  };
  ctx.state[RATE_CALLER] = caller;
  return caller;
}

/** Set by `rateLimits` before any limiter runs. */
const callerKey = (ctx: Context): string => (ctx.state[RATE_CALLER] as RateCaller).key;

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
        clearDegraded(`rate-limit:${options.name}`);
        logger?.info({ limiter: options.name, dependency: 'redis' }, 'rate limits shared through redis again');
      }
    } catch (error) {
      if (reachedNext || isLimitRefusal(error)) throw error;
      if (!degraded) {
        degraded = true;
        noteDegraded(`rate-limit:${options.name}`, `redis unavailable: rate limit ${options.name} counted per process`);
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
 * Limits by the caller's organization's tier (SPEC section 8): an hourly
 * quota in the X-RateLimit-* headers and a per-minute burst in
 * X-RateLimit-Burst-*, both showing the caller's own tier's limits. Counted
 * per caller (each user and each API key), not shared by an organization.
 * `enterprise` has no hourly limit (no X-RateLimit-* hourly headers) and a
 * configurable burst. Counters live in Redis on the server profile.
 */
export function rateLimits(
  backend: RateLimitBackend,
  config: RateLimitConfig,
  tiers?: TierLookup,
  logger?: Logger,
): Middleware[] {
  // Counters are per tier too: koa-ratelimit's memory store keeps a counter's limit until its window ends, so a
  // tier change starts new counters rather than keep showing the old limit.
  const hourly = (max: number, tier: Tier): Middleware =>
    limiter(
      backend,
      {
        name: `hour:${tier}`,
        max,
        durationMs: 3_600_000,
        window: '1 hour',
        code: 'RATE_LIMITED',
        headerPrefix: 'X-RateLimit',
      },
      logger,
    );
  const burst = (max: number, tier: Tier): Middleware =>
    limiter(
      backend,
      {
        name: `burst:${tier}`,
        max,
        durationMs: 60_000,
        window: '1 minute',
        code: 'BURST_LIMIT_EXCEEDED',
        headerPrefix: 'X-RateLimit-Burst',
      },
      logger,
    );
  const passThrough: Middleware = (_ctx, next) => next();
  const hour: Record<Tier, Middleware> = {
    standard: hourly(config.perHour, 'standard'),
    premium: hourly(PREMIUM.perHour, 'premium'),
    enterprise: passThrough,
  };
  const minute: Record<Tier, Middleware> = {
    standard: burst(config.burstPerMinute, 'standard'),
    premium: burst(PREMIUM.burstPerMinute, 'premium'),
    enterprise: burst(config.enterpriseBurstPerMinute ?? 2000, 'enterprise'),
  };
  // One tier lookup per request: both windows count at the tier the request started with.
  return [
    (ctx, next) => {
      const { tier } = rateCallerOf(ctx, tiers);
      return hour[tier](ctx, () => minute[tier](ctx, next));
    },
  ];
}

import Redis from 'ioredis';
import { backoffDelayMs } from '../shared/backoff';
import type { Logger } from '../shared/logger';

/**
 * One ioredis connection for everything the limits port keeps in Redis
 * (security store and koa-ratelimit). Options may also come from the URL's
 * query string, which ioredis merges into its options (e.g. `?keyPrefix=staging:`).
 *
 * Outages: ioredis reconnects forever, with bounded jittered backoff (at most
 * 2 s apart, so service resumes within about 2 s of Redis returning). While
 * disconnected, commands fail at once (no offline queue) instead of waiting:
 * the caller answers 503 or uses its documented fallback (docs/operating.md,
 * "Outages"). Connection errors are logged once per outage, not once per attempt.
 */
export async function openRedisClient(url: string, logger?: Logger): Promise<Redis> {
  let down = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (attempt) => backoffDelayMs(attempt, 100, 2000),
  });
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ err: error, dependency: 'redis' }, 'redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger?.info({ dependency: 'redis' }, 'redis connection restored');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${url.replace(/\/\/[^@/]*@/, '//***@')} is not reachable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return redis;
}

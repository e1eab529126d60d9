import Redis from 'ioredis';

/**
 * One ioredis connection for everything the limits port keeps in Redis
 * (security store and koa-ratelimit). Options may also come from the URL's
 * query string, which ioredis merges into its options (e.g. `?keyPrefix=staging:`).
 * A request fails after a few reconnect attempts instead of queueing for
 * minutes: login and rate limits then answer with an error (fail closed).
 */
export async function openRedisClient(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectTimeout: 5000 });
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

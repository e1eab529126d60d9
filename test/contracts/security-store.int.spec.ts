import { randomBytes } from 'node:crypto';
import { MemorySecurityStore } from '../../src/auth/memory-security-store';
import { RedisSecurityStore } from '../../src/auth/redis-security-store';
import { openRedisClient } from '../../src/storage/redis-client';
import { securityStoreContract } from './security-store.contract';
import { deleteKeys } from './support/redis';
import { REDIS_URL, isReachable, warnSkipped } from './support/servers';

describe('security store contract: memory', () => {
  securityStoreContract(async () => {
    const store = new MemorySecurityStore();
    return { store, close: () => store.close() };
  });
});

describe('security store contract: Redis (own key prefix per run)', () => {
  securityStoreContract(async () => {
    if (!(await isReachable(REDIS_URL, 6379))) {
      warnSkipped(
        'Redis security store contract suite',
        `nothing listening at ${new URL(REDIS_URL).host} (start deploy/local/services.sh up)`,
      );
      return null;
    }
    const redis = await openRedisClient(REDIS_URL);
    const keyPrefix = `test:security:${randomBytes(6).toString('hex')}:`;
    const store = new RedisSecurityStore(redis, { keyPrefix });
    return {
      store,
      async close() {
        await store.close();
        await deleteKeys(redis, keyPrefix);
        await redis.quit();
      },
    };
  });
});

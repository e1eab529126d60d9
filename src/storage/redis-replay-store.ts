import type Redis from 'ioredis';
import type { ReplayStore } from './replay-store';

/** SET NX PX makes "first one wins" atomic across API processes; Redis expires the keys itself. */
export class RedisReplayStore implements ReplayStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async putIfAbsent(key: string, value: string, ttlMs: number): Promise<string | null> {
    const stored = await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    if (stored === 'OK') return null;
    // The holder may have expired between the two calls: then the key is free again, so try once more.
    const existing = await this.redis.get(this.prefix + key);
    return existing ?? this.putIfAbsent(key, value, ttlMs);
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

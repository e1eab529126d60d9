import type Redis from 'ioredis';
import type { ReplayStore } from './replay-store';

/** Compare-and-act scripts: a lease renewed, or a claim deleted, only by the request that holds it. */
const RENEW_IF_HELD =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";
const DELETE_IF_HELD = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

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

  async renew(key: string, value: string, ttlMs: number): Promise<boolean> {
    const renewed = await this.redis.eval(RENEW_IF_HELD, 1, this.prefix + key, value, Math.max(1, Math.ceil(ttlMs)));
    return renewed === 1;
  }

  async deleteIf(key: string, value: string): Promise<void> {
    await this.redis.eval(DELETE_IF_HELD, 1, this.prefix + key, value);
  }
}

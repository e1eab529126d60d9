import type Redis from 'ioredis';
import type { FailedLogins, RefreshSession, SecurityStore } from './security-store';

/**
 * Counts one failure and sets the lock in one step, so concurrent failures on
 * several API replicas cannot both miss the threshold. The counter lives as
 * long as a lock would (like the memory store): a quiet period resets it.
 * ARGV: maxAttempts, lockMs, now + lockMs, now.
 */
const RECORD_FAILURE = `
local expires = tonumber(redis.call('HGET', KEYS[1], 'expiresAt') or '0')
if expires <= tonumber(ARGV[4]) then redis.call('DEL', KEYS[1]) end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local locked = false
if count >= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'lockedUntil', ARGV[3])
  locked = ARGV[3]
end
redis.call('HSET', KEYS[1], 'expiresAt', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {count, locked}
`;

/**
 * The next admission slot of a throttled key, reserved in one step so
 * replicas share one queue. ARGV: now, intervalMs, maxWaitMs. Returns the
 * wait, or -1 when it would pass maxWaitMs.
 */
const RESERVE_SLOT = `
local now = tonumber(ARGV[1])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if slot - now > tonumber(ARGV[3]) then return -1 end
local nextAt = slot + tonumber(ARGV[2])
redis.call('SET', KEYS[1], string.format('%d', nextAt), 'PX', math.max(60000, nextAt - now))
return slot - now
`;

/** Keys never vanish sooner than this, whatever the caller's clock says; expiry itself is decided against `now`. */
const MIN_TTL_MS = 60_000;

export interface RedisSecurityStoreOptions {
  /** Namespaces the keys, e.g. per deployment or per test run. */
  keyPrefix?: string;
}

/**
 * Shared limits and sessions for API replicas. Expiry decisions use the `now`
 * the caller passes (the service clock), as the memory store does; Redis TTLs
 * only collect garbage, computed from the wall clock.
 */
export class RedisSecurityStore implements SecurityStore {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    options: RedisSecurityStoreOptions = {},
  ) {
    this.prefix = options.keyPrefix ?? 'deid:security:';
  }

  private key(kind: 'fail' | 'slot' | 'known' | 'token' | 'rotated' | 'revoked' | 'family', id: string): string {
    return `${this.prefix}${kind}:${id}`;
  }

  async failedLogins(key: string, now: number): Promise<FailedLogins> {
    const [count, lockedUntil, expiresAt] = await this.redis.hmget(
      this.key('fail', key),
      'count',
      'lockedUntil',
      'expiresAt',
    );
    if (count === null || Number(expiresAt) <= now) return { count: 0, lockedUntil: null };
    const until = lockedUntil === null ? null : Number(lockedUntil);
    return { count: Number(count), lockedUntil: until !== null && until > now ? until : null };
  }

  async recordFailedLogin(key: string, maxAttempts: number, lockMs: number, now: number): Promise<FailedLogins> {
    const reply = (await this.redis.eval(
      RECORD_FAILURE,
      1,
      this.key('fail', key),
      maxAttempts,
      lockMs,
      now + lockMs,
      now,
    )) as [number, string | null];
    return { count: Number(reply[0]), lockedUntil: reply[1] ? Number(reply[1]) : null };
  }

  async clearFailedLogins(key: string): Promise<void> {
    await this.redis.del(this.key('fail', key));
  }

  async reserveSlot(key: string, intervalMs: number, maxWaitMs: number, now: number): Promise<number | null> {
    const wait = Number(await this.redis.eval(RESERVE_SLOT, 1, this.key('slot', key), now, intervalMs, maxWaitMs));
    return wait < 0 ? null : wait;
  }

  async remember(key: string, until: number): Promise<void> {
    await this.redis.set(this.key('known', key), String(until), 'PX', ttlUntil(until));
  }

  async isRemembered(key: string, now: number): Promise<boolean> {
    const until = await this.redis.get(this.key('known', key));
    return until !== null && Number(until) > now;
  }

  /** The family keeps an index of its live tokens so revoking it can delete them. */
  async saveRefreshToken(tokenHash: string, session: RefreshSession): Promise<void> {
    const ttl = ttlUntil(session.expiresAt);
    const family = this.key('family', session.familyId);
    await this.redis
      .multi()
      .set(this.key('token', tokenHash), JSON.stringify(session), 'PX', ttl)
      .sadd(family, tokenHash)
      .pexpire(family, ttl)
      .exec()
      .then(failOnError);
  }

  /** GETDEL: of two replicas presenting the same token at once, exactly one gets the session. */
  async takeRefreshToken(tokenHash: string, now: number): Promise<RefreshSession | null> {
    const raw = await this.redis.getdel(this.key('token', tokenHash));
    if (raw === null) return null;
    const session = JSON.parse(raw) as RefreshSession;
    await this.redis.srem(this.key('family', session.familyId), tokenHash);
    return session.expiresAt > now ? session : null;
  }

  async markRotated(tokenHash: string, familyId: string, expiresAt: number): Promise<void> {
    await this.redis.set(
      this.key('rotated', tokenHash),
      JSON.stringify({ familyId, expiresAt }),
      'PX',
      ttlUntil(expiresAt),
    );
  }

  async rotatedFamily(tokenHash: string, now: number): Promise<string | null> {
    const raw = await this.redis.get(this.key('rotated', tokenHash));
    if (raw === null) return null;
    const entry = JSON.parse(raw) as { familyId: string; expiresAt: number };
    return entry.expiresAt > now ? entry.familyId : null;
  }

  /**
   * The marker is written first, so a token saved into the family while its
   * index is being emptied is still refused (callers check isFamilyRevoked).
   */
  async revokeFamily(familyId: string, expiresAt: number): Promise<void> {
    const family = this.key('family', familyId);
    const replies = await this.redis
      .multi()
      .set(this.key('revoked', familyId), String(expiresAt), 'PX', ttlUntil(expiresAt))
      .smembers(family)
      .del(family)
      .exec()
      .then(failOnError);
    const members = replies[1] as string[];
    if (members.length > 0) await this.redis.del(...members.map((hash) => this.key('token', hash)));
  }

  async isFamilyRevoked(familyId: string, now: number): Promise<boolean> {
    const until = await this.redis.get(this.key('revoked', familyId));
    return until !== null && Number(until) > now;
  }

  async close(): Promise<void> {
    // The connection is shared with the rate limiter and closed by its owner.
  }
}

function ttlUntil(expiresAt: number): number {
  return Math.max(MIN_TTL_MS, Math.ceil(expiresAt - Date.now()));
}

function failOnError(results: [Error | null, unknown][] | null): unknown[] {
  if (results === null) throw new Error('Redis transaction was discarded');
  for (const [error] of results) if (error) throw error;
  return results.map(([, value]) => value);
}

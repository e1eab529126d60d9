import type { FailedLogins, RefreshSession, SecurityStore } from './security-store';

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** Entries of the anonymous-keyed maps (failures, slots, addresses) before the oldest are dropped. */
const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * Keys here are chosen by anonymous callers (any email typed at login), so the
 * maps are swept of expired entries as they grow and never hold more than
 * `maxEntries`: past it the oldest go first, which at worst forgets a lock early.
 */
function bounded<V extends { expiresAt: number }>(map: Map<string, V>, maxEntries: number, now: number): void {
  if (map.size < maxEntries) return;
  for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
  for (const key of map.keys()) {
    if (map.size < maxEntries) break;
    map.delete(key);
  }
}

/** One-process profile: restarting the server signs everybody out, which is the safe direction. */
export class MemorySecurityStore implements SecurityStore {
  private readonly failures = new Map<string, FailedLogins & { expiresAt: number }>();
  private readonly slots = new Map<string, { nextAt: number; expiresAt: number }>();
  private readonly addresses = new Map<string, { expiresAt: number }>();
  private readonly sessions = new Map<string, RefreshSession>();
  private readonly rotated = new Map<string, Expiring<string>>();
  private readonly revokedFamilies = new Map<string, number>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  /** How many failure counters are held (the bound is tested). */
  get failureEntries(): number {
    return this.failures.size;
  }

  async failedLogins(key: string, now: number): Promise<FailedLogins> {
    const entry = this.failures.get(key);
    if (!entry || entry.expiresAt <= now) return { count: 0, lockedUntil: null };
    return {
      count: entry.count,
      lockedUntil: entry.lockedUntil !== null && entry.lockedUntil > now ? entry.lockedUntil : null,
    };
  }

  async recordFailedLogin(key: string, maxAttempts: number, lockMs: number, now: number): Promise<FailedLogins> {
    // No await between reading and writing the counter, so concurrent failures each count.
    const entry = this.failures.get(key);
    const count = (entry && entry.expiresAt > now ? entry.count : 0) + 1;
    const lockedUntil = count >= maxAttempts ? now + lockMs : null;
    // Re-inserted, so the map's order is oldest activity first.
    this.failures.delete(key);
    bounded(this.failures, this.maxEntries, now);
    this.failures.set(key, { count, lockedUntil, expiresAt: now + lockMs });
    return { count, lockedUntil };
  }

  async clearFailedLogins(key: string): Promise<void> {
    this.failures.delete(key);
  }

  async reserveSlot(key: string, intervalMs: number, maxWaitMs: number, now: number): Promise<number | null> {
    const entry = this.slots.get(key);
    const slot = Math.max(now, entry?.nextAt ?? 0);
    if (slot - now > maxWaitMs) return null;
    this.slots.delete(key);
    bounded(this.slots, this.maxEntries, now);
    this.slots.set(key, { nextAt: slot + intervalMs, expiresAt: slot + intervalMs });
    return slot - now;
  }

  async remember(key: string, until: number): Promise<void> {
    this.addresses.delete(key);
    bounded(this.addresses, this.maxEntries, Date.now());
    this.addresses.set(key, { expiresAt: until });
  }

  async isRemembered(key: string, now: number): Promise<boolean> {
    const entry = this.addresses.get(key);
    return entry !== undefined && entry.expiresAt > now;
  }

  async saveRefreshToken(tokenHash: string, session: RefreshSession): Promise<void> {
    this.sessions.set(tokenHash, session);
  }

  async takeRefreshToken(tokenHash: string, now: number): Promise<RefreshSession | null> {
    const session = this.sessions.get(tokenHash);
    this.sessions.delete(tokenHash);
    return session && session.expiresAt > now ? session : null;
  }

  async markRotated(tokenHash: string, familyId: string, expiresAt: number): Promise<void> {
    this.rotated.set(tokenHash, { value: familyId, expiresAt });
  }

  async rotatedFamily(tokenHash: string, now: number): Promise<string | null> {
    const entry = this.rotated.get(tokenHash);
    return entry && entry.expiresAt > now ? entry.value : null;
  }

  async revokeFamily(familyId: string, expiresAt: number): Promise<void> {
    this.revokedFamilies.set(familyId, expiresAt);
    for (const [hash, session] of this.sessions) if (session.familyId === familyId) this.sessions.delete(hash);
  }

  async isFamilyRevoked(familyId: string, now: number): Promise<boolean> {
    const until = this.revokedFamilies.get(familyId);
    return until !== undefined && until > now;
  }

  async close(): Promise<void> {
    this.sessions.clear();
  }
}

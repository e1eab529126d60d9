import type { FailedLogins, RefreshSession, SecurityStore } from './security-store';

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** One-process profile: restarting the server signs everybody out, which is the safe direction. */
export class MemorySecurityStore implements SecurityStore {
  private readonly failures = new Map<string, FailedLogins & { expiresAt: number }>();
  private readonly sessions = new Map<string, RefreshSession>();
  private readonly rotated = new Map<string, Expiring<string>>();
  private readonly revokedFamilies = new Map<string, number>();

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
    this.failures.set(key, { count, lockedUntil, expiresAt: now + lockMs });
    return { count, lockedUntil };
  }

  async clearFailedLogins(key: string): Promise<void> {
    this.failures.delete(key);
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

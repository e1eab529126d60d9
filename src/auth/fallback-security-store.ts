import { DependencyError } from '../shared/dependency-error';
import { clearDegraded, noteDegraded } from '../shared/degraded-modes';
import { MemorySecurityStore } from './memory-security-store';
import type { FailedLogins, RefreshSession, SecurityStore } from './security-store';

const DEGRADED = 'security-store';
const WARNING =
  'redis unavailable: failed-login lockouts and login throttles are counted in this process until it returns; ' +
  'refresh tokens issued meanwhile work on this process only';

/**
 * The Redis security store with this process's memory behind it. While Redis
 * fails, lockout counters, throttles and remembered addresses are kept per
 * process (the same limits, not shared), logins keep working and the refresh
 * tokens they issue live here. What cannot be answered without the shared
 * state fails closed as before: refreshing a token issued before the outage
 * (it is not here) and revoking a family (a logout must reach every process).
 */
export class FallbackSecurityStore implements SecurityStore {
  private readonly local = new MemorySecurityStore();

  constructor(
    private readonly shared: SecurityStore,
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {}

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      clearDegraded(DEGRADED);
      return result;
    } catch (error) {
      if (!(error instanceof DependencyError)) throw error;
      noteDegraded(DEGRADED, WARNING);
      this.onFallback(error);
      return local();
    }
  }

  failedLogins(key: string, now: number): Promise<FailedLogins> {
    return this.either(
      () => this.shared.failedLogins(key, now),
      () => this.local.failedLogins(key, now),
    );
  }

  recordFailedLogin(key: string, maxAttempts: number, lockMs: number, now: number): Promise<FailedLogins> {
    return this.either(
      () => this.shared.recordFailedLogin(key, maxAttempts, lockMs, now),
      () => this.local.recordFailedLogin(key, maxAttempts, lockMs, now),
    );
  }

  clearFailedLogins(key: string): Promise<void> {
    return this.either(
      () => this.shared.clearFailedLogins(key),
      () => this.local.clearFailedLogins(key),
    );
  }

  reserveSlot(key: string, intervalMs: number, maxWaitMs: number, now: number): Promise<number | null> {
    return this.either(
      () => this.shared.reserveSlot(key, intervalMs, maxWaitMs, now),
      () => this.local.reserveSlot(key, intervalMs, maxWaitMs, now),
    );
  }

  remember(key: string, until: number): Promise<void> {
    return this.either(
      () => this.shared.remember(key, until),
      () => this.local.remember(key, until),
    );
  }

  isRemembered(key: string, now: number): Promise<boolean> {
    return this.either(
      () => this.shared.isRemembered(key, now),
      () => this.local.isRemembered(key, now),
    );
  }

  saveRefreshToken(tokenHash: string, session: RefreshSession): Promise<void> {
    return this.either(
      () => this.shared.saveRefreshToken(tokenHash, session),
      () => this.local.saveRefreshToken(tokenHash, session),
    );
  }

  /** A token saved here during an outage is found here, before or after Redis returns. */
  async takeRefreshToken(tokenHash: string, now: number): Promise<RefreshSession | null> {
    const local = await this.local.takeRefreshToken(tokenHash, now);
    if (local) return local;
    return this.shared.takeRefreshToken(tokenHash, now);
  }

  markRotated(tokenHash: string, familyId: string, expiresAt: number): Promise<void> {
    return this.either(
      () => this.shared.markRotated(tokenHash, familyId, expiresAt),
      () => this.local.markRotated(tokenHash, familyId, expiresAt),
    );
  }

  async rotatedFamily(tokenHash: string, now: number): Promise<string | null> {
    const local = await this.local.rotatedFamily(tokenHash, now);
    return (
      local ??
      this.either(
        () => this.shared.rotatedFamily(tokenHash, now),
        async () => null,
      )
    );
  }

  revokeFamily(familyId: string, expiresAt: number): Promise<void> {
    return this.shared.revokeFamily(familyId, expiresAt);
  }

  /** Only a token taken from here reaches this during an outage: its family began or was rotated meanwhile. */
  async isFamilyRevoked(familyId: string, now: number): Promise<boolean> {
    if (await this.local.isFamilyRevoked(familyId, now)) return true;
    return this.either(
      () => this.shared.isFamilyRevoked(familyId, now),
      async () => false,
    );
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.shared.close();
  }
}

/**
 * State that must be shared by every API process: failed-login counters and
 * refresh tokens. Process memory on the embedded profile, Redis in production.
 */
export interface RefreshSession {
  userId: string;
  /** All tokens rotated from one login share a family; reuse of a rotated token revokes the family. */
  familyId: string;
  expiresAt: number;
}

export interface FailedLogins {
  count: number;
  lockedUntil: number | null;
}

export interface SecurityStore {
  failedLogins(key: string, now: number): Promise<FailedLogins>;
  /** Counts one failure; locks the key for lockMs once `maxAttempts` is reached. */
  recordFailedLogin(key: string, maxAttempts: number, lockMs: number, now: number): Promise<FailedLogins>;
  clearFailedLogins(key: string): Promise<void>;
  /**
   * Reserves the next admission slot of a throttled key, at least `intervalMs`
   * after the one before: how long the caller must wait, or null when that
   * wait would pass `maxWaitMs` (nothing is reserved then).
   */
  reserveSlot(key: string, intervalMs: number, maxWaitMs: number, now: number): Promise<number | null>;
  /** Remembers a key until `until` (an address a user logged in from). */
  remember(key: string, until: number): Promise<void>;
  isRemembered(key: string, now: number): Promise<boolean>;

  saveRefreshToken(tokenHash: string, session: RefreshSession): Promise<void>;
  /** Atomically removes and returns the session: a token can be used once. */
  takeRefreshToken(tokenHash: string, now: number): Promise<RefreshSession | null>;
  /** Remembers a rotated token so its reuse can be detected. */
  markRotated(tokenHash: string, familyId: string, expiresAt: number): Promise<void>;
  rotatedFamily(tokenHash: string, now: number): Promise<string | null>;
  revokeFamily(familyId: string, expiresAt: number): Promise<void>;
  isFamilyRevoked(familyId: string, now: number): Promise<boolean>;
  close(): Promise<void>;
}

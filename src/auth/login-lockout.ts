import type { SecurityStore } from './security-store';

export interface LockoutPolicy {
  /** Failures from one client address that lock that address out of the account. */
  maxFailedLogins: number;
  /** Failures from all addresses together that lock the account for everyone (a distributed attack). */
  maxFailedLoginsPerAccount: number;
  lockoutSeconds: number;
}

export interface FailureOutcome {
  /** Failures from this address (what `attempt` reports). */
  attempt: number;
  lockedUntil: number | null;
  /** How long to hold the failure answer back. */
  delayMs: number;
}

const pairKey = (email: string, address: string): string => `login:${email}|${address}`;
const accountKey = (email: string): string => `login:${email}`;

/** Answers to failed logins slow down as the account's failures grow: nothing for 3, then 50 ms doubling to 2 s. */
export function failureDelayMs(accountFailures: number): number {
  return accountFailures <= 3 ? 0 : Math.min(50 * 2 ** (accountFailures - 4), 2000);
}

/**
 * A lockout the attacker cannot aim at someone else. Failures are counted per
 * (email, client address): five wrong passwords lock that address out of that
 * account, while the owner logging in from elsewhere is not affected. Failures
 * from all addresses together are counted per account too; past the higher
 * per-account threshold the account is under a distributed attack and is
 * locked for every address. Each failure on an account also delays the next
 * failure answers, which makes guessing slow without refusing anyone. A
 * success clears only its own address's count. Emails are counted whether or
 * not an account exists, so the answers reveal nothing.
 */
export class LoginLockout {
  constructor(
    private readonly security: SecurityStore,
    private readonly policy: LockoutPolicy,
  ) {}

  async lockedUntil(email: string, address: string, now: number): Promise<number | null> {
    const [pair, account] = await Promise.all([
      this.security.failedLogins(pairKey(email, address), now),
      this.security.failedLogins(accountKey(email), now),
    ]);
    const until = [pair.lockedUntil, account.lockedUntil].filter((value): value is number => value !== null);
    return until.length === 0 ? null : Math.max(...until);
  }

  async recordFailure(email: string, address: string, now: number): Promise<FailureOutcome> {
    const lockMs = this.policy.lockoutSeconds * 1000;
    const [pair, account] = await Promise.all([
      this.security.recordFailedLogin(pairKey(email, address), this.policy.maxFailedLogins, lockMs, now),
      this.security.recordFailedLogin(accountKey(email), this.policy.maxFailedLoginsPerAccount, lockMs, now),
    ]);
    return {
      attempt: pair.count,
      lockedUntil: pair.lockedUntil ?? account.lockedUntil,
      delayMs: failureDelayMs(account.count),
    };
  }

  async clear(email: string, address: string): Promise<void> {
    await this.security.clearFailedLogins(pairKey(email, address));
  }
}

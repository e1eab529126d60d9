import { setTimeout as sleep } from 'node:timers/promises';
import type { SecurityStore } from './security-store';

export interface LockoutPolicy {
  /** Failures from one client address that lock that address out of the account. */
  maxFailedLogins: number;
  /** Failures from all addresses together past which attempts on the account are slowed. */
  slowAfterFailures: number;
  lockoutSeconds: number;
  /** The first gap between admitted attempts on a slowed account; it doubles with each further failure. */
  slowdownMs: number;
  /** The longest gap, and the longest an attempt waits for its turn (later ones get 429). */
  slowdownMaxMs: number;
}

export interface FailureOutcome {
  /** Failures from this address (what `attempt` reports). */
  attempt: number;
  lockedUntil: number | null;
}

export interface LoginState {
  /** When this address may try this account again; null: it may now. */
  lockedUntil: number | null;
  /** Failures on the account from every address within the window. */
  accountFailures: number;
}

const pairKey = (email: string, address: string): string => `login:${email}|${address}`;
const accountKey = (email: string): string => `login:${email}`;
const slotKey = (email: string): string => `slow:${email}`;
const knownKey = (email: string, address: string): string => `known:${email}|${address}`;
/** The account-wide counter never locks: it only decides the slowdown. */
const NEVER = Number.MAX_SAFE_INTEGER;

/** The gap between admitted attempts: the base past the threshold, doubling per further failure, capped. */
export function slowdownGapMs(policy: LockoutPolicy, accountFailures: number): number {
  const over = accountFailures - policy.slowAfterFailures;
  if (over < 0) return 0;
  return Math.min(policy.slowdownMs * 2 ** Math.min(over, 30), policy.slowdownMaxMs);
}

/**
 * A lockout the attacker cannot aim at someone else. Five wrong passwords lock
 * that (email, address) pair; the owner elsewhere is not affected. Failures
 * from all addresses are counted per account too, and past that threshold the
 * account is never locked: attempts from unknown clients are admitted one at
 * a time at a growing gap, before the password is checked, so a right and a
 * wrong password wait alike and an attacker cannot cut the wait short to
 * learn the answer. Clients that logged in before (a remembered address or a
 * signed device cookie) are not slowed. Emails are counted whether or not an
 * account exists, so the answers reveal nothing.
 */
export class LoginLockout {
  constructor(
    private readonly security: SecurityStore,
    private readonly policy: LockoutPolicy,
  ) {}

  async state(email: string, address: string, now: number): Promise<LoginState> {
    const [pair, account] = await Promise.all([
      this.security.failedLogins(pairKey(email, address), now),
      this.security.failedLogins(accountKey(email), now),
    ]);
    return { lockedUntil: pair.lockedUntil, accountFailures: account.count };
  }

  isKnownAddress(email: string, address: string, now: number): Promise<boolean> {
    return this.security.isRemembered(knownKey(email, address), now);
  }

  /**
   * Waits for this attempt's turn on a slowed account. False when the queue is
   * already longer than the longest wait: the caller answers 429 without
   * checking the password or counting a failure.
   */
  async awaitTurn(email: string, state: LoginState, now: number): Promise<boolean> {
    const gap = slowdownGapMs(this.policy, state.accountFailures);
    if (gap === 0) return true;
    const wait = await this.security.reserveSlot(slotKey(email), gap, this.policy.slowdownMaxMs, now);
    if (wait === null) return false;
    if (wait > 0) await sleep(wait);
    return true;
  }

  async recordFailure(email: string, address: string, now: number): Promise<FailureOutcome> {
    const lockMs = this.policy.lockoutSeconds * 1000;
    const [pair] = await Promise.all([
      this.security.recordFailedLogin(pairKey(email, address), this.policy.maxFailedLogins, lockMs, now),
      this.security.recordFailedLogin(accountKey(email), NEVER, lockMs, now),
    ]);
    return { attempt: pair.count, lockedUntil: pair.lockedUntil };
  }

  /** A success clears its own address's count and remembers the address for `trustUntil`. */
  async succeeded(email: string, address: string, trustUntil: number): Promise<void> {
    await Promise.all([
      this.security.clearFailedLogins(pairKey(email, address)),
      this.security.remember(knownKey(email, address), trustUntil),
    ]);
  }
}

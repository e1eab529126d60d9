import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { RefreshSession, SecurityStore } from '../../src/auth/security-store';

export interface SecurityStoreUnderTest {
  store: SecurityStore;
  close(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const fresh = (kind: string): string => `${kind}:${randomUUID()}`;

function session(overrides: Partial<RefreshSession> = {}): RefreshSession {
  return { userId: fresh('usr'), familyId: fresh('fam'), expiresAt: Date.now() + 60_000, ...overrides };
}

/**
 * The limits/sessions port, run against every adapter. Keys and tokens are
 * random per test; time is the real clock (lock expiry uses short locks), so
 * Redis TTLs and the callers' `now` agree as they do in production.
 */
export function securityStoreContract(open: () => Promise<SecurityStoreUnderTest | null>): void {
  let subject: SecurityStoreUnderTest;
  let store: SecurityStore;

  before(async function () {
    const opened = await open();
    if (!opened) return this.skip();
    subject = opened;
    store = subject.store;
  });
  after(async () => {
    await subject?.close();
  });

  it('counts failures and locks at the limit', async () => {
    const key = fresh('login');
    const now = Date.now();
    expect(await store.failedLogins(key, now)).to.deep.equal({ count: 0, lockedUntil: null });
    for (let attempt = 1; attempt < 3; attempt += 1) {
      expect(await store.recordFailedLogin(key, 3, 60_000, now)).to.deep.equal({ count: attempt, lockedUntil: null });
    }
    expect(await store.recordFailedLogin(key, 3, 60_000, now)).to.deep.equal({ count: 3, lockedUntil: now + 60_000 });
    expect(await store.failedLogins(key, now + 1000)).to.deep.equal({ count: 3, lockedUntil: now + 60_000 });
    expect(await store.failedLogins(fresh('login'), now)).to.deep.equal({ count: 0, lockedUntil: null });
  });

  it('counts concurrent failures exactly (atomic increment)', async () => {
    const key = fresh('login');
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 10 }, () => store.recordFailedLogin(key, 5, 60_000, now)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await store.failedLogins(key, now)).lockedUntil).to.equal(now + 60_000);
  });

  it('lets a lock expire, and the count starts again', async () => {
    const key = fresh('login');
    const lockMs = 200;
    for (let attempt = 0; attempt < 2; attempt += 1) await store.recordFailedLogin(key, 2, lockMs, Date.now());
    expect((await store.failedLogins(key, Date.now())).lockedUntil).to.be.a('number');
    await sleep(lockMs + 100);
    expect(await store.failedLogins(key, Date.now())).to.deep.equal({ count: 0, lockedUntil: null });
    expect((await store.recordFailedLogin(key, 2, lockMs, Date.now())).count).to.equal(1);
  });

  it('clears failures after a successful login', async () => {
    const key = fresh('login');
    await store.recordFailedLogin(key, 5, 60_000, Date.now());
    await store.recordFailedLogin(key, 5, 60_000, Date.now());
    await store.clearFailedLogins(key);
    expect(await store.failedLogins(key, Date.now())).to.deep.equal({ count: 0, lockedUntil: null });
  });

  it('admits a throttled key one slot per interval, and refuses a wait past the longest', async () => {
    const key = fresh('slow');
    const now = Date.now();
    const waits = await Promise.all([0, 1, 2].map(() => store.reserveSlot(key, 1000, 2500, now)));
    expect([...waits].sort((a, b) => (a ?? 0) - (b ?? 0))).to.deep.equal([0, 1000, 2000]);
    expect(await store.reserveSlot(key, 1000, 2500, now), 'the queue is full').to.equal(null);
    expect(await store.reserveSlot(key, 1000, 2500, now + 3000)).to.equal(0);
  });

  it('remembers a key until it expires', async () => {
    const key = fresh('known');
    const now = Date.now();
    expect(await store.isRemembered(key, now)).to.equal(false);
    await store.remember(key, now + 5000);
    expect(await store.isRemembered(key, now)).to.equal(true);
    expect(await store.isRemembered(key, now + 6000)).to.equal(false);
  });

  it('hands out a refresh token once', async () => {
    const token = fresh('hash');
    const saved = session();
    await store.saveRefreshToken(token, saved);
    expect(await store.takeRefreshToken(token, Date.now())).to.deep.equal(saved);
    expect(await store.takeRefreshToken(token, Date.now())).to.equal(null);
    expect(await store.takeRefreshToken(fresh('hash'), Date.now())).to.equal(null);
  });

  it('gives a token to exactly one of two concurrent takers', async () => {
    const token = fresh('hash');
    await store.saveRefreshToken(token, session());
    const taken = await Promise.all([
      store.takeRefreshToken(token, Date.now()),
      store.takeRefreshToken(token, Date.now()),
    ]);
    expect(taken.filter((result) => result !== null)).to.have.length(1);
  });

  it('refuses an expired refresh token', async () => {
    const token = fresh('hash');
    const now = Date.now();
    await store.saveRefreshToken(token, session({ expiresAt: now + 1000 }));
    expect(await store.takeRefreshToken(token, now + 2000)).to.equal(null);
    expect(await store.takeRefreshToken(token, now)).to.equal(null);
  });

  it('remembers rotated tokens until they expire', async () => {
    const token = fresh('hash');
    const familyId = fresh('fam');
    const now = Date.now();
    await store.markRotated(token, familyId, now + 5000);
    expect(await store.rotatedFamily(token, now)).to.equal(familyId);
    expect(await store.rotatedFamily(token, now + 6000)).to.equal(null);
    expect(await store.rotatedFamily(fresh('hash'), now)).to.equal(null);
  });

  it('revokes a family: its live tokens stop working, other families do not', async () => {
    const familyId = fresh('fam');
    const [live, other] = [fresh('hash'), fresh('hash')];
    const now = Date.now();
    await store.saveRefreshToken(live, session({ familyId }));
    await store.saveRefreshToken(other, session());
    expect(await store.isFamilyRevoked(familyId, now)).to.equal(false);
    await store.revokeFamily(familyId, now + 5000);
    expect(await store.isFamilyRevoked(familyId, now)).to.equal(true);
    expect(await store.isFamilyRevoked(familyId, now + 6000)).to.equal(false);
    expect(await store.takeRefreshToken(live, now)).to.equal(null);
    expect(await store.takeRefreshToken(other, now)).to.not.equal(null);
  });
}

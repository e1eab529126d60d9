import { expect } from 'chai';
import { FallbackSecurityStore } from '../../src/auth/fallback-security-store';
import { MemorySecurityStore } from '../../src/auth/memory-security-store';
import type { SecurityStore } from '../../src/auth/security-store';
import { DependencyError } from '../../src/shared/dependency-error';
import { degradedWarnings } from '../../src/shared/degraded-modes';

/** A shared store whose server can be taken away: every call fails as a guarded Redis call does. */
function switchable(): { store: SecurityStore; down: boolean } {
  const inner = new MemorySecurityStore();
  const state = { down: false, store: inner as SecurityStore };
  state.store = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'close') return value;
      return (...args: unknown[]) =>
        state.down
          ? Promise.reject(new DependencyError('redis', 'unavailable', new Error('connection refused')))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  return state;
}

describe('FallbackSecurityStore: Redis down is not a login outage', () => {
  it('counts failed logins and locks out in process memory while Redis is down, with a warning', async () => {
    const shared = switchable();
    const store = new FallbackSecurityStore(shared.store);
    shared.down = true;
    await store.recordFailedLogin('user@x', 2, 60_000, 1000);
    const locked = await store.recordFailedLogin('user@x', 2, 60_000, 1001);
    expect(locked.lockedUntil).to.equal(61_001);
    expect((await store.failedLogins('user@x', 1002)).lockedUntil).to.equal(61_001);
    expect(degradedWarnings().join(' ')).to.match(/lockouts/);
    shared.down = false;
    await store.failedLogins('user@x', 1003);
    expect(degradedWarnings().join(' ')).not.to.match(/lockouts/);
  });

  it('issues refresh tokens during the outage that this process can take, before and after Redis returns', async () => {
    const shared = switchable();
    const store = new FallbackSecurityStore(shared.store);
    shared.down = true;
    const session = { userId: 'usr_1', familyId: 'fam_1', expiresAt: 10_000 };
    await store.saveRefreshToken('hash-1', session);
    shared.down = false;
    expect(await store.takeRefreshToken('hash-1', 5)).to.deep.equal(session);
    expect(await store.takeRefreshToken('hash-1', 6)).to.equal(null);
  });

  it('fails closed for what needs the shared state: an older token, a logout', async () => {
    const shared = switchable();
    const store = new FallbackSecurityStore(shared.store);
    await store.saveRefreshToken('older', { userId: 'usr_1', familyId: 'fam_0', expiresAt: 10_000 });
    shared.down = true;
    let refresh: unknown = null;
    await store.takeRefreshToken('older', 5).catch((error: unknown) => (refresh = error));
    expect(refresh).to.be.instanceOf(DependencyError);
    let logout: unknown = null;
    await store.revokeFamily('fam_0', 10_000).catch((error: unknown) => (logout = error));
    expect(logout).to.be.instanceOf(DependencyError);
  });
});

import { expect } from 'chai';
import { type FailureCount, LoginFailureTally, OTHER_ACCOUNTS } from '../../src/audit/login-failure-tally';
import { MemorySecurityStore } from '../../src/auth/memory-security-store';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed logins: counted per account and window, in bounded memory', () => {
  it('writes one count per account at the end of the window, not one event per failure', async () => {
    const written: FailureCount[][] = [];
    const tally = new LoginFailureTally(50, 100, async (counts) => {
      written.push(counts);
    });
    for (let i = 0; i < 40; i += 1)
      tally.add('anon-victim', 'usr_1', 'failed', `2026-01-01T00:00:${10 + (i % 40)}.000Z`);
    tally.add('anon-victim', 'usr_1', 'lockout', '2026-01-01T00:00:59.000Z');
    tally.add('anon-victim', 'usr_1', 'refused_locked', '2026-01-01T00:00:59.500Z');
    tally.add('anon-other', null, 'failed', '2026-01-01T00:00:30.000Z');
    expect(written).to.deep.equal([]);
    await sleep(120);
    expect(written).to.have.length(1);
    const victim = written[0].find((count) => count.account === 'anon-victim');
    expect(victim).to.include({ userId: 'usr_1', failures: 40, lockouts: 1, refusedWhileLocked: 1 });
    expect(victim?.lastAt).to.equal('2026-01-01T00:00:59.500Z');
    expect(written[0]).to.have.length(2);
    expect(tally.size).to.equal(0);
  });

  it('counts accounts past its bound together, whatever emails are typed', async () => {
    const written: FailureCount[] = [];
    const tally = new LoginFailureTally(60_000, 5, async (counts) => {
      written.push(...counts);
    });
    for (let i = 0; i < 10_000; i += 1) tally.add(`anon-${i}`, null, 'failed', '2026-01-01T00:00:00.000Z');
    expect(tally.size).to.equal(6);
    await tally.flush();
    expect(written).to.have.length(6);
    expect(written.find((count) => count.account === OTHER_ACCOUNTS)?.failures).to.equal(9_995);
  });

  it("bounds the memory store's failure counters, dropping the expired first", async () => {
    const store = new MemorySecurityStore(100);
    const now = Date.now();
    for (let i = 0; i < 50; i += 1) await store.recordFailedLogin(`login:old-${i}@x|a`, 5, 1000, now - 10_000);
    await store.recordFailedLogin('login:victim@x|a', 5, 60_000, now);
    for (let i = 0; i < 5000; i += 1) await store.recordFailedLogin(`login:spam-${i}@x|a`, 5, 60_000, now);
    expect(store.failureEntries).to.be.at.most(100);
    expect((await store.failedLogins('login:spam-4999@x|a', now)).count).to.equal(1);
  });
});

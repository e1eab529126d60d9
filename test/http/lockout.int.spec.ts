import { expect } from 'chai';
import { failureDelayMs } from '../../src/auth/login-lockout';
import { type TestResponse, type TestService, startTestService } from '../support/test-service';

/**
 * The lockout hurts the attacker, not the victim: wrong passwords from one
 * address lock that address out of the account, and the owner still logs in
 * from another; only failures from many addresses together (past the higher
 * per-account threshold) lock the account for everyone.
 */
describe('login lockout per account and client address', function () {
  this.timeout(60_000);
  let service: TestService;

  const attempt = (email: string, password: string, address: string): Promise<TestResponse> =>
    service.request('POST', '/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': address } });

  before(async () => {
    // Client addresses come from X-Forwarded-For, as behind the deployment's proxy.
    service = await startTestService({
      TRUST_PROXY: 'true',
      MAX_FAILED_LOGINS: '3',
      MAX_FAILED_LOGINS_PER_ACCOUNT: '6',
    });
  });
  after(() => service.stop());

  it("locks the attacker's address out while the owner logs in from another", async () => {
    const { email, password } = await service.addUser('provider');
    for (let i = 1; i <= 3; i += 1) {
      const failed = await attempt(email, 'wrong-password-x', '203.0.113.9');
      expect(failed.status).to.equal(401);
      expect(failed.body.details).to.include({ attempt: i, max_attempts: 3 });
    }
    const attacker = await attempt(email, password, '203.0.113.9');
    expect(attacker.status).to.equal(403);
    expect(attacker.body.code).to.equal('ACCOUNT_LOCKED');
    expect(attacker.headers.get('retry-after')).to.match(/^\d+$/);
    const owner = await attempt(email, password, '198.51.100.7');
    expect(owner.status).to.equal(200);
    expect((await attempt(email, password, '203.0.113.9')).status, 'still locked for the attacker').to.equal(403);
  });

  it('locks the account for every address under a distributed attack, past the per-account threshold', async () => {
    const { email, password } = await service.addUser('provider');
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'];
    for (const address of addresses) expect((await attempt(email, 'wrong-password-x', address)).status).to.equal(401);
    expect((await attempt(email, password, '198.51.100.8')).status, 'below the threshold').to.equal(200);
    expect((await attempt(email, 'wrong-password-x', '192.0.2.6')).status).to.equal(401);
    const owner = await attempt(email, password, '198.51.100.9');
    expect(owner.status).to.equal(403);
    expect(owner.body.code).to.equal('ACCOUNT_LOCKED');
    expect(owner.body.details).to.have.keys('locked_until', 'retry_after_seconds');
  });

  it('counts unknown emails the same way, revealing nothing', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('nobody@example.test', 'wrong-password-x', '203.0.113.50');
    const locked = await attempt('nobody@example.test', 'wrong-password-x', '203.0.113.50');
    expect(locked.status).to.equal(403);
    expect(locked.body.code).to.equal('ACCOUNT_LOCKED');
  });

  it('slows failure answers as an account collects failures', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(failureDelayMs)).to.deep.equal([0, 0, 0, 50, 100, 200, 2000]);
  });
});

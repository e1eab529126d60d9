import { expect } from 'chai';
import { type TestResponse, type TestService, startTestService } from '../support/test-service';

/**
 * The lockout hurts the attacker, not the victim: wrong passwords from one
 * address lock that address out of the account, and the owner still logs in
 * from another. Failures from many addresses together never lock the account:
 * past the per-account threshold, clients that never logged in are admitted
 * one at a time at a growing gap, and clients that did are not slowed.
 */
describe('login lockout per account and client address', function () {
  this.timeout(60_000);

  const attempt = (
    service: TestService,
    email: string,
    password: string,
    address: string,
    cookie?: string,
  ): Promise<TestResponse> =>
    service.request('POST', '/auth/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': address, ...(cookie && { Cookie: cookie }) },
    });

  const timed = async (work: () => Promise<TestResponse>): Promise<{ response: TestResponse; ms: number }> => {
    const started = Date.now();
    const response = await work();
    return { response, ms: Date.now() - started };
  };

  describe('with the default thresholds (5 per address, 20 per account)', () => {
    let service: TestService;
    // Client addresses come from X-Forwarded-For, as behind the deployment's proxy.
    before(async () => {
      service = await startTestService({ TRUST_PROXY: 'true', LOGIN_SLOWDOWN_MS: '10', LOGIN_SLOWDOWN_MAX_MS: '40' });
    });
    after(() => service.stop());

    it("locks the attacker's address out while the owner logs in from another", async () => {
      const { email, password } = await service.addUser('provider');
      for (let i = 1; i <= 5; i += 1) {
        const failed = await attempt(service, email, 'wrong-password-x', '203.0.113.9');
        expect(failed.status).to.equal(401);
        expect(failed.body.details).to.include({ attempt: i, max_attempts: 5 });
      }
      const attacker = await attempt(service, email, password, '203.0.113.9');
      expect(attacker.status).to.equal(403);
      expect(attacker.body.code).to.equal('ACCOUNT_LOCKED');
      expect(attacker.headers.get('retry-after')).to.match(/^\d+$/);
      expect((await attempt(service, email, password, '198.51.100.7')).status).to.equal(200);
      expect((await attempt(service, email, password, '203.0.113.9')).status, 'still locked for the attacker').to.equal(
        403,
      );
    });

    it('four addresses × five tries cannot lock the owner out', async () => {
      const { email, password } = await service.addUser('provider');
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
        for (let i = 0; i < 5; i += 1) await attempt(service, email, 'wrong-password-x', address);
        expect((await attempt(service, email, 'wrong-password-x', address)).status).to.equal(403);
      }
      const owner = await attempt(service, email, password, '198.51.100.8');
      expect(owner.status, 'the owner from an address never used before').to.equal(200);
      expect(owner.body.data.access_token).to.be.a('string');
    });

    it('counts unknown emails the same way, revealing nothing', async () => {
      for (let i = 0; i < 5; i += 1) await attempt(service, 'nobody@example.test', 'wrong-password-x', '203.0.113.50');
      const locked = await attempt(service, 'nobody@example.test', 'wrong-password-x', '203.0.113.50');
      expect(locked.status).to.equal(403);
      expect(locked.body.code).to.equal('ACCOUNT_LOCKED');
    });
  });

  describe('an account under a distributed attack', () => {
    let service: TestService;
    // Well above a login's own time (scrypt) on a busy machine, so a wait and its absence are told apart.
    const gapMs = 3000;
    before(async () => {
      service = await startTestService({
        TRUST_PROXY: 'true',
        MAX_FAILED_LOGINS: '3',
        MAX_FAILED_LOGINS_PER_ACCOUNT: '3',
        LOGIN_SLOWDOWN_MS: String(gapMs),
        LOGIN_SLOWDOWN_MAX_MS: '20000',
      });
    });
    after(() => service.stop());

    it('admits a brute force from many addresses at most one attempt per gap', async () => {
      const { email } = await service.addUser('provider');
      for (const address of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) {
        expect((await attempt(service, email, 'wrong-password-x', address)).status).to.equal(401);
      }
      const addresses = ['192.0.2.21', '192.0.2.22', '192.0.2.23', '192.0.2.24'];
      const started = Date.now();
      const answers = await Promise.all(addresses.map((a) => attempt(service, email, 'wrong-password-x', a)));
      const elapsed = Date.now() - started;
      expect(answers.map((answer) => answer.status)).to.deep.equal(addresses.map(() => 401));
      // Attempts admitted one gap apart: n of them take at least n − 1 gaps.
      expect(elapsed).to.be.at.least((addresses.length - 1) * gapMs - 20);
    });

    it('slows a right password from a new address alike, and spares a known device or address', async () => {
      const { email, password } = await service.addUser('provider');
      const first = await attempt(service, email, password, '198.51.100.30');
      expect(first.status).to.equal(200);
      const cookie = /deid_device=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0];
      expect(cookie, 'a device cookie is set on login').to.be.a('string');
      expect(first.headers.get('set-cookie'))
        .to.match(/HttpOnly/i)
        .and.match(/Secure/i);
      for (const address of ['192.0.2.31', '192.0.2.32', '192.0.2.33', '192.0.2.34', '192.0.2.35']) {
        await attempt(service, email, 'wrong-password-x', address);
      }
      // The slowed attempts above took the turns at hand: whoever is not trusted now waits for a gap.
      const stranger = await timed(() => attempt(service, email, password, '198.51.100.31'));
      expect(stranger.response.status).to.equal(200);
      expect(stranger.ms, 'a new address waits its turn even with the right password').to.be.at.least(gapMs / 2);
      // Straight after the stranger's turn, so the trusted logins below cannot use up the gap on a loaded machine
      // (a CI run saw 65 ms here when the tampered attempt came after them).
      const forged = `${cookie?.slice(0, -3)}AAA`;
      const tampered = await timed(() => attempt(service, email, password, '198.51.100.33', forged));
      expect(tampered.response.status).to.equal(200);
      expect(tampered.ms, 'a tampered cookie is not trusted').to.be.at.least(gapMs / 2);

      const device = await timed(() => attempt(service, email, password, '198.51.100.32', cookie));
      expect(device.response.status).to.equal(200);
      expect(device.ms, 'the device cookie spares the wait').to.be.below(gapMs);
      const known = await timed(() => attempt(service, email, password, '198.51.100.30'));
      expect(known.response.status).to.equal(200);
      expect(known.ms, 'a remembered address spares the wait').to.be.below(gapMs);
    });
  });
});

import { expect } from 'chai';
import { type TestService, startTestService } from '../support/test-service';

/**
 * Behind proxies the client writes the left of X-Forwarded-For and every proxy
 * appends the address it saw: only the entry TRUSTED_PROXY_HOPS from the right
 * end is the client's. A forged left part must neither escape the login
 * lockout nor the anonymous rate limit.
 */
describe('client address behind trusted proxies (TRUSTED_PROXY_HOPS)', function () {
  this.timeout(60_000);
  let forged = 0;
  const forgedEntry = (): string => `10.${(forged += 1) % 250}.${forged % 7}.1`;

  describe('one proxy', () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({
        TRUST_PROXY: 'true',
        MAX_FAILED_LOGINS: '2',
        RATE_LIMIT_BURST_PER_MINUTE: '8',
      });
    });
    after(() => service.stop());

    it('locks the real client out however it varies the entries it writes itself', async () => {
      const { email, password } = await service.addUser('provider');
      const from = (): Record<string, string> => ({ 'X-Forwarded-For': `${forgedEntry()}, 203.0.113.70` });
      for (let i = 0; i < 2; i += 1) {
        const failed = await service.request('POST', '/auth/login', {
          body: { email, password: 'wrong-password-x' },
          headers: from(),
        });
        expect(failed.status).to.equal(401);
      }
      const locked = await service.request('POST', '/auth/login', { body: { email, password }, headers: from() });
      expect(locked.status).to.equal(403);
      expect(locked.body.code).to.equal('ACCOUNT_LOCKED');
    });

    it('counts anonymous requests per real client, not per forged entry', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const headers = { 'X-Forwarded-For': `${forgedEntry()}, 203.0.113.71` };
        statuses.push((await service.request('GET', '/openapi.json', { headers })).status);
      }
      expect(statuses).to.include(429);
    });
  });

  describe('two proxies', () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({ TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '2', MAX_FAILED_LOGINS: '2' });
    });
    after(() => service.stop());

    it('skips exactly the trusted hops from the right end', async () => {
      const { email, password } = await service.addUser('provider');
      const via = (client: string): Record<string, string> => ({
        'X-Forwarded-For': `${forgedEntry()}, ${client}, 192.0.2.250`,
      });
      for (let i = 0; i < 2; i += 1) {
        const body = { email, password: 'wrong-password-x' };
        expect((await service.request('POST', '/auth/login', { body, headers: via('203.0.113.72') })).status).to.equal(
          401,
        );
      }
      const attacker = await service.request('POST', '/auth/login', {
        body: { email, password },
        headers: via('203.0.113.72'),
      });
      expect(attacker.status).to.equal(403);
      // The same last proxy, another client: a different address, not locked.
      const owner = await service.request('POST', '/auth/login', {
        body: { email, password },
        headers: via('198.51.100.72'),
      });
      expect(owner.status).to.equal(200);
    });
  });
});

import { expect } from 'chai';
import { DeviceTrust } from '../../src/auth/device-trust';
import { slowdownGapMs } from '../../src/auth/login-lockout';

describe('login device trust and slowdown', () => {
  const trust = new DeviceTrust('a server secret of enough length for the test', 60_000);
  const now = Date.now();

  it('trusts its own token for the user it names, within its lifetime', () => {
    const token = trust.issue('usr_1', now);
    expect(trust.trusts(token, 'usr_1', now + 1000)).to.equal(true);
    expect(trust.trusts(token, 'usr_2', now + 1000), 'another account').to.equal(false);
    expect(trust.trusts(token, 'usr_1', now + 61_000), 'expired').to.equal(false);
  });

  it('refuses a token signed with another secret, altered, or malformed', () => {
    const other = new DeviceTrust('another server secret of enough length', 60_000).issue('usr_1', now);
    expect(trust.trusts(other, 'usr_1', now)).to.equal(false);
    const [payload, signature] = trust.issue('usr_1', now).split('.');
    const moved = Buffer.from(`usr_1|${now - 10}`).toString('base64url');
    expect(trust.trusts(`${moved}.${signature}`, 'usr_1', now)).to.equal(false);
    for (const bad of [undefined, '', 'x', `${payload}.`, `${payload}.${signature}.x`]) {
      expect(trust.trusts(bad, 'usr_1', now)).to.equal(false);
    }
  });

  it('grows the gap between admitted attempts from the threshold, doubling to the cap', () => {
    const policy = {
      maxFailedLogins: 5,
      slowAfterFailures: 20,
      lockoutSeconds: 900,
      slowdownMs: 100,
      slowdownMaxMs: 1000,
    };
    expect([19, 20, 21, 22, 23, 24, 500].map((failures) => slowdownGapMs(policy, failures))).to.deep.equal([
      0, 100, 200, 400, 800, 1000, 1000,
    ]);
  });
});

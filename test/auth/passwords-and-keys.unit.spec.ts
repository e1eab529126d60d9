import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type ApiKeyRecord, ApiKeyLifetimeError, FileApiKeyStore } from '../../src/auth/api-keys';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';

const DAY_MS = 24 * 3600 * 1000;

describe('password hashes and API key lifetimes', function () {
  this.timeout(30_000);

  it('hashes new passwords with scrypt N=2^17, and still verifies hashes of the old cost', async () => {
    const fresh = await hashPassword('a long enough passphrase');
    expect(fresh).to.match(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('a long enough passphrase', fresh)).to.equal(true);
    const old = await hashPassword('an older passphrase', 14);
    expect(old).to.match(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('an older passphrase', old)).to.equal(true);
    expect(await verifyPassword('not it', old)).to.equal(false);
  });

  it('refuses a stored hash whose cost is out of bounds instead of running it', async () => {
    const old = await hashPassword('pw', 14);
    const huge = old.replace('$16384$', `$${2 ** 30}$`);
    const started = Date.now();
    expect(await verifyPassword('pw', huge)).to.equal(false);
    expect(Date.now() - started).to.be.below(500);
  });

  describe('API keys', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'deid-keys-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const input = { organizationId: 'org-k', role: 'readonly' as const, name: 'k' };

    it('gives a key asked without an expiry the default lifetime', () => {
      const store = new FileApiKeyStore(join(dir, 'keys.json'), undefined, { defaultDays: 30, maxDays: 60 });
      const now = new Date('2026-01-01T00:00:00.000Z');
      const { record } = store.create({ ...input, expiresAt: null, now });
      expect(record.expiresAt).to.equal('2026-01-31T00:00:00.000Z');
    });

    it('refuses an expiry past the longest lifetime', () => {
      const store = new FileApiKeyStore(join(dir, 'keys.json'), undefined, { defaultDays: 30, maxDays: 60 });
      const now = new Date();
      const far = new Date(now.getTime() + 61 * DAY_MS);
      expect(() => store.create({ ...input, expiresAt: far, now })).to.throw(ApiKeyLifetimeError, '60 days');
    });

    it('lets a key stored without an expiry live the longest lifetime from its creation', () => {
      const path = join(dir, 'keys.json');
      const store = new FileApiKeyStore(path, undefined, { defaultDays: 30, maxDays: 60 });
      const { key, record } = store.create({ ...input, expiresAt: null, now: new Date() });
      const legacy: ApiKeyRecord = {
        ...record,
        expiresAt: null,
        createdAt: new Date(Date.now() - 61 * DAY_MS).toISOString(),
      };
      writeFileSync(path, JSON.stringify([legacy]));
      const reread = new FileApiKeyStore(path, 0, { defaultDays: 30, maxDays: 60 });
      expect(reread.check(key, new Date()).status).to.equal('expired');
    });
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { CheckpointSigner } from '../../src/audit/checkpoint';
import { verifierKey } from '../../src/audit/merkle/signed-note';
import { loadConfig } from '../../src/config/config';
import { openAuditSigner } from '../../src/runtime/audit-tree';

describe('audit key separation', () => {
  let dir: string;
  const seed = randomBytes(32).toString('base64url');
  const origin = 'menopause-deid-service/audit-log';
  const publicKey = verifierKey(origin, CheckpointSigner.fromSeed(seed).publicKey);
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-keys-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('an API-only process never opens the key file and gets the public key alone, which cannot sign', () => {
    const config = loadConfig({
      DATA_DIR: join(dir, 'data'),
      ROLES: 'api',
      AUDIT_SIGNING_KEY_FILE: join(dir, 'no-such-key-file'),
      AUDIT_VERIFIER_KEYS: publicKey,
    });
    expect(config.auditSigningKey).to.equal('');
    const signer = openAuditSigner(config);
    expect(verifierKey(origin, signer.publicKey)).to.equal(publicKey);
    expect(() => signer.signNote(origin, 'text\n')).to.throw(/cannot sign/);
  });

  it('the signing process reads the key file and knows when it lies inside DATA_DIR', () => {
    const outside = join(dir, 'signing-key');
    writeFileSync(outside, seed);
    const signing = loadConfig({
      DATA_DIR: join(dir, 'data'),
      ROLES: 'api,projector',
      AUDIT_SIGNING_KEY_FILE: outside,
    });
    expect(signing.auditSigningKey).to.equal(seed);
    expect(signing.auditSigningKeySource.insideDataDir).to.equal(false);
    expect(verifierKey(origin, openAuditSigner(signing).publicKey)).to.equal(publicKey);
    const generated = loadConfig({ DATA_DIR: join(dir, 'data') });
    expect(generated.auditSigningKeySource.insideDataDir).to.equal(true);
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { parseCosignerKey, verifiedCosignatures } from '../../src/audit/merkle/cosignature';
import { parseNote } from '../../src/audit/merkle/signed-note';
import { type TestService, startTestService, validPatient } from '../support/test-service';

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

describe('npm run audit -- witness, against a running service', function () {
  this.timeout(120_000);
  let service: TestService;
  let work: string;
  let auditor: { email: string; password: string; token: string };
  let provider: string;
  let witnessKey: string;
  const seed = randomBytes(32).toString('base64url');
  const name = 'witness.test/cli';

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'witness-cli-'));
    writeFileSync(join(work, 'witness.key'), seed, { mode: 0o600 });
    // What the witness's operator hands to the log's operator, printed by the CLI.
    const printed = await run(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['src/cli/audit.ts', 'witness-key', '--key', join(work, 'witness.key'), '--name', name],
      { cwd: ROOT },
    );
    witnessKey = printed.stdout.trim();
    service = await startTestService({ AUDIT_WITNESS_KEYS: witnessKey });
    auditor = await service.login('auditor', 'org-audit');
    provider = (await service.login('provider', 'org-a')).token;
    await service.request('POST', '/patients', { token: provider, body: validPatient() });
  });
  after(async () => {
    await service?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const witness = () =>
    run(
      join(ROOT, 'node_modules/.bin/tsx'),
      [
        'src/cli/audit.ts',
        'witness',
        '--url',
        service.baseUrl,
        '--state',
        join(work, 'state.json'),
        '--key',
        join(work, 'witness.key'),
        '--name',
        name,
      ],
      { cwd: ROOT, env: { ...process.env, AUDIT_EMAIL: auditor.email, AUDIT_PASSWORD: auditor.password } },
    );

  it('cosigns the head, the service serves the cosignature, and a later round checks consistency first', async () => {
    const first = await witness();
    expect(first.stdout).to.match(/COSIGNED: \d+ events/);
    const served = (await service.request('GET', '/audit/checkpoints/latest', { token: auditor.token })).body.data;
    const size = Number(/COSIGNED: (\d+)/.exec(first.stdout)?.[1]);
    if (served.tree_size === size) {
      expect(served.cosignatures.map((c: { witness: string }) => c.witness)).to.include(name);
      expect(verifiedCosignatures(parseNote(served.note)!, [parseCosignerKey(witnessKey)])).to.have.length(1);
    }
    await service.request('POST', '/patients', { token: provider, body: validPatient() });
    await service.runtime.audit.notary?.checkpointNow();
    const second = await witness();
    expect(second.stdout).to.match(/COSIGNED: \d+ events/);
    expect(Number(/COSIGNED: (\d+)/.exec(second.stdout)?.[1])).to.be.above(size);
  });
});

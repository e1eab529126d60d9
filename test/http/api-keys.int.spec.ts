import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { FileApiKeyStore } from '../../src/auth/api-keys';
import { type TestService, startTestService, validPatient } from '../support/test-service';

const ROOT = join(__dirname, '..', '..');

describe('API keys (X-API-Key)', function () {
  this.timeout(60_000);
  let service: TestService;
  let keys: FileApiKeyStore;
  let readerKey: string;
  let writerKey: string;
  let otherPatient: string;

  const withKey = (key: string, method: string, path: string, body?: unknown) =>
    service.request(method, path, { headers: { 'X-API-Key': key }, body });

  before(async () => {
    service = await startTestService();
    keys = new FileApiKeyStore(service.config.apiKeysFile);
    const now = new Date();
    readerKey = keys.create({
      organizationId: 'org-research',
      role: 'readonly',
      name: 'pipeline',
      expiresAt: null,
      now,
    }).key;
    writerKey = keys.create({
      organizationId: 'org-k',
      role: 'provider',
      name: 'ehr bridge',
      expiresAt: null,
      now,
    }).key;
    const other = (await service.login('provider', 'org-elsewhere')).token;
    otherPatient = (await service.request('POST', '/patients', { token: other, body: validPatient() })).body.data.id;
  });
  after(() => service.stop());

  it('lets a provider key write and read in its own organization only', async () => {
    const created = await withKey(writerKey, 'POST', '/patients', validPatient());
    expect(created.status).to.equal(201);
    const listed = await withKey(writerKey, 'GET', '/patients?limit=100');
    expect(listed.body.data.map((p: { id: string }) => p.id)).to.deep.equal([created.body.data.id]);
    const denied = await withKey(writerKey, 'GET', `/patients/${otherPatient}`);
    expect(denied.status).to.equal(403);
    expect(denied.body.code).to.equal('ORGANIZATION_ACCESS_DENIED');
    expect(denied.body.details.organization_id).to.equal('org-k');
  });

  it('lets a readonly key read every organization but not write (FORBIDDEN)', async () => {
    expect((await withKey(readerKey, 'GET', `/patients/${otherPatient}`)).status).to.equal(200);
    const write = await withKey(readerKey, 'POST', '/patients', validPatient());
    expect(write.status).to.equal(403);
    expect(write.body.code).to.equal('FORBIDDEN');
  });

  it('answers 401 INVALID_API_KEY naming the header for an unknown, revoked or expired key', async () => {
    const unknown = await withKey('mdk_nothing', 'GET', '/patients');
    expect(unknown.status).to.equal(401);
    expect(unknown.body).to.deep.include({ status: 'error', code: 'INVALID_API_KEY' });
    expect(unknown.body.details).to.deep.equal({ header: 'X-API-Key', reason: 'unknown' });
    const forged = `${writerKey.slice(0, -4)}AAAA`;
    expect((await withKey(forged, 'GET', '/patients')).body.details.reason).to.equal('unknown');

    const now = new Date();
    const doomed = keys.create({ organizationId: 'org-k', role: 'provider', name: 'doomed', expiresAt: null, now });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the service re-reads the file within 250 ms
    expect((await withKey(doomed.key, 'GET', '/patients')).status).to.equal(200);
    keys.revoke(doomed.record.id, now);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the service re-reads the file within 250 ms
    const revoked = await withKey(doomed.key, 'GET', '/patients');
    expect(revoked.status).to.equal(401);
    expect(revoked.body.details).to.deep.equal({ header: 'X-API-Key', reason: 'revoked', key_id: doomed.record.id });

    const past = keys.create({
      organizationId: 'org-k',
      role: 'readonly',
      name: 'old',
      expiresAt: new Date(Date.now() - 1000),
      now,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await withKey(past.key, 'GET', '/patients')).body.details.reason).to.equal('expired');
  });

  it('never raises the rights of a bearer token sent with it', async () => {
    const reader = (await service.login('readonly', 'org-k')).token;
    const response = await service.request('POST', '/patients', {
      token: reader,
      headers: { 'X-API-Key': writerKey },
      body: validPatient(),
    });
    expect(response.status).to.equal(403);
    expect(response.body.code).to.equal('FORBIDDEN');
  });

  it('rate-limits each key as its own caller', async () => {
    const first = await withKey(readerKey, 'GET', '/patients?limit=1');
    const second = await withKey(readerKey, 'GET', '/patients?limit=1');
    const remaining = (response: typeof first) => Number(response.headers.get('x-ratelimit-remaining'));
    expect(remaining(second)).to.equal(remaining(first) - 1);
    // Requests from the same address without the key do not count against it.
    await service.request('GET', '/openapi.json');
    await service.request('GET', '/openapi.json');
    const third = await withKey(readerKey, 'GET', '/patients?limit=1');
    expect(remaining(third)).to.equal(remaining(second) - 1);
  });

  it('npm run keys: create prints the key once and stores only its hash; list and revoke', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: service.config.dataDir, API_KEYS_FILE: service.config.apiKeysFile };
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const created = await run(tsx, ['src/cli/keys.ts', 'create', '--org', 'org-cli', '--role', 'readonly'], {
      cwd: ROOT,
      env,
    });
    const key = created.stdout.trim().split('\n').at(-1) as string;
    expect(key).to.match(/^mdk_/);
    expect(readFileSync(service.config.apiKeysFile, 'utf8')).to.not.include(key.slice(17));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await withKey(key, 'GET', '/patients')).status).to.equal(200);
    const id = /created (key_\S+)/.exec(created.stdout)?.[1] as string;
    const listed = await run(tsx, ['src/cli/keys.ts', 'list'], { cwd: ROOT, env });
    expect(listed.stdout).to.match(new RegExp(`${id}\\s+readonly key\\s+org-cli\\s+readonly\\s+active`));
    await run(tsx, ['src/cli/keys.ts', 'revoke', '--id', id], { cwd: ROOT, env });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await withKey(key, 'GET', '/patients')).status).to.equal(401);
    const refused = await run(tsx, ['src/cli/keys.ts', 'create', '--org', 'x', '--role', 'admin'], {
      cwd: ROOT,
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).to.include({ code: 2 });
  });
});

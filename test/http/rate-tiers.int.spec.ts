import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { FileApiKeyStore } from '../../src/auth/api-keys';
import { FileOrganizationTiers } from '../../src/auth/organization-tiers';
import { type TestResponse, type TestService, startTestService } from '../support/test-service';

const ROOT = join(__dirname, '..', '..');
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));

describe('rate tiers per organization', function () {
  this.timeout(60_000);
  let service: TestService;
  let tiers: FileOrganizationTiers;

  const limits = (response: TestResponse) => ({
    hour: response.headers.get('x-ratelimit-limit'),
    burst: response.headers.get('x-ratelimit-burst-limit'),
  });

  before(async () => {
    service = await startTestService({
      RATE_LIMIT_PER_HOUR: '1000',
      RATE_LIMIT_BURST_PER_MINUTE: '100',
      ENTERPRISE_BURST_PER_MINUTE: '3',
    });
    tiers = new FileOrganizationTiers(service.config.organizationsFile);
  });
  after(() => service.stop());

  it('gives an organization without a tier the standard limits in the headers', async () => {
    const { token } = await service.login('provider', 'org-plain');
    expect(limits(await service.request('GET', '/patients', { token }))).to.deep.equal({ hour: '1000', burst: '100' });
  });

  it("shows and applies a premium organization's limits, to its users and its API keys", async () => {
    tiers.setTier('org-premium', 'premium');
    await settle();
    const { token } = await service.login('readonly', 'org-premium');
    expect(limits(await service.request('GET', '/patients', { token }))).to.deep.equal({ hour: '5000', burst: '500' });
    const { key } = new FileApiKeyStore(service.config.apiKeysFile).create({
      organizationId: 'org-premium',
      role: 'readonly',
      name: 'pipeline',
      expiresAt: null,
      now: new Date(),
    });
    await settle();
    const byKey = await service.request('GET', '/patients', { headers: { 'X-API-Key': key } });
    expect(byKey.status).to.equal(200);
    expect(limits(byKey)).to.deep.equal({ hour: '5000', burst: '500' });
  });

  it('gives enterprise no hourly limit and its configured burst, enforced', async () => {
    tiers.setTier('org-big', 'enterprise');
    await settle();
    const { token } = await service.login('provider', 'org-big');
    const answers: TestResponse[] = [];
    for (let i = 0; i < 4; i += 1) answers.push(await service.request('GET', '/patients', { token }));
    expect(answers[0].headers.get('x-ratelimit-limit')).to.equal(null);
    expect(answers[0].headers.get('x-ratelimit-burst-limit')).to.equal('3');
    expect(answers.slice(0, 3).map((answer) => answer.status)).to.deep.equal([200, 200, 200]);
    expect(answers[3].status).to.equal(429);
    expect(answers[3].body.code).to.equal('BURST_LIMIT_EXCEEDED');
    expect(answers[3].body.details).to.include({ limit: 3, window: '1 minute' });
  });

  it('npm run orgs -- set-tier changes a running service within a moment, and refuses unknown tiers', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, ORGANIZATIONS_FILE: service.config.organizationsFile };
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const { token } = await service.login('provider', 'org-upgraded');
    expect(limits(await service.request('GET', '/patients', { token })).hour).to.equal('1000');
    await run(tsx, ['src/cli/orgs.ts', 'set-tier', 'org-upgraded', 'premium'], { cwd: ROOT, env });
    await settle();
    expect(limits(await service.request('GET', '/patients', { token })).hour).to.equal('5000');
    const listed = await run(tsx, ['src/cli/orgs.ts', 'list'], { cwd: ROOT, env });
    expect(listed.stdout).to.include('org-upgraded  premium');
    const refused = await run(tsx, ['src/cli/orgs.ts', 'set-tier', 'org-upgraded', 'gold'], { cwd: ROOT, env }).catch(
      (error: { code: number }) => error,
    );
    expect(refused).to.include({ code: 2 });
  });
});

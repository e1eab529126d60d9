import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { createUser } from '../../src/auth/create-user';
import { type TestService, startTestService } from '../support/test-service';

const README = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const PASSWORD = 'walkthrough-password-1';

/** The shell blocks of the README's walkthrough, in order, as one script. */
function walkthroughScript(baseUrl: string, caFile: string): string {
  const start = README.indexOf('## Walkthrough with curl');
  const end = README.indexOf('\n## ', start + 1);
  const section = README.slice(start, end);
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]);
  return blocks
    .join('\n')
    .replace(/^BASE=.*$/m, `BASE=${baseUrl}`)
    .replace(/^CA=.*$/m, `CA=${caFile}`)
    .replaceAll('the password you typed', PASSWORD);
}

/** Asynchronous on purpose: the service answers curl from this very process. */
function bash(script: string, cwd: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('README walkthrough (e2e)', function () {
  this.timeout(60_000);
  let service: TestService;
  let workDir: string;

  before(async () => {
    // Over HTTPS with the generated CA, as `npm start` serves it.
    service = await startTestService({}, undefined, { tls: true });
    await createUser(service.runtime.auth.users, {
      email: 'dr.a@example.org',
      password: PASSWORD,
      role: 'provider',
      organizationId: 'clinic-7',
    });
    await createUser(service.runtime.auth.users, {
      email: 'analyst@example.org',
      password: PASSWORD,
      role: 'readonly',
      organizationId: 'research-unit-1',
    });
    workDir = mkdtempSync(join(tmpdir(), 'deid-walk-'));
  });
  after(async () => {
    await service.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('runs verbatim with curl from login to batch status, logout and a replay of the feed', async () => {
    expect(service.baseUrl).to.match(/^https:/);
    const script = walkthroughScript(service.baseUrl, service.caFile as string);
    expect(script).to.include(`--cacert "$CA"`);
    expect(script).to.include('/auth/login').and.include('/patients/batch').and.include('/auth/logout');
    expect(script).to.include('/events?after=0').and.include('application/x-ndjson');
    const run = await bash(script, workDir);
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout).to.include('"message":"Patient created"').and.include('"message":"Visit created"');
    expect(run.stdout).to.match(/"batch_id":"batch_[^"]+","file_name":"patients.csv","total_records":3/);
    expect(run.stdout).to.include('"logged_out":true');
    expect(run.stdout).to.match(/"event_type":"PatientRegistered"/);
    expect(run.stdout).to.match(/^\{"position":\d+,"stream_id":"patient-pat_/m);
    expect(run.stdout).not.to.include('"status":"error"');
  });
});

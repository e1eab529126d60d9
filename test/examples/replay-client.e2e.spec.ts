import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

const ROOT = join(__dirname, '..', '..');
const CLIENT = 'examples/replay-client/fsh-by-status.ts';

interface Output {
  after: number;
  mean_fsh_by_status: Record<string, { visits: number; mean_fsh: number }>;
}

/** The documented replay client, run as a separate process against a live service, across restarts. */
describe('example replay client: mean FSH by menopause status (e2e)', function () {
  this.timeout(120_000);
  let service: TestService;
  let provider: string;
  let env: Record<string, string>;
  let dir: string;

  before(async () => {
    service = await startTestService();
    provider = (await service.login('provider')).token;
    dir = mkdtempSync(join(tmpdir(), 'deid-replay-client-'));
    env = {
      ...(process.env as Record<string, string>),
      BASE_URL: service.baseUrl,
      TOKEN: (await service.login('readonly')).token,
      STATE_FILE: join(dir, 'state.json'),
      POLL_MS: '100',
    };
  });
  after(async () => {
    await service?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function patientWithVisits(status: string, fshValues: number[]): Promise<{ id: string; visits: string[] }> {
    const patient = await service.request('POST', '/patients', {
      token: provider,
      body: validPatient({ menopause_status: status }),
    });
    const visits: string[] = [];
    for (const fsh of fshValues) {
      const visit = await service.request('POST', '/visits', {
        token: provider,
        body: validVisit(patient.body.data.id, { hormone_biomarkers: { fsh_miu_ml: fsh } }),
      });
      expect(visit.status).to.equal(201);
      visits.push(visit.body.data.id);
    }
    return { id: patient.body.data.id, visits };
  }

  /** Asynchronously: the service answering the client runs in this process. */
  async function runOnce(): Promise<Output> {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, '--once'], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (bytes: Buffer) => (stdout += bytes.toString()));
    child.stderr.on('data', (bytes: Buffer) => (stderr += bytes.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(status, stderr).to.equal(0);
    return JSON.parse(stdout) as Output;
  }

  it('builds the view, then resumes from its saved position without counting anything twice', async () => {
    await patientWithVisits('perimenopause', [30, 40]);
    const post = await patientWithVisits('postmenopause', [70]);
    // A visit without FSH does not count.
    await service.request('POST', '/visits', {
      token: provider,
      body: validVisit(post.id, { hormone_biomarkers: { estradiol_pg_ml: 20 } }),
    });
    const first = await runOnce();
    expect(first.mean_fsh_by_status).to.deep.equal({
      perimenopause: { visits: 2, mean_fsh: 35 },
      postmenopause: { visits: 1, mean_fsh: 70 },
    });
    expect(JSON.parse(readFileSync(env.STATE_FILE, 'utf8')).after).to.equal(first.after);

    // Later: a status change moves the patient's visits, an update corrects a value, new visits arrive.
    const moving = await patientWithVisits('perimenopause', [50]);
    await service.request('PUT', `/patients/${moving.id}`, {
      token: provider,
      body: { menopause_status: 'postmenopause' },
    });
    await service.request('PUT', `/visits/${post.visits[0]}`, {
      token: provider,
      body: { hormone_biomarkers: { fsh_miu_ml: 80 } },
    });
    const second = await runOnce();
    expect(second.after).to.be.greaterThan(first.after);
    expect(second.mean_fsh_by_status).to.deep.equal({
      perimenopause: { visits: 2, mean_fsh: 35 },
      postmenopause: { visits: 2, mean_fsh: 65 },
    });
  });

  it('keeps following the feed and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT], { cwd: ROOT, env });
    let stdout = '';
    child.stdout.on('data', (bytes: Buffer) => (stdout += bytes.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const before = JSON.parse(readFileSync(env.STATE_FILE, 'utf8')).after as number;
      await patientWithVisits('premenopause', [10, 20, 30]);
      const deadline = Date.now() + 20_000;
      while ((JSON.parse(readFileSync(env.STATE_FILE, 'utf8')).after as number) === before) {
        if (Date.now() > deadline) throw new Error('the client did not follow the feed');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).to.equal(0);
    const output = JSON.parse(stdout) as Output;
    expect(output.mean_fsh_by_status.premenopause).to.deep.equal({ visits: 3, mean_fsh: 20 });
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

const ROOT = join(__dirname, '..', '..');

/** The export commands write the same bytes the API serves, from the same embedded DATA_DIR. */
describe('events, dataset and rebuild CLIs (e2e)', function () {
  this.timeout(120_000);
  let dataDir: string;
  let outDir: string;
  let position: number;
  const served = new Map<string, Buffer>();
  let feed = '';

  const cli = (script: string, args: string[]): { status: number | null; stdout: string; stderr: string } => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'deid-research-cli-'));
    outDir = mkdtempSync(join(tmpdir(), 'deid-research-out-'));
    // The embedded store: the CLIs open DATA_DIR after the service has stopped.
    const service: TestService = await startTestService({
      DATA_DIR: dataDir,
      EVENT_STORE: 'sqlite',
      READ_STORE: 'sqlite',
    });
    try {
      const provider = (await service.login('provider')).token;
      const readonly = (await service.login('readonly')).token;
      for (let i = 0; i < 3; i += 1) {
        const patient = await service.request('POST', '/patients', {
          token: provider,
          body: validPatient({ notes: i === 0 ? '+1 flare, improving' : 'Stable.' }),
        });
        await service.request('POST', '/visits', { token: provider, body: validVisit(patient.body.data.id) });
      }
      const get = async (query: string, accept?: string): Promise<Response> =>
        fetch(`${service.baseUrl}${query}`, {
          headers: { Authorization: `Bearer ${readonly}`, ...(accept && { Accept: accept }) },
        });
      const manifest = await get('/datasets/snapshot');
      position = Number(manifest.headers.get('x-dataset-position'));
      served.set('manifest.json', Buffer.from(await manifest.arrayBuffer()));
      for (const table of ['patients', 'visits', 'medications']) {
        const response = await get(`/datasets/snapshot?as_of_position=${position}&table=${table}`);
        served.set(`${table}.csv`, Buffer.from(await response.arrayBuffer()));
      }
      feed = await (await get('/events', 'application/x-ndjson')).text();
      // Written after P: the export at P must not change.
      await service.request('POST', '/patients', { token: provider, body: validPatient() });
    } finally {
      await service.stop();
    }
  });
  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('dataset export writes the same bytes as GET /datasets/snapshot at that position', () => {
    const dir = join(outDir, 'dataset');
    const result = cli('dataset', ['export', '--position', String(position), '--out', dir]);
    expect(result.status, result.stderr).to.equal(0);
    expect(readdirSync(dir).sort()).to.deep.equal([...served.keys()].sort());
    for (const [name, bytes] of served) expect(readFileSync(join(dir, name)).equals(bytes), name).to.equal(true);
    // Not a terminal: plain progress lines, then the summary.
    expect(result.stderr).to.match(/dataset replay: \d+ events, 100%, \d+ events\/s/);
    expect(result.stderr).to.contain(`position ${position}, patients 3, visits 3, medications 3`);
  });

  it('events export writes the NDJSON feed, pseudonymized unless --actor-ids', () => {
    const file = join(outDir, 'events.ndjson');
    const result = cli('events', ['export', '--after', '0', '--out', file]);
    expect(result.status, result.stderr).to.equal(0);
    const written = readFileSync(file, 'utf8');
    const lines = written.trimEnd().split('\n');
    const servedLines = feed.trimEnd().split('\n');
    // The CLI also sees the patient written after the feed was read.
    expect(lines.slice(0, servedLines.length)).to.deep.equal(servedLines);
    expect(lines).to.have.length(servedLines.length + 1);
    expect(result.stderr).to.match(/events export: \d+ events, 100%/);
    const withIds = cli('events', ['export', '--out', file, '--actor-ids', '--type', 'PatientRegistered']);
    expect(withIds.status, withIds.stderr).to.equal(0);
    const events = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { event_type: string; metadata: { actor_user_id: string } });
    expect(events).to.have.length(4);
    expect(events.every((event) => event.metadata.actor_user_id.startsWith('usr_'))).to.equal(true);
  });

  it('refuses bad usage with exit code 2', () => {
    expect(cli('dataset', ['export']).status).to.equal(2);
    expect(cli('dataset', ['export', '--out', outDir, '--position', '-3']).status).to.equal(2);
    expect(cli('events', ['export', '--out', outDir, '--type', 'Nope']).status).to.equal(2);
    expect(cli('events', ['--help']).stdout).to.match(/^Usage: npm run events -- export/);
  });

  it('projections:rebuild reports its progress', () => {
    const result = cli('rebuild-projections', []);
    expect(result.status, result.stderr).to.equal(0);
    expect(result.stderr).to.match(/rebuild: \d+ events, 100%, \d+ events\/s/);
  });
});

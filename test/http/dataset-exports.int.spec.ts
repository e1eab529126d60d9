import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { datasetSnapshot } from '../../src/projections/datasets/dataset-snapshot';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

interface ExportFile {
  name: string;
  file: string;
  size: number;
  sha256: string;
  url: string;
}

async function writeRecords(service: TestService, token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const patient = await service.request('POST', '/patients', { token, body: validPatient({ bmi: 21 + i }) });
    expect(patient.status, JSON.stringify(patient.body)).to.equal(201);
    const visit = await service.request('POST', '/visits', { token, body: validVisit(patient.body.data.id) });
    expect(visit.status, JSON.stringify(visit.body)).to.equal(201);
  }
}

const statusPath = (response: { headers: Headers }, service: TestService): string =>
  (response.headers.get('content-location') ?? '').slice(service.config.environment.publicBaseUrl.length);

describe('asynchronous dataset exports POST /datasets/exports', function () {
  this.timeout(30_000);
  let service: TestService;
  let provider: string;
  let readonly: string;

  before(async () => {
    service = await startTestService({ DATASET_SNAPSHOT_MAX_EVENTS: '3' });
    provider = (await service.login('provider')).token;
    readonly = (await service.login('readonly')).token;
    await writeRecords(service, provider, 4);
  });
  after(async () => service?.stop());

  async function untilDone(path: string, token: string): Promise<{ files: ExportFile[]; as_of_position: number }> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const polled = await service.request('GET', path, { token });
      if (polled.status === 200) return polled.body.data;
      expect(polled.status, JSON.stringify(polled.body)).to.equal(202);
      expect(polled.headers.get('x-progress')).to.be.a('string');
      expect(polled.headers.get('retry-after')).to.equal('2');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('export did not finish');
  }

  async function download(url: string, token: string): Promise<Buffer> {
    const path = url.slice(service.config.environment.publicBaseUrl.length);
    const response = await fetch(`${service.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).to.equal(200);
    return Buffer.from(await response.arrayBuffer());
  }

  for (const format of ['csv', 'parquet']) {
    it(`builds ${format} files identical to the snapshot of the same position, with sizes and SHA-256`, async () => {
      const kickOff = await service.request('POST', `/datasets/exports?format=${format}`, { token: readonly });
      expect(kickOff.status, JSON.stringify(kickOff.body)).to.equal(202);
      const path = statusPath(kickOff, service);
      expect(path).to.match(/^\/datasets\/exports\/exp_[0-9a-f]{32}$/);
      const done = await untilDone(path, readonly);
      const runtime = service.runtime;
      const chain = {
        log: runtime.audit.log,
        checkpoints: runtime.audit.checkpoints,
        publicKey: runtime.audit.signer.publicKey,
      };
      const expected = await datasetSnapshot(runtime.commands.events, chain, done.as_of_position, format as 'csv');
      expect(done.files.map((file) => file.file).sort()).to.deep.equal([...expected.files.keys()].sort());
      for (const file of done.files) {
        const bytes = await download(file.url, readonly);
        expect(bytes.length, file.file).to.equal(file.size);
        expect(sha256(bytes), file.file).to.equal(file.sha256);
        expect(bytes.equals(expected.files.get(file.file) as Buffer), file.file).to.equal(true);
      }
    });
  }

  it('shares one build between two callers asking for the same position and format', async () => {
    const admin = (await service.login('admin')).token;
    const worker = service.runtime.datasetExportWorker;
    const before = worker?.buildsDone ?? 0;
    const head = (await service.runtime.eventStore.headPosition()) as number;
    const at = head - 1;
    const first = await service.request('POST', `/datasets/exports?format=ndjson&as_of_position=${at}`, {
      token: readonly,
    });
    const second = await service.request('POST', `/datasets/exports?format=ndjson&as_of_position=${at}`, {
      token: admin,
    });
    expect([first.status, second.status]).to.deep.equal([202, 202]);
    expect(statusPath(first, service)).to.not.equal(statusPath(second, service));
    const one = await untilDone(statusPath(first, service), readonly);
    const two = await untilDone(statusPath(second, service), admin);
    expect(two.files.map((file) => file.sha256)).to.deep.equal(one.files.map((file) => file.sha256));
    if (worker) expect(worker.buildsDone - before).to.equal(1);
    const builds = readdirSync(join(service.config.dataDir, 'exports', 'builds'));
    expect(builds.filter((key) => key === `${at}-ndjson`)).to.have.length(1);
    // Another caller's export is not found, not shown.
    const other = await service.request('GET', statusPath(first, service), { token: admin });
    expect(other.status).to.equal(404);
  });

  it('refuses the providers, as the snapshot does', async () => {
    const refused = await service.request('POST', '/datasets/exports', { token: provider });
    expect(refused.status).to.equal(403);
  });

  it('answers 413 pointing to the export when the log is past the snapshot size limit', async () => {
    const small = await service.request('GET', '/datasets/snapshot?as_of_position=2', { token: readonly });
    expect(small.status).to.equal(200);
    const large = await service.request('GET', '/datasets/snapshot', { token: readonly });
    expect(large.status).to.equal(413);
    expect(large.body.status).to.equal('error');
    expect(large.body.code).to.equal('PAYLOAD_TOO_LARGE');
    expect(large.body.details.max_events).to.equal(3);
    expect(large.body.details.export_endpoint).to.equal(`${service.config.environment.publicBaseUrl}/datasets/exports`);
  });
});

describe('dataset export quota and cancel, with no export worker running', function () {
  this.timeout(30_000);
  let service: TestService;
  let readonly: string;

  before(async () => {
    // No import-worker role: builds stay queued, so the quota and a cancel are seen without a race.
    service = await startTestService({ ROLES: 'api,projector', DATASET_EXPORTS_PER_CALLER: '2' });
    const provider = (await service.login('provider')).token;
    readonly = (await service.login('readonly')).token;
    await writeRecords(service, provider, 2);
  });
  after(async () => service?.stop());

  it('refuses a third export in progress with 429 in the error envelope, and a cancel frees a place', async () => {
    const first = await service.request('POST', '/datasets/exports?as_of_position=1', { token: readonly });
    const second = await service.request('POST', '/datasets/exports?as_of_position=2', { token: readonly });
    expect([first.status, second.status]).to.deep.equal([202, 202]);
    const third = await service.request('POST', '/datasets/exports?as_of_position=3', { token: readonly });
    expect(third.status).to.equal(429);
    expect(third.body.code).to.equal('RATE_LIMITED');
    expect(third.body.details).to.include.keys('limit', 'window', 'reset_at', 'retry_after_seconds');
    expect(third.headers.get('retry-after')).to.equal('2');
    const status = await service.request('GET', statusPath(first, service), { token: readonly });
    expect(status.status).to.equal(202);
    expect(status.headers.get('x-progress')).to.equal('queued');

    const buildDir = join(service.config.dataDir, 'exports', 'builds', '1-csv');
    expect(existsSync(buildDir)).to.equal(true);
    const cancelled = await service.request('DELETE', statusPath(first, service), { token: readonly });
    expect(cancelled.status).to.equal(202);
    expect(existsSync(buildDir)).to.equal(false);
    expect((await service.request('GET', statusPath(first, service), { token: readonly })).status).to.equal(404);
    const again = await service.request('POST', '/datasets/exports?as_of_position=3', { token: readonly });
    expect(again.status).to.equal(202);
  });

  it('refuses a position beyond the head of the log', async () => {
    const refused = await service.request('POST', '/datasets/exports?as_of_position=999999999999999', {
      token: readonly,
    });
    expect(refused.status).to.equal(422);
    expect(refused.body.code).to.equal('VALIDATION_ERROR');
  });
});

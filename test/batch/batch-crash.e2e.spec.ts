import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCsv } from './csv-generator';
import { type SpawnedService, addUserWithCli, getJson, loginAt, spawnService, uploadFile } from './spawned-service';

/**
 * The service is killed (SIGKILL, no shutdown) in the middle of importing a
 * large batch and started again on the same DATA_DIR: every row must end up
 * with exactly one outcome, and the patient count must match.
 */
describe('batch import survives a crash (e2e)', function () {
  this.timeout(170_000);
  const ROWS = Number(process.env.CRASH_TEST_ROWS ?? 20_000);
  let work: string;
  let service: SpawnedService | null = null;

  before(() => {
    work = mkdtempSync(join(tmpdir(), 'batch-crash-'));
  });
  after(async () => {
    await service?.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('processes every row exactly once after SIGKILL mid-import and a restart', async () => {
    const dataDir = join(work, 'data');
    const email = 'crash@example.test';
    const password = 'crash-test-password-1';
    addUserWithCli(dataDir, email, password, 'provider');
    const csv = await writeCsv(join(work, 'crash.csv'), { rows: ROWS, invalidRate: 0.03, notesLength: 60 });

    service = await spawnService(dataDir);
    let token = await loginAt(service.baseUrl, email, password);
    const upload = await uploadFile(service.baseUrl, token, csv.path);
    expect(upload.status, JSON.stringify(upload.body)).to.equal(202);
    expect(upload.body.data.total_records).to.equal(ROWS);
    const batchId: string = upload.body.data.batch_id;

    // Kill once some rows, but not all, have an outcome.
    for (;;) {
      const status = await getJson(`${service.baseUrl}/patients/batch/${batchId}`, token);
      const processed: number = status.body.data.processed;
      if (processed > 0) {
        expect(processed).to.be.lessThan(ROWS);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await service.kill('SIGKILL');

    service = await spawnService(dataDir);
    token = await loginAt(service.baseUrl, email, password);
    let data;
    for (;;) {
      data = (await getJson(`${service.baseUrl}/patients/batch/${batchId}`, token)).body.data;
      if (data.processing === false) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(data.processed).to.equal(ROWS);
    expect(data.successful + data.failed).to.equal(ROWS);
    expect(data.failed).to.equal(csv.invalid);
    const patients = await getJson(`${service.baseUrl}/patients?limit=1`, token);
    expect(patients.body.pagination.total).to.equal(data.successful);
  });
});

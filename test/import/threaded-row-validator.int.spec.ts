import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { defaultDetector } from '../../src/deidentification';
import { validateEach, type RowToValidate } from '../../src/import/validation/row-validator';
import { rowResultsOf, sealedRunsOf } from '../support/sealed-runs';
import { newBatchKey } from '../../src/import/batch-keys/row-cipher';
import { decodeRows } from '../../src/import/row-message';
import type { CsvColumn } from '../../src/commands/batch/csv-columns';
import { ThreadedRowValidator } from '../../src/import/validation/threaded-row-validator';
import { CsvFileError } from '../../src/import/upload/csv-records';
import { silentLogger } from '../../src/shared/logger';
import { VALID_ROW_CELLS } from '../batch/batch-support';
import { ImportPatientIds } from '../../src/commands/batch/import-ids';
import { batchRowStream, patientStream } from '../../src/events/streams';

const policy = { topCodeAgeAt90: false };
const valid = VALID_ROW_CELLS;
const rows: RowToValidate[] = [
  { rowNumber: 1, cells: { ...valid, notes: 'Hot flashes twice a day, sleeping better this month.' } },
  { rowNumber: 2, cells: { ...valid, region: 'moon' } },
  { rowNumber: 3, cells: { ...valid, notes: 'Call her daughter at 555-867-5309 after the visit.' } },
  { rowNumber: 4, cells: { ...valid, age_years: '130', race: 'martian' } },
  { rowNumber: 5, cells: {}, mismatch: { expected: 7, actual: 3 } },
];

describe('row results on a worker thread (integration)', function () {
  this.timeout(30_000);

  it('validates exactly as the main thread does: valid, invalid, identifying and malformed rows', async () => {
    const validator = new ThreadedRowValidator(policy, silentLogger);
    try {
      validator.prepare();
      const threaded = rowResultsOf(await validator.validateRuns(sealedRunsOf(rows)));
      const inline = validateEach({ detector: defaultDetector, patientPolicy: policy }, rows);
      expect(threaded).to.deep.equal(inline);
      expect(threaded.map((result) => result.kind)).to.deep.equal([
        'valid',
        'invalid',
        'invalid',
        'invalid',
        'invalid',
      ]);
    } finally {
      await validator.close();
    }
  });

  it("prepares each row's outcome when asked and the thread knows the ids, else validates and identifies", async () => {
    const secret = 's'.repeat(40);
    const ids = new ImportPatientIds(secret);
    const uploader = {
      actor: { userId: 'usr_up', role: 'provider' as const, organizationId: 'org-up' },
      requestId: 'req_up',
    };
    const outcome = { uploader, importedAt: Date.parse('2026-01-02T03:04:05.000Z') };
    const asking = sealedRunsOf(rows).map((run) => ({ ...run, outcome }));
    const withIds = new ThreadedRowValidator(policy, silentLogger, secret);
    const withoutIds = new ThreadedRowValidator(policy, silentLogger);
    try {
      const prepared = rowResultsOf(await withIds.validateRuns(asking));
      expect(prepared.map((row) => row.kind === 'prepared' && row.streamId)).to.deep.equal([
        patientStream(ids.patientId('batch_sealedruns', 1)),
        ...[2, 3, 4, 5].map((rowNumber) => batchRowStream('batch_sealedruns', rowNumber)),
      ]);
      const [registered] = prepared.flatMap((row) => (row.kind === 'prepared' ? row.events : []));
      expect(registered.event.type).to.equal('PatientRegistered');
      expect(registered.metadata).to.include({
        actor_user_id: 'usr_up',
        request_id: 'req_up',
        batch_id: 'batch_sealedruns',
        row_number: 1,
        occurred_at: '2026-01-02T03:04:05.000Z',
      });
      // Not asked: the validations, as without the ids, a valid row's with the patient id it imports under.
      const withoutOutcomes = rowResultsOf(await withoutIds.validateRuns(asking));
      expect(withoutOutcomes.map((row) => row.kind === 'valid' && 'patientId' in row)).to.deep.equal([
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(rowResultsOf(await withIds.validateRuns(sealedRunsOf(rows)))).to.deep.equal(
        withoutOutcomes.map((row) =>
          row.kind === 'valid' ? { ...row, patientId: ids.patientId('batch_sealedruns', 1) } : row,
        ),
      );
    } finally {
      await withIds.close();
      await withoutIds.close();
    }
  });

  it('opens each run with its key, and reports a run its key cannot open without failing the others', async () => {
    const validator = new ThreadedRowValidator(policy, silentLogger);
    try {
      const [first, second] = sealedRunsOf(rows, 3);
      const foreign = { ...second, key: new Uint8Array(newBatchKey()) };
      const [opened, unopenable] = await validator.validateRuns([first, foreign]);
      expect(opened.kind === 'opened' && opened.rows.map((row) => row.kind)).to.deep.equal([
        'valid',
        'invalid',
        'invalid',
      ]);
      expect(unopenable).to.include({ kind: 'unopenable' });
    } finally {
      await validator.close();
    }
  });

  it('answers concurrent requests each with its own rows', async () => {
    const validator = new ThreadedRowValidator(policy, silentLogger);
    try {
      const answers = await Promise.all(
        rows.map(async (row) => rowResultsOf(await validator.validateRuns(sealedRunsOf([row])))),
      );
      expect(answers.map((answer) => answer.length)).to.deep.equal([1, 1, 1, 1, 1]);
      expect(answers.map((answer) => answer[0].kind)).to.deep.equal([
        'valid',
        'invalid',
        'invalid',
        'invalid',
        'invalid',
      ]);
    } finally {
      await validator.close();
    }
  });

  it('fails what is pending when closed, and starts a new thread on the next request', async () => {
    const validator = new ThreadedRowValidator(policy, silentLogger);
    const outcome = validator.validateRuns(sealedRunsOf(rows)).catch((caught: unknown) => caught);
    await validator.close();
    const error = await outcome;
    expect(String(error)).to.contain('closed');
    const again = rowResultsOf(await validator.validateRuns(sealedRunsOf(rows.slice(0, 1))));
    expect(again[0].kind).to.equal('valid');
    await validator.close();
  });

  describe('reading and sealing an upload file on the thread', () => {
    const key = new Uint8Array(newBatchKey());
    const columns: CsvColumn[] = ['age_years', 'region', 'notes'];
    let dir: string;
    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'seal-file-'));
    });
    after(() => rm(dir, { recursive: true, force: true }));

    async function fileOf(name: string, content: string | Buffer): Promise<string> {
      const path = join(dir, name);
      await writeFile(path, content);
      return path;
    }

    const toSeal = (path: string, chunkRows: number) => ({
      batchId: 'batch_up',
      key,
      columns,
      path,
      maxRowBytes: 1024,
      chunkRows,
    });

    it('skips the header and sends its chunks in order; they open, under the batch key only, to its rows', async () => {
      const validator = new ThreadedRowValidator(policy, silentLogger);
      try {
        const csv = ['age_years,region,notes', '52,west,Sleeping better', '61,,Hot flashes', '49,south'].join('\n');
        const chunks = [];
        for await (const chunk of validator.sealFile(toSeal(await fileOf('three.csv', csv), 2))) chunks.push(chunk);
        expect(chunks.map(({ firstRow, records }) => [firstRow, records])).to.deep.equal([
          [1, 2],
          [3, 1],
        ]);
        const values = chunks.flatMap((chunk) => chunk.values);
        const opened = values.flatMap((value, index) =>
          decodeRows({ key: 'batch_up', value, offset: String(index), deliveryAttempt: 1 }, key),
        );
        expect(opened.map(({ mismatch, ...row }) => (mismatch ? { ...row, mismatch } : row))).to.deep.equal([
          { batchId: 'batch_up', rowNumber: 1, cells: { age_years: '52', region: 'west', notes: 'Sleeping better' } },
          { batchId: 'batch_up', rowNumber: 2, cells: { age_years: '61', notes: 'Hot flashes' } },
          { batchId: 'batch_up', rowNumber: 3, cells: {}, mismatch: { expected: 3, actual: 2 } },
        ]);
        expect(values.join('\n')).not.to.contain('Sleeping');
        const message = { key: 'batch_up', value: values[0], offset: '0', deliveryAttempt: 1 };
        expect(() => decodeRows(message, new Uint8Array(newBatchKey()))).to.throw();
      } finally {
        await validator.close();
      }
    });

    it('fails with the reason a file is not CSV text, and the thread keeps serving', async () => {
      const validator = new ThreadedRowValidator(policy, silentLogger);
      try {
        const binary = await fileOf('binary.csv', Buffer.from('age_years,region,notes\n52,west,\u0000\n'));
        const long = await fileOf('long.csv', `age_years,region,notes\n52,west,"${'x'.repeat(5000)}\n`);
        for (const [path, reason] of [
          [binary, 'binary'],
          [long, 'row_too_large'],
        ]) {
          const error = await (async () => {
            for await (const _chunk of validator.sealFile(toSeal(path, 10)));
          })().catch((caught: unknown) => caught);
          expect(error, reason).to.be.instanceOf(CsvFileError).and.to.include({ reason });
        }
        const after = rowResultsOf(await validator.validateRuns(sealedRunsOf(rows.slice(0, 1))));
        expect(after[0].kind).to.equal('valid');
      } finally {
        await validator.close();
      }
    });

    it('fails an upload in progress when the thread is closed', async () => {
      const validator = new ThreadedRowValidator(policy, silentLogger);
      const csv = ['age_years,region,notes', ...Array.from({ length: 50 }, () => '52,west,Fine')].join('\n');
      const path = await fileOf('closing.csv', csv);
      const outcome = (async () => {
        for await (const _chunk of validator.sealFile(toSeal(path, 5))) await validator.close();
      })().catch((caught: unknown) => caught);
      expect(String(await outcome)).to.contain('closed');
    });
  });
});

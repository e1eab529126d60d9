import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { newBatchKey } from '../../src/import/batch-keys/row-cipher';
import { defaultDetector } from '../../src/deidentification';
import { findIdentifiers } from '../../src/deidentification/check';
import { loadImportSettings } from '../../src/config/import-settings';
import { defaultValidationThreads } from '../../src/import/import-settings';
import { type RowToValidate, validateEach } from '../../src/import/validation/row-validator';
import { rowResultsOf, sealedRunsOf } from '../support/sealed-runs';
import { RowValidationPool } from '../../src/import/validation/row-validation-pool';
import { validatedRuns } from '../../src/import/validation/validated-runs';
import { inChunks } from '../support/in-chunks';
import { silentLogger } from '../../src/shared/logger';
import { VALID_ROW_CELLS } from '../batch/batch-support';

const policy = { topCodeAgeAt90: false };
const valid = VALID_ROW_CELLS;
const notes = [
  'Hot flashes twice a day, sleeping better this month.',
  'Call her daughter at 555-867-5309 after the visit.',
  'Seen with Dr. Margaret Whitfield at 12 Elm Street, Springfield.',
  'Night sweats less frequent since starting HRT.',
];
const rows: RowToValidate[] = Array.from({ length: 40 }, (_, index) => {
  const rowNumber = index + 1;
  if (rowNumber % 10 === 0) return { rowNumber, cells: {}, mismatch: { expected: 7, actual: 3 } };
  if (rowNumber % 7 === 0) return { rowNumber, cells: { ...valid, region: 'moon' } };
  return { rowNumber, cells: { ...valid, notes: notes[index % notes.length] } };
});

describe('row validation on several worker threads (integration)', function () {
  this.timeout(60_000);

  it('spreads a group over its threads and returns every row in order, as the main thread validates it', async () => {
    const pool = new RowValidationPool(2, policy, silentLogger);
    try {
      pool.prepare();
      // Runs of 5 rows, one run per request.
      const runs = validatedRuns(inChunks(sealedRunsOf(rows, 5), 1), (chunk) => pool.validateRuns(chunk), 4);
      const answered: { rowNumber: number; kind: string }[] = [];
      let next = runs.next();
      await new Promise((done) => setImmediate(done));
      // Four chunks are asked for at once: each thread holds two of them.
      expect(pool.pendingRows()).to.deep.equal([10, 10]);
      for (let run = await next; !run.done; run = await next) {
        for (const { item, validated } of run.value) {
          const rowsOfRun = rowResultsOf([validated]);
          answered.push(
            ...rowsOfRun.map((row, index) => ({ rowNumber: item.envelope.firstRow + index, kind: row.kind })),
          );
        }
        next = runs.next();
      }
      expect(pool.pendingRows()).to.deep.equal([0, 0]);
      const inline = validateEach({ detector: defaultDetector, patientPolicy: policy }, rows);
      expect(answered).to.deep.equal(
        rows.map((row, index) => ({ rowNumber: row.rowNumber, kind: inline[index].kind })),
      );
      expect(rowResultsOf(await pool.validateRuns(sealedRunsOf(rows)))).to.deep.equal(inline);
      expect(new Set(inline.map((result) => result.kind))).to.deep.equal(new Set(['valid', 'invalid']));
    } finally {
      await pool.close();
    }
  });

  it('fails what is pending on every thread when closed, and starts threads again on the next request', async () => {
    const pool = new RowValidationPool(2, policy, silentLogger);
    const pending = [1, 2].map(() => pool.validateRuns(sealedRunsOf(rows)).catch((error: unknown) => error));
    await pool.close();
    for (const outcome of await Promise.all(pending)) expect(String(outcome)).to.contain('closed');
    const again = rowResultsOf(await pool.validateRuns(sealedRunsOf(rows.slice(0, 1))));
    expect(again[0].kind).to.equal('valid');
    await pool.close();
  });
  it("screens a write's free text on a thread without import work, else on the calling thread", async () => {
    const pool = new RowValidationPool(1, policy, silentLogger);
    try {
      const fields = [
        { field: 'notes', text: 'Call her daughter at 555-867-5309 after the visit.' },
        { field: 'medications.0.dosage', text: '1 mg daily' },
      ];
      const inline = findIdentifiers(defaultDetector, fields);
      expect(inline.map((finding) => finding.field)).to.include('notes');
      expect(await pool.findIdentifiers(fields), 'on the idle thread').to.deep.equal(inline);
      // With import rows pending on the thread, the screen does not queue behind them.
      const validating = pool.validateRuns(sealedRunsOf(rows));
      expect(pool.pendingRows()).to.deep.equal([rows.length]);
      expect(await pool.findIdentifiers(fields), 'on the calling thread').to.deep.equal(inline);
      await validating;
      // A thread lost while screening: the text is screened here instead.
      const screening = pool.findIdentifiers(fields);
      await pool.close();
      expect(await screening, 'after the thread was lost').to.deep.equal(inline);
    } finally {
      await pool.close();
    }
  });

  it('screens the writes of one turn together and gives each write its own findings, in order', async () => {
    const pool = new RowValidationPool(1, policy, silentLogger);
    try {
      // More writes than go in one message, each with different text (some identifying, some not).
      const writes = Array.from({ length: 40 }, (_, index) => [
        { field: 'notes', text: `${notes[index % notes.length]} Visit ${index}.` },
        { field: 'medications.0.dosage', text: index % 5 === 0 ? 'ask Dr. Whitfield' : `${index} mg daily` },
      ]);
      const screened = await Promise.all(writes.map((fields) => pool.findIdentifiers(fields)));
      expect(screened).to.deep.equal(writes.map((fields) => findIdentifiers(defaultDetector, fields)));
      expect(screened.filter((findings) => findings.length > 0)).to.have.length.greaterThan(10);
      expect(screened.filter((findings) => findings.length === 0)).to.have.length.greaterThan(10);
    } finally {
      await pool.close();
    }
  });

  it('reads concurrent uploads on different threads', async () => {
    const pool = new RowValidationPool(2, policy, silentLogger);
    const dir = await mkdtemp(join(tmpdir(), 'pool-uploads-'));
    try {
      const path = join(dir, 'rows.csv');
      await writeFile(path, ['age_years,region', ...Array.from({ length: 100 }, () => '52,west')].join('\n'));
      const file = {
        batchId: 'batch_pool',
        key: new Uint8Array(newBatchKey()),
        path,
        maxRowBytes: 1024,
        chunkRows: 10,
      };
      const uploads = [1, 2].map(() =>
        pool.sealFile({ ...file, columns: ['age_years', 'region'] })[Symbol.asyncIterator](),
      );
      for (const upload of uploads) expect((await upload.next()).value).to.include({ firstRow: 1, records: 10 });
      expect(pool.uploadsInProgress()).to.deep.equal([1, 1]);
      for (const upload of uploads) await upload.return?.(undefined);
      expect(pool.uploadsInProgress()).to.deep.equal([0, 0]);
    } finally {
      await pool.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('IMPORT_VALIDATION_THREADS (unit)', () => {
  it('defaults to one thread per core beyond the first, at least one', () => {
    expect([1, 2, 4, 8].map((cores) => defaultValidationThreads(cores))).to.deep.equal([1, 1, 3, 7]);
    expect(loadImportSettings({}).validationThreads).to.equal(defaultValidationThreads());
  });

  it('takes a count, 0 meaning the main thread, and refuses anything else', () => {
    expect(loadImportSettings({ IMPORT_VALIDATION_THREADS: '3' }).validationThreads).to.equal(3);
    expect(loadImportSettings({ IMPORT_VALIDATION_THREADS: '0' }).validationThreads).to.equal(0);
    expect(loadImportSettings({ IMPORT_DECISION_THREADS: '0' }).validationThreads).to.equal(0);
    for (const bad of ['-1', 'two', '1.5', '17'])
      expect(() => loadImportSettings({ IMPORT_VALIDATION_THREADS: bad })).to.throw(/IMPORT_VALIDATION_THREADS/);
  });
});

import { expect } from 'chai';
import { defaultDetector } from '../../src/commands/deidentification';
import { validateEach, type RowToValidate } from '../../src/import/validation/row-validator';
import { newBatchKey } from '../../src/import/batch-keys/row-cipher';
import { decodeRows } from '../../src/import/row-message';
import type { CsvColumn } from '../../src/commands/batch/csv-columns';
import { ThreadedRowValidator } from '../../src/import/validation/threaded-row-validator';
import { silentLogger } from '../../src/shared/logger';
import { VALID_ROW_CELLS } from '../batch/batch-support';

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
      const threaded = await validator.validate(rows);
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

  it('answers concurrent requests each with its own rows', async () => {
    const validator = new ThreadedRowValidator(policy, silentLogger);
    try {
      const answers = await Promise.all(rows.map((row) => validator.validate([row])));
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
    const outcome = validator.validate(rows).catch((caught: unknown) => caught);
    await validator.close();
    const error = await outcome;
    expect(String(error)).to.contain('closed');
    const again = await validator.validate(rows.slice(0, 1));
    expect(again[0].kind).to.equal('valid');
    await validator.close();
  });

  it("seals an upload's records on the thread: its messages open, under the batch key only, to its rows", async () => {
    const validator = new ThreadedRowValidator(policy, silentLogger);
    try {
      const key = new Uint8Array(newBatchKey());
      const columns: CsvColumn[] = ['age_years', 'region', 'notes'];
      const records = [
        ['52', 'west', 'Sleeping better'],
        ['61', '', 'Hot flashes'],
        ['49', 'south'],
      ];
      const values = await validator.seal({ batchId: 'batch_up', key, columns, firstRow: 7, records });
      expect(values, 'one message for the run').to.have.length(1);
      const opened = decodeRows({ key: 'batch_up', value: values[0], offset: '0', deliveryAttempt: 1 }, key);
      expect(opened.map(({ mismatch, ...row }) => (mismatch ? { ...row, mismatch } : row))).to.deep.equal([
        { batchId: 'batch_up', rowNumber: 7, cells: { age_years: '52', region: 'west', notes: 'Sleeping better' } },
        { batchId: 'batch_up', rowNumber: 8, cells: { age_years: '61', notes: 'Hot flashes' } },
        { batchId: 'batch_up', rowNumber: 9, cells: {}, mismatch: { expected: 3, actual: 2 } },
      ]);
      expect(values.join('\n')).not.to.contain('Sleeping');
      const message = { key: 'batch_up', value: values[0], offset: '0', deliveryAttempt: 1 };
      expect(() => decodeRows(message, new Uint8Array(newBatchKey()))).to.throw();
    } finally {
      await validator.close();
    }
  });
});

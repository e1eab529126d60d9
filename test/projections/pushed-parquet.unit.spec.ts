import { expect } from 'chai';
import { PushedParquet, renderParquet } from '../../src/projections/datasets/dataset-parquet';
import { TABLE_COLUMNS, type Table } from '../../src/projections/datasets/dataset-tables';
import { readParquetRows } from '../support/parquet-rows';

const medications = (count: number): Table => ({
  name: 'medications',
  columns: TABLE_COLUMNS.medications,
  rows: Array.from({ length: count }, (_, index) => [
    `med_${index}`,
    `vis_${index >> 1}`,
    `pat_${index >> 3}`,
    index % 5 === 0 ? 'Estradiol é' : 'Progesterone',
    index % 2 === 0 ? 'hrt' : 'supplement',
    index % 3 === 0 ? null : '1 mg',
    'daily',
    '2024-01-02',
    index % 4 === 0 ? null : '2024-06-30',
  ]),
});

/** The file's bytes from rows pushed one at a time, `drained` awaited every `step` rows as the visits' pass does. */
async function pushed(table: Table, step: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const encoder = await PushedParquet.open(table.columns, (chunk) => chunks.push(chunk));
  for (let at = 0; at < table.rows.length; at += 1) {
    if (at % step === 0) await encoder.drained();
    encoder.add(table.rows[at]);
  }
  encoder.end();
  await encoder.done;
  expect(encoder.count).to.equal(table.rows.length);
  return Buffer.concat(chunks);
}

describe('Parquet rows pushed during another pass (unit)', () => {
  // Empty, short of a batch, whole batches (8,192 rows each), and past a row group (65,536 rows).
  for (const count of [0, 3, 16_384, 70_001])
    it(`gives the bytes of the same ${count} rows written at once`, async () => {
      const table = medications(count);
      const bytes = await pushed(table, 5_000);
      expect(bytes.equals(await renderParquet(table))).to.equal(true);
      if (count <= 3) expect(readParquetRows(bytes)).to.have.length(count);
    });

  it('stops when aborted: its file does not end and `done` rejects with the reason', async () => {
    const encoder = await PushedParquet.open(TABLE_COLUMNS.medications, () => undefined);
    for (const row of medications(10_000).rows) encoder.add(row);
    const reason = new Error('stopped');
    encoder.abort(reason);
    const outcome = await encoder.done.then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).to.not.equal(null);
    await encoder.drained().then(
      () => expect.fail('drained after a failure'),
      (error: unknown) => expect(error).to.not.equal(undefined),
    );
  });
});

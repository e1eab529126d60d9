import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { renderParquet } from '../../src/projections/datasets/dataset-parquet';
import { ParquetEncoder } from '../../src/projections/datasets/parquet-encoder';
import { localParquetSink } from '../../src/projections/datasets/parquet-table-sinks';
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

/** The file's bytes from rows added one at a time, `drained` awaited every `step` rows as the visits' pass does. */
async function pushed(table: Table, step: number): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'parquet-sink-'));
  try {
    const path = join(dir, 'file.parquet');
    const sink = await localParquetSink(path, table.columns);
    for (let at = 0; at < table.rows.length; at += 1) {
      if (at % step === 0) await sink.drained();
      sink.add(table.rows[at]);
    }
    const written = await sink.finish();
    const bytes = readFileSync(path);
    expect(written.rows).to.equal(table.rows.length);
    expect(written.size).to.equal(bytes.length);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Parquet files written from rows added during a pass (unit)', () => {
  // Empty, short of a batch, whole batches (8,192 rows each), and past a row group (65,536 rows).
  for (const count of [0, 3, 16_384, 70_001])
    it(`gives the bytes of the same ${count} rows written at once`, async () => {
      const table = medications(count);
      const bytes = await pushed(table, 5_000);
      expect(bytes.equals(await renderParquet(table))).to.equal(true);
      if (count <= 3) expect(readParquetRows(bytes)).to.have.length(count);
    });

  it('an encoder stops when aborted: `done` and `drained` reject', async () => {
    const encoder = await ParquetEncoder.open(TABLE_COLUMNS.medications, () => undefined);
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

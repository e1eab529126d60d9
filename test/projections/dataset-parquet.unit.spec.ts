import { expect } from 'chai';
import { renderParquet } from '../../src/projections/datasets/dataset-parquet';
import type { Table } from '../../src/projections/datasets/dataset-tables';
import { parquetColumnTypes, parquetRowGroupRows, readParquetRows, readParquetTable } from '../support/parquet-rows';

const visits = (rows: Table['rows']): Table => ({
  name: 'visits',
  columns: [
    'id',
    'visit_date',
    'visit_type',
    'fsh_miu_ml',
    'exercise_minutes_per_week',
    'provider_notes',
    'created_at',
  ],
  rows,
});
const patients = (rows: Table['rows']): Table => ({ name: 'patients', columns: ['id', 'smoker', 'bmi'], rows });
const DAY = 86_400_000;

describe('dataset Parquet files (unit)', () => {
  const rows: Table['rows'] = [
    ['vis_1', '2024-03-15', 'follow_up', 42.5, 150, '=1+2, "verbatim"', '2024-03-15T10:30:00.120Z'],
    ['vis_2', '1969-12-31', 'emergency', null, null, null, '2025-01-02T03:04:05.006Z'],
    ['vis_3', '2024-02-29', 'legacy_type', 0, 0, 'é ✓', '2024-02-29T23:59:59.999Z'],
  ];

  it('writes typed columns: dates, integers, doubles, dictionary-encoded enums, UTC millisecond instants', async () => {
    const types = parquetColumnTypes(await renderParquet(visits(rows)));
    expect(types).to.deep.equal({
      id: 'Utf8',
      visit_date: 'Date32<DAY>',
      visit_type: 'Dictionary<Int8, Utf8>',
      fsh_miu_ml: 'Float64',
      exercise_minutes_per_week: 'Int32',
      provider_notes: 'Utf8',
      created_at: 'Timestamp<MILLISECOND, UTC>',
    });
    expect(parquetColumnTypes(await renderParquet(patients([['pat_1', true, 21.5]]))).smoker).to.equal('Bool');
  });

  it('reads back the same values, nulls as nulls, text verbatim, values outside the known set kept', async () => {
    const back = readParquetRows(await renderParquet(visits(rows)));
    expect(back).to.deep.equal([
      {
        id: 'vis_1',
        visit_date: Date.UTC(2024, 2, 15),
        visit_type: 'follow_up',
        fsh_miu_ml: 42.5,
        exercise_minutes_per_week: 150,
        provider_notes: '=1+2, "verbatim"',
        created_at: Date.UTC(2024, 2, 15, 10, 30, 0, 120),
      },
      {
        id: 'vis_2',
        visit_date: -DAY,
        visit_type: 'emergency',
        fsh_miu_ml: null,
        exercise_minutes_per_week: null,
        provider_notes: null,
        created_at: Date.UTC(2025, 0, 2, 3, 4, 5, 6),
      },
      {
        id: 'vis_3',
        visit_date: Date.UTC(2024, 1, 29),
        visit_type: 'legacy_type',
        fsh_miu_ml: 0,
        exercise_minutes_per_week: 0,
        provider_notes: 'é ✓',
        created_at: Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      },
    ]);
    const flags = readParquetRows(
      await renderParquet(
        patients([
          ['pat_1', true, 21.5],
          ['pat_2', false, null],
          ['pat_3', null, 30],
        ]),
      ),
    );
    expect(flags.map((row) => row.smoker)).to.deep.equal([true, false, null]);
  });

  it('reads text back verbatim across its encoding chunks, with runs of nulls and multi-byte texts', async () => {
    // 10,000 rows: notes null in runs that cross the 4,096-text chunks and end the table, some chunks not ASCII.
    const noteOf = (index: number): string | null =>
      index % 5000 > 4000 || index >= 9_990 ? null : index % 4096 < 3 ? `é ✓ ${index}` : `note ${index}`;
    const many: Table['rows'] = Array.from({ length: 10_000 }, (_, index) => [
      `vis_${index}`,
      '2024-03-15',
      'follow_up',
      null,
      null,
      noteOf(index),
      '2024-03-15T10:30:00.120Z',
    ]);
    const back = readParquetTable(await renderParquet(visits(many)));
    const notes = back.getChild('provider_notes')?.toArray() as (string | null)[];
    expect(notes).to.deep.equal(many.map((_, index) => noteOf(index)));
    expect(back.getChild('id')?.get(9_999)).to.equal('vis_9999');
  });

  it('gives the same bytes for the same rows, across row groups, and a valid file for no rows', async () => {
    const many: Table['rows'] = Array.from({ length: 70_000 }, (_, index) => [
      `vis_${index}`,
      '2024-03-15',
      index % 2 ? 'follow_up' : 'annual_checkup',
      index / 7,
      index % 1000,
      index % 3 ? null : `note ${index}`,
      new Date(Date.UTC(2024, 0, 1) + index * 1000).toISOString(),
    ]);
    const first = await renderParquet(visits(many));
    const second = await renderParquet(visits(many.map((row) => [...row])));
    expect(first.equals(second)).to.equal(true);
    const back = readParquetTable(first);
    expect(back.numRows).to.equal(70_000);
    // Handed to the encoder in smaller batches, the rows still fill whole row groups.
    expect(await parquetRowGroupRows(first)).to.deep.equal([65_536, 4_464]);
    expect(back.get(69_999)?.toJSON()).to.include({ id: 'vis_69999', fsh_miu_ml: 69_999 / 7, visit_type: 'follow_up' });
    const empty = await renderParquet(visits([]));
    expect(empty.subarray(0, 4).toString()).to.equal('PAR1');
    expect(readParquetRows(empty)).to.deep.equal([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { CsvColumn } from '../../src/commands/batch/csv-columns';
import { newBatchKey, openPayload, sealPayload } from '../../src/import/batch-keys/row-cipher';
import {
  MESSAGE_TEXT_LIMIT,
  ROWS_PER_MESSAGE,
  decodeRows,
  encodeRun,
  readEnvelope,
} from '../../src/import/row-message';
import { CsvFileError } from '../../src/import/upload/csv-records';
import { CHUNK_TEXT_LIMIT, type FileToSeal, inlineRowSealer, sealRecords } from '../../src/import/upload/row-sealing';

const columns: CsvColumn[] = ['age_years', 'region', 'notes'];

function delivered(value: string, offset: number) {
  return { key: 'batch_runs', value, offset: String(offset), deliveryAttempt: 1 };
}

/** Each chunk the inline sealer makes of the file: its first row and its number of records. */
async function chunkStarts(file: FileToSeal): Promise<number[][]> {
  const starts: number[][] = [];
  for await (const { firstRow, records } of inlineRowSealer.sealFile(file)) starts.push([firstRow, records]);
  return starts;
}

describe('upload records sealed in runs', () => {
  const key = new Uint8Array(newBatchKey());

  it('puts up to ROWS_PER_MESSAGE consecutive rows in a message, numbered from the chunk start', () => {
    const records = Array.from({ length: ROWS_PER_MESSAGE * 2 + 7 }, (_, index) => ['50', 'west', `row ${index}`]);
    const values = sealRecords({ batchId: 'batch_runs', key, columns, firstRow: 501, records });
    const envelopes = values.map((value, index) => readEnvelope(delivered(value, index)));
    expect(envelopes.map(({ firstRow, count }) => [firstRow, count])).to.deep.equal([
      [501, ROWS_PER_MESSAGE],
      [501 + ROWS_PER_MESSAGE, ROWS_PER_MESSAGE],
      [501 + 2 * ROWS_PER_MESSAGE, 7],
    ]);
    const rows = values.flatMap((value, index) => decodeRows(delivered(value, index), key));
    expect(rows.map((row) => row.rowNumber)).to.deep.equal(records.map((_, index) => 501 + index));
    expect(rows.map((row) => row.cells.notes)).to.deep.equal(records.map((record) => record[2]));
  });

  it('cuts a run short when its text would pass the limit, and sends an oversized row alone', () => {
    const long = 'x'.repeat(Math.floor(MESSAGE_TEXT_LIMIT / 3));
    const huge = 'y'.repeat(MESSAGE_TEXT_LIMIT + 10);
    const records = [['50', 'west', long], ['51', 'west', long], ['52', 'west', long], ['53', 'west', huge], ['54']];
    const values = sealRecords({ batchId: 'batch_runs', key, columns, firstRow: 1, records });
    const counts = values.map((value, index) => readEnvelope(delivered(value, index)).count);
    expect(counts).to.deep.equal([2, 1, 1, 1]);
    const rows = values.flatMap((value, index) => decodeRows(delivered(value, index), key));
    expect(rows.map((row) => row.rowNumber)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(rows[3].cells.notes).to.equal(huge);
    expect(rows[4]).to.deep.include({ cells: {}, mismatch: { expected: 3, actual: 1 } });
  });

  it('seals the columns of a run once, and opens its rows with empty cells left out and mismatches kept', () => {
    const rows = [
      { cells: { age_years: '52', notes: 'hot flashes' } },
      { cells: { age_years: '61', region: 'west' } },
      { cells: {}, mismatch: { expected: 3, actual: 5 } },
    ];
    const message = encodeRun({ batchId: 'batch_runs', firstRow: 11, rows }, key);
    const envelope = readEnvelope(delivered(message.value, 0));
    const plaintext = JSON.parse(openPayload(key, 'batch_runs\n11\n3', envelope.sealed)) as unknown;
    expect(plaintext).to.deep.equal({
      k: ['age_years', 'notes', 'region'],
      r: [['52', 'hot flashes', null], ['61', null, 'west'], { m: { expected: 3, actual: 5 } }],
    });
    expect(decodeRows(delivered(message.value, 0), key)).to.deep.equal(
      rows.map((row, index) => ({ batchId: 'batch_runs', rowNumber: 11 + index, mismatch: undefined, ...row })),
    );
  });

  it('still opens a run queued before the columns were sealed once (each row its own cells)', () => {
    const label = 'batch_runs\n4\n2';
    const earlier = [{ c: { age_years: '52', notes: 'n' } }, { c: {}, m: { expected: 3, actual: 1 } }];
    const value = JSON.stringify({ b: 'batch_runs', r: 4, n: 2, s: sealPayload(key, label, JSON.stringify(earlier)) });
    expect(decodeRows(delivered(value, 0), key)).to.deep.equal([
      { batchId: 'batch_runs', rowNumber: 4, cells: { age_years: '52', notes: 'n' }, mismatch: undefined },
      { batchId: 'batch_runs', rowNumber: 5, cells: {}, mismatch: { expected: 3, actual: 1 } },
    ]);
  });

  it('refuses a message whose clear fields are not a run of rows', () => {
    for (const value of ['[]', '{"b":"batch_runs","r":0,"n":1,"s":"x"}', '{"b":"batch_runs","r":1,"n":0,"s":"x"}']) {
      expect(() => readEnvelope(delivered(value, 0)), value).to.throw(/not a row message/);
    }
  });

  it('cuts a chunk short of its rows at CHUNK_TEXT_LIMIT of cell text, so long rows make small segments', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'long-rows-'));
    try {
      const path = join(dir, 'long.csv');
      // A third of the limit per row: the third row reaches it.
      const note = 'n'.repeat(Math.ceil(CHUNK_TEXT_LIMIT / 3));
      await writeFile(
        path,
        ['age_years,region,notes', ...Array.from({ length: 7 }, () => `52,west,${note}`)].join('\n'),
      );
      const file = { batchId: 'batch_runs', key, columns, path, maxRowBytes: 2 * CHUNK_TEXT_LIMIT, chunkRows: 500 };
      expect(await chunkStarts(file)).to.deep.equal([
        [1, 3],
        [4, 3],
        [7, 1],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('inline: reads the file after its header in chunks, and fails a binary file with its reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inline-seal-'));
    try {
      const good = join(dir, 'good.csv');
      await writeFile(
        good,
        ['age_years,region,notes', ...Array.from({ length: 7 }, (_, i) => `5${i},west,n${i}`)].join('\n'),
      );
      const file = { batchId: 'batch_runs', key, columns, path: good, maxRowBytes: 1024, chunkRows: 3 };
      expect(await chunkStarts(file)).to.deep.equal([
        [1, 3],
        [4, 3],
        [7, 1],
      ]);
      const binary = join(dir, 'binary.csv');
      await writeFile(binary, Buffer.from('age_years,region,notes\n52,west,\u0000\n'));
      const error = await (async () => {
        for await (const _chunk of inlineRowSealer.sealFile({ ...file, path: binary }));
      })().catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(CsvFileError).and.to.include({ reason: 'binary' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { type CsvColumn } from '../../commands/batch/csv-columns';
import type { CsvCells } from '../../commands/batch/csv-row';
import { encodeRow } from '../row-message';

/** A run of an upload's CSV records, to be sealed into queue messages under the batch key. */
export interface RecordsToSeal {
  batchId: string;
  key: Uint8Array;
  /** The header's columns, in file order. */
  columns: CsvColumn[];
  /** Data row number of the first record (the first data row being 1). */
  firstRow: number;
  records: string[][];
}

/**
 * Seals records into queue message values (their queue key is the batch id).
 * On a thread (the import's row threads, idle while a file uploads) the main
 * thread only parses and publishes: sealing was about as much of its time as
 * parsing, one AES-GCM per row.
 */
export interface RowSealer {
  seal(request: RecordsToSeal): Promise<string[]>;
}

function cellsOf(columns: CsvColumn[], record: string[]): CsvCells {
  const cells: CsvCells = {};
  columns.forEach((column, index) => {
    const value = record[index];
    if (value !== undefined && value !== '') cells[column] = value;
  });
  return cells;
}

/** One message per record: a record whose cell count does not match the header carries only the mismatch. */
export function sealRecords({ batchId, key, columns, firstRow, records }: RecordsToSeal): string[] {
  return records.map((record, index) => {
    const mismatch = record.length === columns.length ? undefined : { expected: columns.length, actual: record.length };
    const cells = mismatch ? {} : cellsOf(columns, record);
    return encodeRow({ batchId, rowNumber: firstRow + index, cells, mismatch }, key).value;
  });
}

/** Seals on the calling thread: for processes without row threads. */
export const inlineRowSealer: RowSealer = {
  seal: (request) => Promise.resolve(sealRecords(request)),
};

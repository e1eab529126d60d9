import { type CsvColumn } from '../../commands/batch/csv-columns';
import type { CsvCells } from '../../commands/batch/csv-row';
import { MESSAGE_TEXT_LIMIT, ROWS_PER_MESSAGE, type RowContent, encodeRun } from '../row-message';

/** A chunk of an upload's CSV records, to be sealed into queue messages under the batch key. */
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

function contentOf(columns: CsvColumn[], record: string[]): RowContent {
  if (record.length !== columns.length)
    return { cells: {}, mismatch: { expected: columns.length, actual: record.length } };
  return { cells: cellsOf(columns, record) };
}

/**
 * Messages of up to ROWS_PER_MESSAGE consecutive records each, cut short at
 * MESSAGE_TEXT_LIMIT of cell text; a record whose cell count does not match
 * the header carries only the mismatch.
 */
export function sealRecords({ batchId, key, columns, firstRow, records }: RecordsToSeal): string[] {
  const values: string[] = [];
  let run: RowContent[] = [];
  let runFirstRow = firstRow;
  let runText = 0;
  records.forEach((record, index) => {
    const text = record.reduce((sum, cell) => sum + cell.length, 0);
    if (run.length > 0 && (run.length >= ROWS_PER_MESSAGE || runText + text > MESSAGE_TEXT_LIMIT)) {
      values.push(encodeRun({ batchId, firstRow: runFirstRow, rows: run }, key).value);
      run = [];
      runFirstRow = firstRow + index;
      runText = 0;
    }
    run.push(contentOf(columns, record));
    runText += text;
  });
  if (run.length > 0) values.push(encodeRun({ batchId, firstRow: runFirstRow, rows: run }, key).value);
  return values;
}

/** Seals on the calling thread: for processes without row threads. */
export const inlineRowSealer: RowSealer = {
  seal: (request) => Promise.resolve(sealRecords(request)),
};

import type { CellCountMismatch } from '../commands/batch/row-validation';
import type { CsvCells } from '../commands/batch/csv-row';
import type { DeliveredMessage, QueueMessage } from './import-queue';

/**
 * One CSV data row on the import queue. Who uploaded it and from which
 * request is read from the batch stream's start event, so messages stay small
 * and the worker acts only on what the log says.
 */
export interface RowMessage {
  batchId: string;
  /** Data row number, the first data row being 1. */
  rowNumber: number;
  cells: CsvCells;
  mismatch?: CellCountMismatch;
}

interface Encoded {
  b: string;
  r: number;
  c: CsvCells;
  m?: CellCountMismatch;
}

export function encodeRow(row: RowMessage): QueueMessage {
  const encoded: Encoded = { b: row.batchId, r: row.rowNumber, c: row.cells };
  if (row.mismatch) encoded.m = row.mismatch;
  return { key: row.batchId, value: JSON.stringify(encoded) };
}

/** Throws on a payload that is not a row message; the worker turns that into a poison-message path. */
export function decodeRow(message: DeliveredMessage): RowMessage {
  const parsed = JSON.parse(message.value) as Partial<Encoded>;
  if (
    typeof parsed.b !== 'string' ||
    typeof parsed.r !== 'number' ||
    typeof parsed.c !== 'object' ||
    parsed.c === null
  ) {
    throw new Error(`import message at offset ${message.offset} is not a row message`);
  }
  return { batchId: parsed.b, rowNumber: parsed.r, cells: parsed.c, mismatch: parsed.m };
}

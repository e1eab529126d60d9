import type { CellCountMismatch } from '../commands/batch/row-validation';
import type { CsvCells } from '../commands/batch/csv-row';
import { openRow, sealRow } from './batch-keys/row-cipher';
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

/** What is sealed: the row's cells (free text that may identify someone) and the cell-count mismatch. */
interface Sealed {
  c: CsvCells;
  m?: CellCountMismatch;
}

/** On the queue: batch id and row number in clear (they identify nobody), the rest sealed under the batch key. */
interface Encoded {
  b: string;
  r: number;
  s: string;
}

export function encodeRow(row: RowMessage, key: Uint8Array): QueueMessage {
  const sealed: Sealed = { c: row.cells };
  if (row.mismatch) sealed.m = row.mismatch;
  const encoded: Encoded = {
    b: row.batchId,
    r: row.rowNumber,
    s: sealRow(key, row.batchId, row.rowNumber, JSON.stringify(sealed)),
  };
  return { key: row.batchId, value: JSON.stringify(encoded) };
}

/** A queued row before its cells are opened: enough to decide whether the batch is importable. */
export interface SealedRow {
  batchId: string;
  rowNumber: number;
  sealed: string;
}

/** Throws on a payload that is not a row message; the worker turns that into a poison-message path. */
export function readEnvelope(message: DeliveredMessage): SealedRow {
  const parsed = JSON.parse(message.value) as Partial<Encoded>;
  if (typeof parsed.b !== 'string' || typeof parsed.r !== 'number' || typeof parsed.s !== 'string') {
    throw new Error(`import message at offset ${message.offset} is not a row message`);
  }
  return { batchId: parsed.b, rowNumber: parsed.r, sealed: parsed.s };
}

/** Throws when the key cannot open the row (another batch's key, an altered payload). */
export function openEnvelope(envelope: SealedRow, key: Uint8Array): RowMessage {
  const { batchId, rowNumber } = envelope;
  const opened = JSON.parse(openRow(key, batchId, rowNumber, envelope.sealed)) as Partial<Sealed>;
  if (typeof opened.c !== 'object' || opened.c === null) {
    throw new Error(`import row ${rowNumber} of ${batchId} holds no cells`);
  }
  return { batchId, rowNumber, cells: opened.c, mismatch: opened.m };
}

export function decodeRow(message: DeliveredMessage, key: Uint8Array): RowMessage {
  return openEnvelope(readEnvelope(message), key);
}

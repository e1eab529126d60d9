import type { CellCountMismatch } from '../commands/batch/row-validation';
import type { CsvColumn } from '../commands/batch/csv-columns';
import type { CsvCells } from '../commands/batch/csv-row';
import { openPayload, sealPayload } from './batch-keys/row-cipher';
import type { DeliveredMessage, QueueMessage } from './import-queue';

/** One CSV data row as queued: its cells, or none and the mismatch when its cell count is not the header's. */
export interface RowContent {
  cells: CsvCells;
  mismatch?: CellCountMismatch;
}

/**
 * One CSV data row off the import queue. Who uploaded it and from which
 * request is read from the batch stream's start event, so messages stay small
 * and the worker acts only on what the log says.
 */
export interface RowMessage extends RowContent {
  batchId: string;
  /** Data row number, the first data row being 1. */
  rowNumber: number;
}

/** Consecutive data rows of one upload: one queue message. */
export interface RowRun {
  batchId: string;
  firstRow: number;
  rows: RowContent[];
}

/** Rows per queue message, sealed together: sealing and opening cost mostly the cipher's setup, once per message. */
export const ROWS_PER_MESSAGE = 100;

/**
 * Cell text per message beyond which a run is cut short, so that a message
 * stays well under a Kafka broker's 1 MiB default even when its rows are long.
 */
export const MESSAGE_TEXT_LIMIT = 128 * 1024;

/**
 * What is sealed of each row in the first format of runs: its cells (free
 * text that may identify someone) and the cell-count mismatch. Runs queued
 * before an upgrade still hold rows like this.
 */
interface Sealed {
  c: CsvCells;
  m?: CellCountMismatch;
}

/**
 * What is sealed of a run: its columns once, then each row as its cells in
 * that order (null: empty), or as its cell-count mismatch. With the column
 * names repeated in every row, as in `Sealed`, a short row sealed to about
 * 400 bytes on the queue, three times its size in the file; every byte of it
 * is written to the queue, read back, copied to a row thread and opened.
 */
interface SealedColumns {
  k: CsvColumn[];
  r: SealedRow[];
}

/** A row as a run seals it: its cells in the run's column order (null: empty), or its cell-count mismatch. */
export type SealedRow = Array<string | null> | { m: CellCountMismatch };

/** Consecutive data rows of one upload, in the form they are sealed in. */
export interface ColumnRun {
  batchId: string;
  firstRow: number;
  columns: CsvColumn[];
  rows: SealedRow[];
}

/**
 * On the queue: batch id, first row number and row count in clear (they
 * identify nobody), the rows sealed under the batch key as one payload.
 * A message without `n` was queued before rows were sealed in runs: one row,
 * sealed alone; it still imports after an upgrade.
 */
interface Encoded {
  b: string;
  r: number;
  n?: number;
  s: string;
}

/** Bound to the ciphertext, so a payload cannot be replayed as other rows or another batch's. */
function runLabel(batchId: string, firstRow: number, count: number): string {
  return `${batchId}\n${firstRow}\n${count}`;
}

function singleRowLabel(batchId: string, rowNumber: number): string {
  return `${batchId}\n${rowNumber}`;
}

/** The columns any of the rows has a cell in, in the order they first appear. */
function columnsOf(rows: RowContent[]): CsvColumn[] {
  const columns = new Set<CsvColumn>();
  for (const { cells } of rows) for (const column in cells) columns.add(column as CsvColumn);
  return [...columns];
}

function sealedRowOf(columns: CsvColumn[], { cells, mismatch }: RowContent): SealedRow {
  return mismatch ? { m: mismatch } : columns.map((column) => cells[column] ?? null);
}

/** A row of a run sealed as SealedColumns, as the worker reads rows. */
function contentOfSealedRow(columns: CsvColumn[], row: SealedRow): Partial<Sealed> {
  if (!Array.isArray(row)) return { c: {}, m: row?.m };
  const cells: CsvCells = {};
  for (let index = 0; index < columns.length; index += 1) {
    const value = row[index];
    if (typeof value === 'string') cells[columns[index]] = value;
  }
  return { c: cells };
}

/** The rows of an opened run, in either format (see Sealed and SealedColumns). */
function sealedRows(opened: unknown): unknown {
  if (Array.isArray(opened) || typeof opened !== 'object' || opened === null) return opened;
  const { k, r } = opened as Partial<SealedColumns>;
  if (!Array.isArray(k) || !Array.isArray(r)) return opened;
  return r.map((row) => contentOfSealedRow(k, row));
}

/** A run given as cells by column name, sealed under the columns any of its rows has a cell in. */
export function encodeRun({ batchId, firstRow, rows }: RowRun, key: Uint8Array): QueueMessage {
  const columns = columnsOf(rows);
  return encodeColumnRun({ batchId, firstRow, columns, rows: rows.map((row) => sealedRowOf(columns, row)) }, key);
}

/** A run already in its sealed form (an upload's records in header order): sealed as it is. */
export function encodeColumnRun({ batchId, firstRow, columns, rows }: ColumnRun, key: Uint8Array): QueueMessage {
  const label = runLabel(batchId, firstRow, rows.length);
  const sealed: SealedColumns = { k: columns, r: rows };
  const encoded: Encoded = {
    b: batchId,
    r: firstRow,
    n: rows.length,
    s: sealPayload(key, label, JSON.stringify(sealed)),
  };
  return { key: batchId, value: JSON.stringify(encoded) };
}

/** A queued run before its rows are opened: enough to decide whether the batch is importable. */
export interface SealedRun {
  batchId: string;
  firstRow: number;
  count: number;
  /** Sealed alone, before runs: the payload is one row, not a list. */
  single: boolean;
  sealed: string;
}

const isRowNumber = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** Throws on a payload that is not a row message; the worker turns that into a poison-message path. */
export function readEnvelope(message: DeliveredMessage): SealedRun {
  const parsed = JSON.parse(message.value) as Partial<Encoded>;
  const single = parsed.n === undefined;
  if (
    typeof parsed.b !== 'string' ||
    !isRowNumber(parsed.r) ||
    typeof parsed.s !== 'string' ||
    !(single || isRowNumber(parsed.n))
  ) {
    throw new Error(`import message at offset ${message.offset} is not a row message`);
  }
  return { batchId: parsed.b, firstRow: parsed.r, count: parsed.n ?? 1, single, sealed: parsed.s };
}

/** Throws when the key cannot open the run (another batch's key, an altered payload) or it is not rows. */
export function openEnvelope(envelope: SealedRun, key: Uint8Array): RowMessage[] {
  const { batchId, firstRow, count, single } = envelope;
  const label = single ? singleRowLabel(batchId, firstRow) : runLabel(batchId, firstRow, count);
  const opened = JSON.parse(openPayload(key, label, envelope.sealed)) as unknown;
  const items = (single ? [opened] : sealedRows(opened)) as Partial<Sealed>[];
  if (!Array.isArray(items) || items.length !== count) {
    throw new Error(`import rows ${firstRow}+${count} of ${batchId} do not hold ${count} rows`);
  }
  return items.map((item, index) => {
    const rowNumber = firstRow + index;
    if (typeof item?.c !== 'object' || item.c === null) {
      throw new Error(`import row ${rowNumber} of ${batchId} holds no cells`);
    }
    return { batchId, rowNumber, cells: item.c, mismatch: item.m };
  });
}

export function decodeRows(message: DeliveredMessage, key: Uint8Array): RowMessage[] {
  return openEnvelope(readEnvelope(message), key);
}

import { Readable } from 'node:stream';
import { type CsvColumn } from '../../commands/batch/csv-columns';
import { csvRecords } from './csv-records';
import type { FileEncryption } from './file-encryption';
import { MESSAGE_TEXT_LIMIT, ROWS_PER_MESSAGE, type SealedRow, encodeColumnRun } from '../row-message';

/** An upload's file, to be read and its data rows sealed into queue messages under the batch key. */
export interface FileToSeal {
  batchId: string;
  key: Uint8Array;
  /** The header's columns, in file order; the file's first record is the header and is skipped. */
  columns: CsvColumn[];
  path: string;
  /** How the file is encrypted on disk (an upload's always is). */
  encryption?: FileEncryption | null;
  /** A record longer than this is a broken file (see csvRecords). */
  maxRowBytes: number;
  /** Data rows per chunk (one queue publish each). */
  chunkRows: number;
}

/**
 * Cell text per chunk beyond which a chunk is cut short of `chunkRows`. A
 * chunk is one queue segment, which a group takes whole: 500 rows of 60 KB
 * each made segments of 40 MB, and an upload of 47 MB of such rows peaked at
 * 580 MB of RSS. Long rows now make chunks of fewer rows.
 */
export const CHUNK_TEXT_LIMIT = 1024 * 1024;

/** Consecutive data rows of the file, sealed: one queue publish. */
export interface SealedChunk {
  /** Data row number of the chunk's first row (the first data row being 1). */
  firstRow: number;
  records: number;
  /** Queue message values; their queue key is the batch id. */
  values: string[];
}

/**
 * Reads an upload's data rows and seals them, chunk by chunk and in file
 * order. On a row thread (idle while files upload: rows import only once
 * their upload is accepted), the main thread is left only the publishing:
 * parsing and sealing were about two thirds of its time during an upload.
 * A file that is not CSV text fails the iteration with a CsvFileError.
 */
export interface RowSealer {
  sealFile(file: FileToSeal): AsyncIterable<SealedChunk>;
}

/** A record as a run seals it: its cells in header order, empty ones null; or, when it has another count, that. */
function sealedRowOfRecord(columns: CsvColumn[], record: string[]): SealedRow {
  if (record.length !== columns.length) return { m: { expected: columns.length, actual: record.length } };
  return record.map((cell) => (cell === '' ? null : cell));
}

function cellText(record: string[]): number {
  return record.reduce((sum, cell) => sum + cell.length, 0);
}

/** A chunk of an upload's records and where it starts. */
interface RecordsToSeal extends Pick<FileToSeal, 'batchId' | 'key' | 'columns'> {
  /** Data row number of the first record. */
  firstRow: number;
  records: string[][];
  /** Each record's cell text, when the caller counted it already. */
  texts?: number[];
}

/**
 * Messages of up to ROWS_PER_MESSAGE consecutive records each, cut short at
 * MESSAGE_TEXT_LIMIT of cell text; a record whose cell count does not match
 * the header carries only the mismatch.
 */
export function sealRecords({ batchId, key, columns, firstRow, records, texts }: RecordsToSeal): string[] {
  const values: string[] = [];
  let run: SealedRow[] = [];
  let runFirstRow = firstRow;
  let runText = 0;
  const seal = (): void => {
    values.push(encodeColumnRun({ batchId, firstRow: runFirstRow, columns, rows: run }, key).value);
  };
  records.forEach((record, index) => {
    const text = texts?.[index] ?? cellText(record);
    if (run.length > 0 && (run.length >= ROWS_PER_MESSAGE || runText + text > MESSAGE_TEXT_LIMIT)) {
      seal();
      run = [];
      runFirstRow = firstRow + index;
      runText = 0;
    }
    run.push(sealedRowOfRecord(columns, record));
    runText += text;
  });
  if (run.length > 0) seal();
  return values;
}

/** The data rows of the file, parsed and sealed as they are read. */
export async function* sealFileChunks(file: FileToSeal): AsyncGenerator<SealedChunk> {
  const { batchId, key, columns } = file;
  const chunkOf = (records: string[][], texts: number[], firstRow: number): SealedChunk => ({
    firstRow,
    records: records.length,
    values: sealRecords({ batchId, key, columns, firstRow, records, texts }),
  });
  let header = true;
  let records: string[][] = [];
  let texts: number[] = [];
  let text = 0;
  let firstRow = 1;
  for await (const record of csvRecords(file.path, file.maxRowBytes, undefined, file.encryption ?? null)) {
    if (header) {
      header = false;
      continue;
    }
    const recordText = cellText(record);
    records.push(record);
    texts.push(recordText);
    text += recordText;
    if (records.length >= file.chunkRows || text >= CHUNK_TEXT_LIMIT) {
      yield chunkOf(records, texts, firstRow);
      firstRow += records.length;
      records = [];
      texts = [];
      text = 0;
    }
  }
  if (records.length > 0) yield chunkOf(records, texts, firstRow);
}

/**
 * Chunks the inline sealer reads ahead of the caller: parsing goes on while a
 * chunk is published, which on the server profile is a wait for PostgreSQL or Kafka.
 */
const INLINE_CHUNKS_AHEAD = 4;

/** Parses and seals on the calling thread: for processes without row threads (an API-only role). */
export const inlineRowSealer: RowSealer = {
  sealFile: (file) =>
    Readable.from(sealFileChunks(file), { highWaterMark: INLINE_CHUNKS_AHEAD }) as AsyncIterable<SealedChunk>,
};

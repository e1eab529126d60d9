import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback, pipeline } from 'node:stream';
import csvParser from 'csv-parser';
import { type FileEncryption, decryption } from './file-encryption';

/** Why a file could not be read as CSV text at all (as opposed to a single bad row). */
export class CsvFileError extends Error {
  constructor(
    readonly reason: 'binary' | 'row_too_large',
    message: string,
  ) {
    super(message);
    this.name = 'CsvFileError';
  }
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The read size of an upload's file; a UTF-8 character may straddle two reads. */
export const CSV_READ_BYTES = 256 * 1024;

/** How many bytes at the end of `data` begin a UTF-8 character that the data does not complete (0 to 3). */
function unfinishedCharacter(data: Buffer): number {
  for (let back = 1; back <= Math.min(3, data.length); back += 1) {
    const byte = data[data.length - back];
    // A continuation byte: the character started further back.
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  // Three continuation bytes and no start: complete or invalid, which the check of the whole tells.
  return 0;
}

/**
 * Passes bytes through unchanged after dropping a leading UTF-8 BOM, and fails
 * on anything that is not UTF-8 text (a NUL byte, an invalid sequence): a
 * spreadsheet or archive uploaded by mistake is refused as a whole. Checked
 * with `isUtf8`, which reads the bytes in place: decoding each read into a
 * string only to throw it away cost about 25 ms of the row thread per 13 MB.
 */
class CsvTextGuard extends Transform {
  /** The file's first bytes while they may still be a BOM (a read shorter than one); null once decided. */
  private start: Buffer | null = Buffer.alloc(0);
  /** The start of a character the previous read did not complete; checked with the next read. */
  private unfinished = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let data = chunk;
    if (this.start) {
      data = this.start.length === 0 ? chunk : Buffer.concat([this.start, chunk]);
      if (data.length < BOM.length && data.equals(BOM.subarray(0, data.length))) {
        this.start = data;
        done();
        return;
      }
      this.start = null;
      if (data.subarray(0, BOM.length).equals(BOM)) data = data.subarray(BOM.length);
    }
    this.pass(data, done);
  }

  override _flush(done: TransformCallback): void {
    // One or two bytes that begin a BOM, and nothing after them, begin a character that never ends.
    const unfinished = this.unfinished.length > 0 || (this.start !== null && this.start.length > 0);
    done(unfinished ? new CsvFileError('binary', 'The file ends inside a UTF-8 character') : null);
  }

  private pass(data: Buffer, done: TransformCallback): void {
    if (data.includes(0) || !this.isUtf8(data)) {
      done(new CsvFileError('binary', 'The file is not CSV text (binary content or invalid UTF-8)'));
      return;
    }
    done(null, data);
  }

  /** Whether `data`, after what the reads before it left unfinished, is UTF-8 up to its own unfinished end. */
  private isUtf8(data: Buffer): boolean {
    // Rare (a character split between two reads): the copy is one read's worth at most.
    const text = this.unfinished.length === 0 ? data : Buffer.concat([this.unfinished, data]);
    const cut = text.length - unfinishedCharacter(text);
    this.unfinished = Buffer.from(text.subarray(cut));
    return isUtf8(text.subarray(0, cut));
  }
}

/**
 * Streams a CSV file record by record, never whole in memory: quoted values
 * may hold commas, quotes and line breaks; CRLF and LF both end a record;
 * blank lines are skipped. Each record is its cells in order. The parser
 * parses each read whole before the first of its records is handed on. An
 * upload's file is decrypted as it is read (`encryption`).
 */
export async function* csvRecords(
  path: string,
  maxRowBytes: number,
  readBytes = CSV_READ_BYTES,
  encryption: FileEncryption | null = null,
): AsyncGenerator<string[]> {
  const parser = csvParser({ headers: false, maxRowBytes });
  const read = createReadStream(path, { highWaterMark: readBytes });
  const done = (): void => {
    // Errors surface through the parser's iterator below.
  };
  if (encryption) pipeline(read, decryption(encryption), new CsvTextGuard(), parser, done);
  else pipeline(read, new CsvTextGuard(), parser, done);
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      const cells = Object.values(record);
      if (cells.length === 0) continue;
      yield cells;
    }
  } catch (error) {
    if (error instanceof Error && error.message === 'Row exceeds the maximum size') {
      throw new CsvFileError(
        'row_too_large',
        `A record is longer than ${maxRowBytes} bytes; check for an unbalanced quote`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
}

import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback, pipeline } from 'node:stream';
import csvParser from 'csv-parser';

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

/**
 * Passes bytes through unchanged after dropping a leading UTF-8 BOM, and fails
 * on anything that is not UTF-8 text (a NUL byte, an invalid sequence): a
 * spreadsheet or archive uploaded by mistake is refused as a whole.
 */
class CsvTextGuard extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private first = true;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let data = chunk;
    if (this.first) {
      this.first = false;
      if (data.subarray(0, 3).equals(BOM)) data = data.subarray(3);
    }
    if (data.includes(0) || !this.isUtf8(data)) {
      done(new CsvFileError('binary', 'The file is not CSV text (binary content or invalid UTF-8)'));
      return;
    }
    done(null, data);
  }

  override _flush(done: TransformCallback): void {
    done(
      this.isUtf8(Buffer.alloc(0), false) ? null : new CsvFileError('binary', 'The file ends inside a UTF-8 character'),
    );
  }

  private isUtf8(data: Buffer, stream = true): boolean {
    try {
      this.decoder.decode(data, { stream });
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Streams a CSV file record by record, never whole in memory: quoted values
 * may hold commas, quotes and line breaks; CRLF and LF both end a record;
 * blank lines are skipped. Each record is its cells in order.
 */
export async function* csvRecords(path: string, maxRowBytes: number): AsyncGenerator<string[]> {
  const parser = csvParser({ headers: false, maxRowBytes });
  pipeline(createReadStream(path, { highWaterMark: 256 * 1024 }), new CsvTextGuard(), parser, () => {
    // Errors surface through the parser's iterator below.
  });
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

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DatasetFormat, csvLine, ndjsonLine } from './dataset-files';
import { ROW_GROUP_ROWS, parquetChunks } from './dataset-parquet';
import type { Cell } from './dataset-tables';

/** Rows of CSV or NDJSON written per chunk, between which the event loop gets a turn. */
const TEXT_CHUNK_ROWS = 1000;

export interface WrittenFile {
  rows: number;
  size: number;
  sha256: string;
}

/** Thrown between chunks when the build is to stop (cancelled, or its worker shutting down). */
export class BuildStopped extends Error {
  constructor() {
    super('export build stopped');
    this.name = 'BuildStopped';
  }
}

export interface FileWriteOptions {
  /** Checked between chunks: true stops the write with BuildStopped. */
  shouldStop: () => boolean;
}

/**
 * Writes one table's file from its rows, read one at a time, with the same
 * bytes as the snapshot's renderTable gives for the same rows; the memory
 * it holds is one chunk (a row group for Parquet). Returns its row count,
 * size and SHA-256, computed as it goes.
 */
export async function writeTableFile(
  path: string,
  columns: readonly string[],
  rows: Iterator<Cell[]>,
  format: DatasetFormat,
  options: FileWriteOptions,
): Promise<WrittenFile> {
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  let size = 0;
  let count = 0;
  const write = async (bytes: Buffer | Uint8Array): Promise<void> => {
    if (options.shouldStop()) throw new BuildStopped();
    hash.update(bytes);
    size += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  const next = (): Cell[] | null => {
    const step = rows.next();
    if (step.done) return null;
    count += 1;
    return step.value;
  };
  try {
    // A build directory removed by a cancel makes this fail at once (once() rejects on 'error').
    await once(out, 'open');
    if (format === 'parquet') {
      const group = (): Cell[][] => {
        const taken: Cell[][] = [];
        while (taken.length < ROW_GROUP_ROWS) {
          const row = next();
          if (row === null) break;
          taken.push(row);
        }
        return taken;
      };
      for await (const chunk of parquetChunks(columns, group)) await write(chunk);
    } else {
      let text = format === 'csv' ? `${columns.join(',')}\r\n` : '';
      for (let row = next(), inChunk = 0; row !== null; row = next()) {
        text += format === 'csv' ? csvLine(row) : ndjsonLine(columns, row);
        if ((inChunk += 1) < TEXT_CHUNK_ROWS) continue;
        await write(Buffer.from(text, 'utf8'));
        text = '';
        inChunk = 0;
        await nextTurn();
      }
      if (text.length > 0) await write(Buffer.from(text, 'utf8'));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return { rows: count, size, sha256: hash.digest('hex') };
  } catch (error) {
    out.destroy();
    throw error;
  }
}

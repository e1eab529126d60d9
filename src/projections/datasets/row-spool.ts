import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import type { Cell } from './dataset-tables';
import { FileSink, LineSink } from './table-file-sink';

const READ_BYTES = 1 << 20;

/**
 * Rows kept on disk as one JSON array per line, to be read back in order:
 * a table whose rows come out of another table's pass (medications out of
 * the visits) is written later without reading its source a second time.
 * JSON.stringify escapes every line break, so a newline always ends a row.
 */
export const spoolSink = (path: string): LineSink => new LineSink(new FileSink(path), rowLine);

const rowLine = (row: readonly Cell[]): string => `${JSON.stringify(row)}\n`;

/** The spooled rows in the order they were written, read a megabyte at a time; the file is removed at the end. */
export function* spooledRows(path: string): Generator<Cell[]> {
  const fd = openSync(path, 'r');
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  let carry = Buffer.alloc(0);
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, READ_BYTES, null);
      if (read === 0) break;
      const bytes = carry.length > 0 ? Buffer.concat([carry, buffer.subarray(0, read)]) : buffer.subarray(0, read);
      const end = bytes.lastIndexOf(0x0a);
      if (end < 0) {
        carry = Buffer.from(bytes);
        continue;
      }
      // Cut at a newline, never inside a multi-byte character.
      const lines = bytes.toString('utf8', 0, end).split('\n');
      carry = Buffer.from(bytes.subarray(end + 1));
      for (const line of lines) yield JSON.parse(line) as Cell[];
    }
    if (carry.length > 0) throw new Error('row spool ends inside a row');
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
}

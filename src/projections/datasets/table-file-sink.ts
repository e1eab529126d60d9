import { type Hash, createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { Cell } from './dataset-tables';
import { threadCpuMs } from '../../shared/thread-cpu';

export interface WrittenFile {
  rows: number;
  size: number;
  sha256: string;
}

/** Bytes gathered before one write: few large writes instead of one per row. */
const FLUSH_BYTES = 1 << 20;
/** Room past FLUSH_BYTES for the line that crosses it; a longer line is written on its own. */
const LINE_ROOM = 1 << 16;
/** Bytes read at a time from a part file appended to another. */
const APPEND_BYTES = 4 << 20;

/**
 * One export file written as it is hashed: the SHA-256 and size are taken
 * from the bytes on their way to the disk, never by reading the file again.
 * Writes are synchronous and large; a directory removed by a cancel makes
 * the open fail at once.
 */
export class FileSink {
  private readonly fd: number;
  private readonly hash: Hash | null;
  private size = 0;
  /** Time spent hashing and writing so far (wall and this thread's CPU), for the build's phase figures. */
  readonly spent = { wallMs: 0, cpuMs: 0 };

  /** `hashed` false: a part file, whose bytes are hashed when appended to the whole (see LineSink.append). */
  constructor(path: string, hashed = true) {
    this.hash = hashed ? createHash('sha256') : null;
    this.fd = openSync(path, 'w');
  }

  write(bytes: Uint8Array): void {
    // Timed per write (a megabyte or a row group), never per row.
    const wallStart = performance.now();
    const cpuStart = threadCpuMs();
    this.hash?.update(bytes);
    this.size += bytes.length;
    for (let done = 0; done < bytes.length;) done += writeSync(this.fd, bytes, done, bytes.length - done);
    this.spent.wallMs += performance.now() - wallStart;
    this.spent.cpuMs += threadCpuMs() - cpuStart;
  }

  /** Closes the file; its size and SHA-256. */
  finish(rows: number): WrittenFile {
    closeSync(this.fd);
    return { rows, size: this.size, sha256: this.hash?.digest('hex') ?? '' };
  }

  /** Closes the file without a result (a stopped or failed build). */
  abandon(): void {
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
  }
}

/** A file of one text line per row (CSV, NDJSON), buffered into large writes. */
export class LineSink {
  /** Each line is encoded into this buffer as it is made: no megabyte string to flatten and encode again. */
  private readonly bytes = Buffer.allocUnsafe(FLUSH_BYTES + LINE_ROOM);
  private used = 0;
  rows = 0;

  constructor(
    readonly file: FileSink,
    private readonly line: (row: readonly Cell[]) => string,
  ) {}

  /** Text written before any row (the CSV header). */
  preamble(text: string): void {
    this.put(text);
  }

  add(row: readonly Cell[]): void {
    this.put(this.line(row));
    this.rows += 1;
  }

  private put(text: string): void {
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    if (text.length * 3 > LINE_ROOM) {
      this.flush();
      this.file.write(Buffer.from(text, 'utf8'));
      return;
    }
    this.used += this.bytes.write(text, this.used, 'utf8');
    if (this.used >= FLUSH_BYTES) this.flush();
  }

  /** The bytes of a part file (rows written by another thread, see PartFile) after the rows so far. */
  append(part: { path: string; rows: number }): void {
    this.flush();
    const fd = openSync(part.path, 'r');
    try {
      const buffer = Buffer.allocUnsafe(APPEND_BYTES);
      for (
        let read = readSync(fd, buffer, 0, APPEND_BYTES, null);
        read > 0;
        read = readSync(fd, buffer, 0, APPEND_BYTES, null)
      )
        this.file.write(buffer.subarray(0, read));
    } finally {
      closeSync(fd);
    }
    this.rows += part.rows;
  }

  flush(): void {
    if (this.used === 0) return;
    this.file.write(this.bytes.subarray(0, this.used));
    this.used = 0;
  }

  finish(): WrittenFile {
    this.flush();
    return this.file.finish(this.rows);
  }
}

import { createReadStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import { leafBytes, leafHash, type LeafEvent } from '../audit/merkle/merkle-hash';
import { RootFold } from '../audit/merkle/root-fold';
import type { CheckpointBody } from '../audit/merkle/signed-note';
import { threadedRootOfLines } from './export-leaf-reader';

/**
 * Hashing threads by default: one per core beside the reading thread, which folds, up to two. On two cores
 * a second one only competes with the fold for a core (measured: slower, and more CPU per event).
 */
export const DEFAULT_HASHING_THREADS = Math.max(0, Math.min(2, availableParallelism() - 1));

export interface ExportCheck {
  ok: boolean;
  events: number;
  reason: string;
  events_per_second: number;
  /** Events per second of this process's CPU time, every thread counted: the figure that holds on a busy machine. */
  events_per_cpu_second: number;
}

type Mode = 'as-written' | 'reparsed';

const NEWLINE = 0x0a;

/**
 * Adds one line (bytes [start, end) of `chunk`) as a leaf. The service writes
 * each export line as its leaf's bytes, so they are hashed as they are,
 * nothing decoded, in place (the newline before the line lends its byte to
 * the 0x00 prefix); a line from any other writer (keys reordered, spaces) is
 * parsed and written canonically.
 */
function addLine(fold: RootFold, chunk: Buffer, start: number, end: number, mode: Mode): void {
  if (mode === 'reparsed')
    fold.addLeafHash(leafHash(leafBytes(JSON.parse(chunk.toString('utf8', start, end)) as LeafEvent)));
  else if (start > 0) fold.addBytesAfterSpareByte(chunk, start, end);
  else fold.addBytes(chunk, start, end);
}

/** The root of the first `size` lines of the file, or how many lines it had when fewer. */
async function rootOfLines(
  file: string,
  size: number,
  mode: Mode,
  readBytes: number,
): Promise<{ lines: number; root: Buffer | null }> {
  const fold = new RootFold();
  let rest: Buffer | null = null;
  for await (const read of createReadStream(file, { highWaterMark: readBytes })) {
    const chunk = read as Buffer;
    let start = 0;
    if (rest !== null) {
      // Only the line cut by the previous read is copied, not the whole new chunk.
      const end = chunk.indexOf(NEWLINE);
      if (end < 0) {
        rest = Buffer.concat([rest, chunk]);
        continue;
      }
      const line = Buffer.concat([rest, chunk.subarray(0, end)]);
      if (line.length > 0) addLine(fold, line, 0, line.length, mode);
      start = end + 1;
      rest = null;
    }
    for (let end = chunk.indexOf(NEWLINE, start); end >= 0 && fold.count < size; end = chunk.indexOf(NEWLINE, start)) {
      if (end > start) addLine(fold, chunk, start, end, mode);
      start = end + 1;
    }
    if (fold.count >= size) break;
    rest = start < chunk.length ? chunk.subarray(start) : null;
  }
  if (rest !== null && fold.count < size) addLine(fold, rest, 0, rest.length, mode);
  return { lines: fold.count, root: fold.count === size ? fold.root() : null };
}

/**
 * Checks an NDJSON export of the log (GET /v1/audit/events with Accept:
 * application/x-ndjson, unfiltered) against a checkpoint, offline: line i
 * is leaf i, and the root of the first `size` leaves must be the signed
 * one. Lines are first hashed as written; only when that misses are they
 * parsed and written canonically, for an export reformatted on the way.
 */
export async function checkExport(
  file: string,
  checkpoint: CheckpointBody,
  /** Bytes per read of the file. */
  readBytes = 4 << 20,
  /** Threads that hash the lines as written; 0 hashes them on this one. */
  threads = DEFAULT_HASHING_THREADS,
): Promise<ExportCheck> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let read =
    threads > 0
      ? await threadedRootOfLines(file, checkpoint.size, readBytes, threads)
      : await rootOfLines(file, checkpoint.size, 'as-written', readBytes);
  if (read.root !== null && !read.root.equals(checkpoint.root))
    read = await rootOfLines(file, checkpoint.size, 'reparsed', readBytes);
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(read.lines / seconds) : 0;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const result = (ok: boolean, reason: string): ExportCheck => ({
    ok,
    events: read.lines,
    reason,
    events_per_second: rate,
    events_per_cpu_second: cpuSeconds > 0 ? Math.round(read.lines / cpuSeconds) : 0,
  });
  if (read.root === null)
    return result(
      false,
      `The export has ${read.lines} events, fewer than the ${checkpoint.size} the checkpoint signed`,
    );
  if (!read.root.equals(checkpoint.root))
    return result(false, `The first ${checkpoint.size} exported events do not hash to the signed root`);
  return result(true, `The first ${checkpoint.size} exported events are exactly the ones the checkpoint signed`);
}

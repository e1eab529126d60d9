import { createReadStream } from 'node:fs';
import { leafBytes, leafHash, type LeafEvent } from '../audit/merkle/merkle-hash';
import { foldRange } from '../audit/merkle/merkle-ranges';
import type { CheckpointBody } from '../audit/merkle/signed-note';
import { pushLeaf } from '../audit/merkle/tree-builder';
import type { TreeNode } from '../audit/merkle/tree-store';

export interface ExportCheck {
  ok: boolean;
  events: number;
  reason: string;
  events_per_second: number;
}

type Leaf = (line: string) => Buffer;

/** The service writes each export line as its leaf's bytes: hashed as they are, nothing parsed. */
const asWritten: Leaf = (line) => leafHash(line);
/** Any other writer's lines (keys reordered, spaces): parsed and written canonically. */
const reparsed: Leaf = (line) => leafHash(leafBytes(JSON.parse(line) as LeafEvent));

/** The root of the first `size` lines of the file, or how many lines it had when fewer. */
async function rootOfLines(file: string, size: number, leaf: Leaf): Promise<{ lines: number; root: Buffer | null }> {
  const frontier: TreeNode[] = [];
  let count = 0;
  let rest = '';
  const add = (line: string): boolean => {
    if (line === '' || count >= size) return count < size;
    pushLeaf(frontier, { level: 0, index: count, hash: leaf(line) });
    count += 1;
    return count < size;
  };
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    let more = true;
    for (const line of lines) more = add(line);
    if (!more) break;
  }
  add(rest);
  return { lines: count, root: count === size ? foldRange(frontier.map((node) => node.hash)) : null };
}

/**
 * Checks an NDJSON export of the log (GET /v1/audit/events with Accept:
 * application/x-ndjson, unfiltered) against a checkpoint, offline: line i
 * is leaf i, and the root of the first `size` leaves must be the signed
 * one. Lines are first hashed as written; only when that misses are they
 * parsed and written canonically, for an export reformatted on the way.
 */
export async function checkExport(file: string, checkpoint: CheckpointBody): Promise<ExportCheck> {
  const started = performance.now();
  let read = await rootOfLines(file, checkpoint.size, asWritten);
  if (read.root !== null && !read.root.equals(checkpoint.root))
    read = await rootOfLines(file, checkpoint.size, reparsed);
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(read.lines / seconds) : 0;
  const result = (ok: boolean, reason: string): ExportCheck => ({
    ok,
    events: read.lines,
    reason,
    events_per_second: rate,
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

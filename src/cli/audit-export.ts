import { createReadStream } from 'node:fs';
import { canonicalJson } from '../events/canonical-json';
import { leafHash } from '../audit/merkle/merkle-hash';
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

/**
 * Checks an NDJSON export of the log (GET /v1/audit/events with Accept:
 * application/x-ndjson, unfiltered) against a checkpoint, offline: each
 * line's canonical JSON is a leaf, in the order of the file, and the root
 * of the first `size` leaves must be the signed one.
 */
export async function checkExport(file: string, checkpoint: CheckpointBody): Promise<ExportCheck> {
  const started = performance.now();
  const frontier: TreeNode[] = [];
  let size = 0;
  let lastPosition = -1;
  let rest = '';
  let root: Buffer | null = null;
  let problem: string | null = null;
  const addLine = (line: string): void => {
    if (line === '' || problem !== null || root !== null) return;
    const event = JSON.parse(line) as { position?: unknown };
    if (typeof event.position !== 'number' || event.position <= lastPosition) {
      problem = `Line ${size + 1} is not the next event of the log in position order`;
      return;
    }
    lastPosition = event.position;
    pushLeaf(frontier, { level: 0, index: size, hash: leafHash(canonicalJson(event)) });
    size += 1;
    if (size === checkpoint.size) root = foldRange(frontier.map((node) => node.hash));
  };
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) addLine(line);
    if (problem !== null || root !== null) break;
  }
  addLine(rest);
  const seconds = (performance.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round(size / seconds) : 0;
  const result = (ok: boolean, reason: string): ExportCheck => ({ ok, events: size, reason, events_per_second: rate });
  if (problem !== null) return result(false, problem);
  if (root === null)
    return result(false, `The export has ${size} events, fewer than the ${checkpoint.size} the checkpoint signed`);
  if (!(root as Buffer).equals(checkpoint.root))
    return result(false, `The first ${checkpoint.size} exported events do not hash to the signed root`);
  return result(true, `The first ${checkpoint.size} exported events are exactly the ones the checkpoint signed`);
}

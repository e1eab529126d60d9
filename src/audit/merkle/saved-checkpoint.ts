import type { EventReader } from '../../events/event-store';
import { yieldToEventLoop } from '../../shared/yield';
import { EMPTY_ROOT, eventLeafHash } from './merkle-hash';
import { foldRange } from './merkle-ranges';
import { type CheckpointBody, type NoteVerifier, parseCheckpointText, parseNote, verifiedSigners } from './signed-note';
import { pushLeaf } from './tree-builder';
import type { TreeNode } from './tree-store';

export interface CheckpointCheck {
  ok: boolean;
  /** Leaves (events) in the log as read now. */
  log_size: number;
  checkpoint_size: number;
  reason: string;
}

/** A checkpoint note whose signature verifies with one of `verifiers`, or an error saying why not. */
export function openCheckpoint(note: string, verifiers: NoteVerifier[]): CheckpointBody {
  const parsed = parseNote(note);
  const body = parsed ? parseCheckpointText(parsed.text) : null;
  if (parsed === null || body === null) throw new Error('The file does not hold a checkpoint note');
  if (verifiedSigners(parsed, verifiers).length === 0)
    throw new Error('The checkpoint is not signed by a key you trust (check --verifier-key)');
  return body;
}

/**
 * The roots of the log's tree at the given sizes and its whole size,
 * recomputed from the events themselves: nothing stored beside the log (the
 * tree, its heads) is trusted.
 */
export async function rootsOfLog(
  reader: EventReader,
  sizes: number[],
  pageSize = 5_000,
): Promise<{ size: number; roots: Map<number, Buffer> }> {
  const wanted = new Set(sizes);
  const roots = new Map<number, Buffer>();
  if (wanted.has(0)) roots.set(0, EMPTY_ROOT);
  const frontier: TreeNode[] = [];
  let size = 0;
  let after: number | null = null;
  for (;;) {
    const page = await reader.readAll(after, pageSize);
    if (page.length === 0) break;
    for (const event of page) {
      pushLeaf(frontier, { level: 0, index: size, hash: eventLeafHash(event) });
      size += 1;
      if (wanted.has(size)) roots.set(size, foldRange(frontier.map((node) => node.hash)));
    }
    after = page[page.length - 1].position;
    await yieldToEventLoop();
  }
  return { size, roots };
}

/**
 * What an auditor who kept a checkpoint learns: whether today's log still
 * begins with exactly the events that checkpoint signed. An edit, a
 * reordering, a removal or a cut anywhere before it changes the root at
 * its size, whoever re-signed what since.
 */
export async function checkAgainstCheckpoint(
  reader: EventReader,
  checkpoint: CheckpointBody,
): Promise<CheckpointCheck> {
  const { size, roots } = await rootsOfLog(reader, [checkpoint.size]);
  const base = { log_size: size, checkpoint_size: checkpoint.size };
  if (size < checkpoint.size)
    return {
      ...base,
      ok: false,
      reason: `The log has ${size} events but the checkpoint signed ${checkpoint.size}: it was cut`,
    };
  const root = roots.get(checkpoint.size) as Buffer;
  if (!root.equals(checkpoint.root))
    return {
      ...base,
      ok: false,
      reason:
        `The first ${checkpoint.size} events no longer hash to the signed root: ` +
        'an event was changed, inserted, removed or moved',
    };
  return { ...base, ok: true, reason: `The log extends the checkpoint of ${checkpoint.size} events unchanged` };
}

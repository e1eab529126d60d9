import { AppError, validationError } from '../../shared/app-error';
import type { AuditTreeDeps } from '../audit-deps';
import { cosignatureTime, verifiedCosignatures } from './cosignature';
import { parseCheckpointText, parseNote } from './signed-note';
import type { TreeHead } from './tree-store';

/** A signed tree head as served: the note (with the cosignatures received) and its facts. */
export interface TreeCheckpointOutput {
  origin: string;
  tree_size: number;
  /** Base64, as in the note. */
  root_hash: string;
  signed_at: string;
  /** The C2SP checkpoint: body, blank line, the log's signature line, then each witness's cosignature line. */
  note: string;
  /** Each witness's C2SP cosignature/v1 line, the time it signed (from the line) and when it reached the log. */
  cosignatures: { witness: string; line: string; cosigned_at: string | null; received_at: string }[];
}

/** The time inside a stored cosignature line; null for a line of the older plain-signature kind. */
function cosignedAt(line: string): string | null {
  const blob = Buffer.from(line.trim().split(' ').pop() ?? '', 'base64');
  return blob.length > 4 ? (cosignatureTime(blob.subarray(4))?.toISOString() ?? null) : null;
}

export async function checkpointOutput(tree: AuditTreeDeps, head: TreeHead): Promise<TreeCheckpointOutput> {
  const cosignatures = await tree.store.cosignatures(head.tree_size);
  return {
    origin: tree.origin,
    tree_size: head.tree_size,
    root_hash: head.root_hash.toString('base64'),
    signed_at: head.signed_at,
    note: head.note + cosignatures.map((c) => c.line).join(''),
    cosignatures: cosignatures.map(({ witness, line, received_at }) => ({
      witness,
      line,
      cosigned_at: cosignedAt(line),
      received_at,
    })),
  };
}

/** A witness clock this far ahead of the log's is refused: the time is part of what a cosignature states. */
const COSIGNATURE_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * A witness's cosignature: the checkpoint note of a stored head carrying a
 * valid C2SP cosignature/v1 line of a configured witness. The body must be
 * the head's exactly, so a cosignature can only vouch for what the log signed.
 */
export async function acceptCosignature(tree: AuditTreeDeps, body: unknown, now: Date): Promise<TreeCheckpointOutput> {
  const text = body !== null && typeof body === 'object' ? (body as { note?: unknown }).note : undefined;
  const note = typeof text === 'string' ? parseNote(text) : null;
  const checkpoint = note ? parseCheckpointText(note.text) : null;
  if (note === null || checkpoint === null)
    throw validationError([{ field: 'note', message: 'must be a signed checkpoint note' }], 'Invalid cosignature');
  const head = await tree.store.headOfSize(checkpoint.size);
  const signed = head ? parseNote(head.note) : null;
  if (head === null || signed === null || signed.text !== note.text)
    throw new AppError(409, 'CONFLICT', 'The note is not a checkpoint this log signed', {});
  const cosignatures = verifiedCosignatures(note, tree.witnesses).filter(
    (c) => c.cosigned_at.getTime() <= now.getTime() + COSIGNATURE_CLOCK_SKEW_MS,
  );
  if (cosignatures.length === 0)
    throw validationError(
      [{ field: 'note', message: 'carries no valid cosignature/v1 line of a configured witness' }],
      'Invalid cosignature',
    );
  for (const { witness, line } of cosignatures) {
    await tree.store.addCosignature({
      tree_size: head.tree_size,
      witness: witness.name,
      line,
      received_at: now.toISOString(),
    });
  }
  return checkpointOutput(tree, head);
}

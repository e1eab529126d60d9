import { AppError } from '../../shared/app-error';
import { sleep } from '../../shared/backoff';
import type { AuditTreeDeps } from '../audit-deps';
import type { AuditNotary } from '../notary';
import { MerkleProofs } from './merkle-proofs';
import type { TreeHead, TreeLeaf } from './tree-store';

/** One event's RFC 9162 inclusion proof into the signed head an answer names. */
export interface EventInclusionProof {
  leaf_index: number;
  tree_size: number;
  /** The event's global position: its line in the NDJSON audit export, whose bytes hash to the leaf. */
  position: number;
  leaf_hash: string;
  inclusion_path: string[];
}

/** The pause between two looks for a signed head that covers the events. */
const RETRY_MS = 50;

const b64 = (hash: Buffer): string => hash.toString('base64');

/** The newest signed head if every position is a leaf under it, else null. */
async function coveringHead(
  tree: AuditTreeDeps,
  positions: number[],
): Promise<{ head: TreeHead; leaves: TreeLeaf[] } | null> {
  const head = await tree.store.latestHead();
  if (head === null) return null;
  const leaves: TreeLeaf[] = [];
  for (const position of positions) {
    const leaf = await tree.store.leafByPosition(position);
    if (leaf === null || leaf.index >= head.tree_size) return null;
    leaves.push(leaf);
  }
  return { head, leaves };
}

/**
 * Inclusion proofs of the events at `positions`, all into ONE signed head,
 * the newest: an auditor checks that head's signature once and every proof
 * against its root. Events newer than that head get one signed on demand
 * where this process runs the notary; elsewhere the answer waits for the
 * notary's next head, up to `waitMs`, then says to retry (503).
 */
export async function proveEvents(
  tree: AuditTreeDeps,
  notary: AuditNotary | null,
  positions: number[],
  waitMs: number,
): Promise<{ head: TreeHead; proofs: EventInclusionProof[] }> {
  const deadline = Date.now() + waitMs;
  let covered = await coveringHead(tree, positions);
  while (covered === null) {
    if (Date.now() > deadline)
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'The newest events are not in a signed checkpoint yet; retry in a moment',
        {},
        { 'Retry-After': '1' },
      );
    if (notary !== null) await notary.checkpointNow();
    covered = await coveringHead(tree, positions);
    // On PostgreSQL an event can be in its stream before the log's global order reaches it.
    if (covered === null) await sleep(RETRY_MS);
  }
  const { head, leaves } = covered;
  const merkle = new MerkleProofs(tree.store);
  const proofs: EventInclusionProof[] = [];
  for (const leaf of leaves) {
    const path = await merkle.inclusion(leaf.index, head.tree_size);
    proofs.push({
      leaf_index: leaf.index,
      tree_size: head.tree_size,
      position: leaf.position,
      leaf_hash: b64(leaf.hash),
      inclusion_path: path.map(b64),
    });
  }
  return { head, proofs };
}

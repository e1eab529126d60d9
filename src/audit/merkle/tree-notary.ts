import type { Clock } from '../../shared/time';
import type { CheckpointSigner } from '../checkpoint';
import { checkpointText } from './signed-note';
import type { MerkleTreeBuilder } from './tree-builder';
import type { TreeHead, TreeStore } from './tree-store';

/**
 * Extends the tree with what became readable and signs a C2SP checkpoint
 * (a signed note: origin, size, base64 root) when the tree grew past the
 * latest signed head. Heads are deterministic for a size but for the time,
 * so two notaries signing the same size leave the first one.
 */
export class TreeNotary {
  constructor(
    private readonly builder: MerkleTreeBuilder,
    private readonly store: TreeStore,
    private readonly signer: CheckpointSigner,
    private readonly origin: string,
    private readonly clock: Clock,
  ) {}

  /** Ends the builder's hashing thread, if it has one. */
  close(): Promise<void> {
    return this.builder.close();
  }

  async signHead(): Promise<TreeHead | null> {
    const extent = await this.builder.extend();
    if (extent.size === 0) return null;
    const latest = await this.store.latestHead();
    if (latest !== null && latest.tree_size >= extent.size) return null;
    const text = checkpointText(this.origin, extent.size, extent.root);
    const head: TreeHead = {
      tree_size: extent.size,
      root_hash: extent.root,
      note: `${text}\n${this.signer.signNote(this.origin, text)}`,
      signed_at: this.clock.now().toISOString(),
    };
    await this.store.addHead(head);
    return head;
  }
}

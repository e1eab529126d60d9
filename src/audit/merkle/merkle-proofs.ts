import { EMPTY_ROOT } from './merkle-hash';
import {
  type LeafRange,
  completeSubtrees,
  consistencyRanges,
  foldRange,
  inclusionRanges,
  nodeKey,
} from './merkle-ranges';
import type { TreeStore } from './tree-store';

/**
 * RFC 9162 proofs from the stored complete subtrees: each proof hash is the
 * hash of a range of leaves, made of at most log(n) stored nodes, all fetched
 * in one read. Nothing of the log itself is read.
 */
export class MerkleProofs {
  constructor(private readonly store: TreeStore) {}

  async rangeHashes(ranges: LeafRange[]): Promise<Buffer[]> {
    const parts = ranges.map(completeSubtrees);
    const stored = await this.store.nodes(parts.flat());
    return parts.map((ids) =>
      foldRange(
        ids.map((id) => {
          const hash = stored.get(nodeKey(id));
          if (!hash) throw new Error(`The audit tree has no node ${nodeKey(id)}`);
          return hash;
        }),
      ),
    );
  }

  /** Root of the tree of the first `size` leaves (any size up to the stored one). */
  async root(size: number): Promise<Buffer> {
    if (size === 0) return EMPTY_ROOT;
    const [root] = await this.rangeHashes([[0, size]]);
    return root;
  }

  inclusion(leafIndex: number, treeSize: number): Promise<Buffer[]> {
    return this.rangeHashes(inclusionRanges(leafIndex, treeSize));
  }

  consistency(from: number, to: number): Promise<Buffer[]> {
    return this.rangeHashes(consistencyRanges(from, to));
  }
}

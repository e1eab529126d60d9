import { type NodeId, nodeKey } from '../../src/audit/merkle/merkle-ranges';
import type { Cosignature, TreeHead, TreeLeaf, TreeNode, TreeStore } from '../../src/audit/merkle/tree-store';

/** A tree store in memory for unit tests: the same contract, no database. */
export class MemoryTreeStore implements TreeStore {
  readonly leaves: TreeLeaf[] = [];
  readonly stored = new Map<string, Buffer>();
  readonly heads: TreeHead[] = [];
  readonly cosigned: Cosignature[] = [];
  /** Node reads, to show that proofs touch only a few rows. */
  reads = 0;

  async extent() {
    const last = this.leaves[this.leaves.length - 1];
    return { size: this.leaves.length, lastPosition: last?.position ?? null };
  }
  async append(leaves: TreeLeaf[], nodes: TreeNode[]) {
    for (const leaf of leaves) if (this.leaves[leaf.index] === undefined) this.leaves[leaf.index] = leaf;
    for (const node of nodes) this.stored.set(nodeKey(node), node.hash);
  }
  async nodes(ids: NodeId[]) {
    const found = new Map<string, Buffer>();
    for (const id of ids) {
      this.reads += 1;
      const hash = id.level === 0 ? this.leaves[id.index]?.hash : this.stored.get(nodeKey(id));
      if (hash) found.set(nodeKey(id), hash);
    }
    return found;
  }
  async leafByPosition(position: number) {
    return this.leaves.find((leaf) => leaf.position === position) ?? null;
  }
  async leafByIndex(index: number) {
    return this.leaves[index] ?? null;
  }
  async positionOfEvent() {
    return null;
  }
  async addHead(head: TreeHead) {
    if (!this.heads.some((h) => h.tree_size === head.tree_size)) this.heads.push(head);
  }
  async latestHead() {
    return [...this.heads].sort((a, b) => b.tree_size - a.tree_size)[0] ?? null;
  }
  async latestSize() {
    return (await this.latestHead())?.tree_size ?? 0;
  }
  async headOfSize(size: number) {
    return this.heads.find((head) => head.tree_size === size) ?? null;
  }
  async addCosignature(c: Cosignature) {
    this.cosigned.push(c);
  }
  async cosignatures(size: number) {
    return this.cosigned.filter((c) => c.tree_size === size);
  }
}

import type { EventReader, Position } from '../../events/event-store';
import { readsStoredText } from '../../events/stored-text';
import { yieldToEventLoop } from '../../shared/yield';
import { EMPTY_ROOT, eventLeafHash, leafHash, nodeHash, storedLeafBytes } from './merkle-hash';
import { completeSubtrees, foldRange, nodeKey } from './merkle-ranges';
import type { TreeLeaf, TreeNode, TreeStore } from './tree-store';

/** Events hashed per read and per write of the tree. */
const PAGE = 2_000;

export interface TreeExtent {
  size: number;
  root: Buffer;
  /** Log position of the last leaf; null for the empty tree. */
  lastPosition: number | null;
}

/**
 * Adds a leaf to the right edge of a tree (its complete subtrees, left to
 * right) and returns the subtrees that the leaf completed, lowest first.
 */
export function pushLeaf(frontier: TreeNode[], leaf: TreeNode): TreeNode[] {
  const completed: TreeNode[] = [];
  frontier.push(leaf);
  while (frontier.length >= 2 && frontier[frontier.length - 1].level === frontier[frontier.length - 2].level) {
    const right = frontier.pop() as TreeNode;
    const left = frontier.pop() as TreeNode;
    const node = { level: left.level + 1, index: left.index / 2, hash: nodeHash(left.hash, right.hash) };
    completed.push(node);
    frontier.push(node);
  }
  return completed;
}

/**
 * Extends the Merkle tree over the log as events become readable, in the
 * order readers see them. It keeps the right edge of the tree in memory (one
 * complete subtree per set bit of the size), so appending a leaf costs its
 * hash and, on average, one node: no stored row is ever read back or changed.
 */
export class MerkleTreeBuilder {
  private frontier: TreeNode[] | null = null;
  private size = 0;
  private lastPosition: number | null = null;

  constructor(
    private readonly reader: EventReader,
    private readonly store: TreeStore,
    private readonly pageSize = PAGE,
  ) {}

  /** Adds every event readable now; returns the tree it made. */
  async extend(): Promise<TreeExtent> {
    const frontier = this.frontier ?? (await this.resume());
    for (;;) {
      const page = await this.leafPage(this.lastPosition);
      if (page.length === 0) break;
      const leaves: TreeLeaf[] = [];
      const nodes: TreeNode[] = [];
      for (const { position, hash } of page) {
        leaves.push({ index: this.size, position, hash });
        nodes.push(...pushLeaf(frontier, { level: 0, index: this.size, hash }));
        this.size += 1;
      }
      await this.store.append(leaves, nodes);
      this.lastPosition = page[page.length - 1].position;
      // A synchronous store answers every page at once: let requests in between.
      await yieldToEventLoop();
    }
    return { size: this.size, root: this.root(), lastPosition: this.lastPosition };
  }

  /** The leaf hashes of the next page; from the stored text where the store gives it (no parse, no re-serialising). */
  private async leafPage(after: Position | null): Promise<{ position: number; hash: Buffer }[]> {
    const reader = this.reader;
    if (readsStoredText(reader)) {
      const rows = await reader.readStoredText(after, this.pageSize);
      return rows.map((row) => ({ position: row.position, hash: leafHash(storedLeafBytes(row)) }));
    }
    const events = await reader.readAll(after, this.pageSize);
    return events.map((event) => ({ position: event.position, hash: eventLeafHash(event) }));
  }

  root(): Buffer {
    const frontier = this.frontier ?? [];
    return frontier.length === 0 ? EMPTY_ROOT : foldRange(frontier.map((node) => node.hash));
  }

  /** The right edge of the stored tree, read once: log(n) rows. */
  private async resume(): Promise<TreeNode[]> {
    const extent = await this.store.extent();
    const ids = completeSubtrees([0, extent.size]);
    const stored = await this.store.nodes(ids);
    const frontier = ids.map((id) => {
      const hash = stored.get(nodeKey(id));
      if (!hash) throw new Error(`The stored audit tree lacks node ${nodeKey(id)} below size ${extent.size}`);
      return { ...id, hash };
    });
    this.size = extent.size;
    this.lastPosition = extent.lastPosition;
    this.frontier = frontier;
    return frontier;
  }
}

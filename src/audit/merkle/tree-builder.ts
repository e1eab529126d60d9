import type { EventReader } from '../../events/event-store';
import { yieldToEventLoop } from '../../shared/yield';
import { type LeafPages, ReaderLeafPages } from './leaf-pages';
import { EMPTY_ROOT } from './merkle-hash';
import { completeSubtrees, foldRange, nodeKey } from './merkle-ranges';
import type { TreeNode, TreeStore } from './tree-store';

/** Events hashed per read and per write of the tree. */
export const TREE_PAGE = 2_000;

export interface TreeExtent {
  size: number;
  root: Buffer;
  /** Log position of the last leaf; null for the empty tree. */
  lastPosition: number | null;
}

export { pushLeaf } from './leaf-pages';

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

  private readonly pages: LeafPages;

  /** `pages`: where the leaves come from; by default read and hashed on this thread. */
  constructor(
    reader: EventReader,
    private readonly store: TreeStore,
    pages?: LeafPages,
    pageSize = TREE_PAGE,
  ) {
    this.pages = pages ?? new ReaderLeafPages(reader, pageSize);
  }

  /** Adds every event readable now; returns the tree it made. */
  async extend(): Promise<TreeExtent> {
    let frontier = this.frontier ?? (await this.resume());
    for (;;) {
      const page = await this.pages.next(this.lastPosition, this.size, frontier);
      if (page.leaves.length === 0) break;
      await this.store.append(page.leaves, page.nodes);
      frontier = page.frontier;
      this.frontier = frontier;
      this.size += page.leaves.length;
      this.lastPosition = page.leaves[page.leaves.length - 1].position;
      // A synchronous store answers every page at once: let requests in between.
      await yieldToEventLoop();
    }
    return { size: this.size, root: this.root(), lastPosition: this.lastPosition };
  }

  /** Ends the page source's thread, if it has one. */
  close(): Promise<void> {
    return this.pages.close();
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

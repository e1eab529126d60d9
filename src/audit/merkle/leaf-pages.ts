import type { EventReader, Position } from '../../events/event-store';
import { type StoredEventText, readsStoredText } from '../../events/stored-text';
import { eventLeafHash, leafHash, nodeHash, storedLeafBytes } from './merkle-hash';
import type { TreeLeaf, TreeNode } from './tree-store';

/** The next leaves of the tree and the subtrees they complete: what one append to the tree store writes. */
export interface LeafPage {
  leaves: TreeLeaf[];
  nodes: TreeNode[];
  /** The right edge of the tree after these leaves (one complete subtree per set bit of its size). */
  frontier: TreeNode[];
}

/** Where the tree builder gets its next leaves from, hashed and with the nodes they complete. */
export interface LeafPages {
  /** The events after `after` (at most a page), as leaves `size`, `size + 1`, … grown onto `frontier` (left as is). */
  next(after: Position | null, size: number, frontier: readonly TreeNode[]): Promise<LeafPage>;
  /** Lets go of whatever the source holds (a thread); it may be used again after. */
  close(): Promise<void>;
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

/** Leaf hashes (in log order) grown onto a copy of `frontier` from leaf index `size`. */
export function growPage(
  hashed: { position: number; hash: Buffer; eventId?: string }[],
  size: number,
  frontier: readonly TreeNode[],
): LeafPage {
  const edge = [...frontier];
  const leaves: TreeLeaf[] = [];
  const nodes: TreeNode[] = [];
  let index = size;
  for (const { position, hash, eventId } of hashed) {
    leaves.push(eventId === undefined ? { index, position, hash } : { index, position, hash, eventId });
    for (const node of pushLeaf(edge, { level: 0, index, hash })) nodes.push(node);
    index += 1;
  }
  return { leaves, nodes, frontier: edge };
}

/** The leaf hash of each stored event: from the stored text itself, no parse, no re-serialising. */
export function storedLeafHashes(rows: StoredEventText[]): { position: number; hash: Buffer }[] {
  return rows.map((row) => ({ position: row.position, hash: leafHash(storedLeafBytes(row)) }));
}

/** The leaves read and hashed on this thread: every adapter (JSONB and EventStoreDB hand back parsed events). */
export class ReaderLeafPages implements LeafPages {
  constructor(
    private readonly reader: EventReader,
    private readonly pageSize: number,
  ) {}

  async next(after: Position | null, size: number, frontier: readonly TreeNode[]): Promise<LeafPage> {
    const reader = this.reader;
    const hashed = readsStoredText(reader)
      ? storedLeafHashes(await reader.readStoredText(after, this.pageSize))
      : (await reader.readAll(after, this.pageSize)).map((event) => ({
          position: event.position,
          hash: eventLeafHash(event),
          eventId: event.id,
        }));
    return growPage(hashed, size, frontier);
  }

  async close(): Promise<void> {}
}

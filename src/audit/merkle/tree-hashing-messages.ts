import type { LeafPage } from './leaf-pages';
import type { TreeNode } from './tree-store';
import { HASH_BYTES } from './merkle-hash';

/** What the tree's hashing thread is started with. */
export interface TreeHashingThreadData {
  /** The embedded database file the log lives in. */
  file: string;
  pageSize: number;
}

export interface PageRequest {
  id: number;
  after: number | null;
  size: number;
  /** Levels and indexes, then the hashes one after another: no object per node crosses the threads. */
  frontier: PackedNodes;
}

export interface PackedNodes {
  ids: Float64Array;
  hashes: Uint8Array;
}

/** A page packed as a few typed arrays, whose buffers are moved to the other thread rather than copied. */
export interface PackedPage {
  positions: Float64Array;
  leafHashes: Uint8Array;
  nodes: PackedNodes;
  frontier: PackedNodes;
}

export type PageReply = { id: number; page: PackedPage } | { id: number; error: string };

export function packNodes(nodes: readonly TreeNode[]): PackedNodes {
  const ids = new Float64Array(2 * nodes.length);
  const hashes = new Uint8Array(HASH_BYTES * nodes.length);
  nodes.forEach((node, i) => {
    ids[2 * i] = node.level;
    ids[2 * i + 1] = node.index;
    hashes.set(node.hash, HASH_BYTES * i);
  });
  return { ids, hashes };
}

const hashAt = (hashes: Uint8Array, i: number): Buffer =>
  Buffer.from(hashes.buffer, hashes.byteOffset + HASH_BYTES * i, HASH_BYTES);

export function unpackNodes({ ids, hashes }: PackedNodes): TreeNode[] {
  const nodes: TreeNode[] = [];
  for (let i = 0; i < ids.length / 2; i += 1)
    nodes.push({ level: ids[2 * i], index: ids[2 * i + 1], hash: hashAt(hashes, i) });
  return nodes;
}

export function packPage(page: LeafPage): PackedPage {
  const positions = new Float64Array(page.leaves.length);
  const leafHashes = new Uint8Array(HASH_BYTES * page.leaves.length);
  page.leaves.forEach((leaf, i) => {
    positions[i] = leaf.position;
    leafHashes.set(leaf.hash, HASH_BYTES * i);
  });
  return { positions, leafHashes, nodes: packNodes(page.nodes), frontier: packNodes(page.frontier) };
}

export function unpackPage(packed: PackedPage, size: number): LeafPage {
  const leaves = Array.from(packed.positions, (position, i) => ({
    index: size + i,
    position,
    hash: hashAt(packed.leafHashes, i),
  }));
  return { leaves, nodes: unpackNodes(packed.nodes), frontier: unpackNodes(packed.frontier) };
}

/** The buffers a packed value can hand over to the other thread. */
export const buffersOf = (packed: PackedNodes): ArrayBuffer[] => [
  packed.ids.buffer as ArrayBuffer,
  packed.hashes.buffer as ArrayBuffer,
];

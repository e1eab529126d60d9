import { nodeHash } from './merkle-hash';

/** A complete subtree: 2^level leaves starting at index × 2^level. */
export interface NodeId {
  level: number;
  index: number;
}

/** Leaves [start, end) of the tree. */
export type LeafRange = readonly [start: number, end: number];

export const nodeKey = (node: NodeId): string => `${node.level}/${node.index}`;

/**
 * The complete subtrees whose hashes make up the hash of [start, end), left
 * to right (RFC 9162 MTH splits at the largest power of two below the size,
 * and every range a proof or a root asks for starts where such a split left
 * it, so each part is a stored complete subtree).
 */
export function completeSubtrees([start, end]: LeafRange): NodeId[] {
  const parts: NodeId[] = [];
  let at = start;
  while (at < end) {
    let size = 1;
    let level = 0;
    while (size * 2 <= end - at && at % (size * 2) === 0) {
      size *= 2;
      level += 1;
    }
    parts.push({ level, index: at / size });
    at += size;
  }
  return parts;
}

/** MTH of a range from the hashes of its complete subtrees, folded from the right as RFC 9162 nests them. */
export function foldRange(parts: Buffer[]): Buffer {
  let hash = parts[parts.length - 1];
  for (let index = parts.length - 2; index >= 0; index -= 1) hash = nodeHash(parts[index], hash);
  return hash;
}

/** RFC 9162 §2.1.3.1 PATH(m, D[n]): the ranges whose hashes form the inclusion proof, leaf side first. */
export function inclusionRanges(leafIndex: number, treeSize: number): LeafRange[] {
  const out: LeafRange[] = [];
  const walk = (m: number, start: number, n: number): void => {
    if (n <= 1) return;
    const k = largestPowerBelow(n);
    if (m < k) {
      walk(m, start, k);
      out.push([start + k, start + n]);
    } else {
      walk(m - k, start + k, n - k);
      out.push([start, start + k]);
    }
  };
  walk(leafIndex, 0, treeSize);
  return out;
}

/** RFC 9162 §2.1.4.1 PROOF(m, D[n]): the ranges whose hashes form the consistency proof (m < n). */
export function consistencyRanges(from: number, to: number): LeafRange[] {
  const out: LeafRange[] = [];
  const subproof = (m: number, start: number, n: number, whole: boolean): void => {
    if (m === n) {
      if (!whole) out.push([start, start + n]);
      return;
    }
    const k = largestPowerBelow(n);
    if (m <= k) {
      subproof(m, start, k, whole);
      out.push([start + k, start + n]);
    } else {
      subproof(m - k, start + k, n - k, false);
      out.push([start, start + k]);
    }
  };
  if (from > 0 && from < to) subproof(from, 0, to, true);
  return out;
}

function largestPowerBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

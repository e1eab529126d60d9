import { nodeHash } from './merkle-hash';

const odd = (n: number): boolean => n % 2 === 1;
const half = (n: number): number => Math.floor(n / 2);

/** RFC 9162 §2.1.3.2: the root that an inclusion proof leads to, or null when its shape cannot fit the tree. */
export function rootFromInclusion(leafIndex: number, treeSize: number, leaf: Buffer, path: Buffer[]): Buffer | null {
  if (leafIndex < 0 || leafIndex >= treeSize) return null;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return null;
    if (odd(fn) || fn === sn) {
      r = nodeHash(p, r);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 ? r : null;
}

export function verifyInclusion(
  leafIndex: number,
  treeSize: number,
  leaf: Buffer,
  path: Buffer[],
  root: Buffer,
): boolean {
  const computed = rootFromInclusion(leafIndex, treeSize, leaf, path);
  return computed !== null && computed.equals(root);
}

/** RFC 9162 §2.1.4.2: whether the tree of size `from` with root `fromRoot` is a prefix of the one of size `to`. */
export function verifyConsistency(from: number, to: number, fromRoot: Buffer, toRoot: Buffer, path: Buffer[]): boolean {
  if (from < 1 || from > to) return false;
  if (from === to) return path.length === 0 && fromRoot.equals(toRoot);
  if (path.length === 0) return false;
  const proof = isPowerOfTwo(from) ? [fromRoot, ...path] : path;
  let fn = from - 1;
  let sn = to - 1;
  while (odd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = proof[0];
  let sr = proof[0];
  for (const c of proof.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && fr.equals(fromRoot) && sr.equals(toRoot);
}

function isPowerOfTwo(n: number): boolean {
  let k = 1;
  while (k < n) k *= 2;
  return k === n;
}

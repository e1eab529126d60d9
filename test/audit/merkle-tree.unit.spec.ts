import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { canonicalJson } from '../../src/events/canonical-json';
import { leafBytes, leafHash } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import { rootFromInclusion, verifyConsistency, verifyInclusion } from '../../src/audit/merkle/merkle-verify';
import { RootFold } from '../../src/audit/merkle/root-fold';
import { pushLeaf } from '../../src/audit/merkle/tree-builder';
import type { TreeNode } from '../../src/audit/merkle/tree-store';
import { MemoryTreeStore } from './memory-tree-store';

/** RFC 6962 test leaves and the roots of their prefixes, as published with the reference implementations. */
const VECTOR_LEAVES = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
];
const VECTOR_ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

// An independent, naive RFC 9162 §2.1 implementation straight from the definitions, recursing over leaf hashes.
const sha = (...parts: Buffer[]): Buffer => createHash('sha256').update(Buffer.concat(parts)).digest();
const k = (n: number): number => 2 ** Math.ceil(Math.log2(n) - 1);
function mth(d: Buffer[]): Buffer {
  if (d.length === 0) return sha();
  if (d.length === 1) return d[0];
  const s = k(d.length);
  return sha(Buffer.from([1]), mth(d.slice(0, s)), mth(d.slice(s)));
}
function path(m: number, d: Buffer[]): Buffer[] {
  if (d.length <= 1) return [];
  const s = k(d.length);
  return m < s ? [...path(m, d.slice(0, s)), mth(d.slice(s))] : [...path(m - s, d.slice(s)), mth(d.slice(0, s))];
}
function subproof(m: number, d: Buffer[], b: boolean): Buffer[] {
  if (m === d.length) return b ? [] : [mth(d)];
  const s = k(d.length);
  return m <= s
    ? [...subproof(m, d.slice(0, s), b), mth(d.slice(s))]
    : [...subproof(m - s, d.slice(s), false), mth(d.slice(0, s))];
}

async function treeOf(leaves: Buffer[]): Promise<MemoryTreeStore> {
  const store = new MemoryTreeStore();
  const frontier: TreeNode[] = [];
  for (const [index, hash] of leaves.entries()) {
    const nodes = pushLeaf(frontier, { level: 0, index, hash });
    await store.append([{ index, position: index * 3 + 1, hash }], nodes);
  }
  return store;
}

const hex = (b: Buffer): string => b.toString('hex');

describe('Merkle tree (RFC 9162)', () => {
  it('gives the published roots of the RFC 6962 test vectors for every prefix', async () => {
    const leaves = VECTOR_LEAVES.map((input) => leafHash(Buffer.from(input, 'hex')));
    const proofs = new MerkleProofs(await treeOf(leaves));
    for (let size = 0; size <= leaves.length; size += 1)
      expect(hex(await proofs.root(size))).to.equal(VECTOR_ROOTS[size]);
  });

  it('folds the same roots from raw leaf bytes as the definition, for every size up to 70 (RootFold)', () => {
    const vectors = VECTOR_LEAVES.map((input) => Buffer.from(input, 'hex'));
    const fromVectors = new RootFold();
    expect(hex(fromVectors.root())).to.equal(VECTOR_ROOTS[0]);
    for (const [index, bytes] of vectors.entries()) {
      // The leaf's bytes sit inside a larger buffer, as a line sits inside a chunk of the file.
      fromVectors.addBytes(Buffer.concat([Buffer.from('x\n'), bytes, Buffer.from('\n')]), 2, 2 + bytes.length);
      expect(hex(fromVectors.root())).to.equal(VECTOR_ROOTS[index + 1]);
    }
    const fold = new RootFold();
    const leaves: Buffer[] = [];
    for (let size = 1; size <= 70; size += 1) {
      const bytes = Buffer.alloc(size * 97, size);
      leaves.push(leafHash(bytes));
      fold.addBytes(bytes, 0, bytes.length);
      expect(hex(fold.root())).to.equal(hex(mth(leaves)));
    }
  });

  it('builds inclusion and consistency proofs equal to the naive definitions, and they verify', async () => {
    const leaves = Array.from({ length: 70 }, (_, i) => leafHash(`leaf ${i}`));
    const store = await treeOf(leaves);
    const proofs = new MerkleProofs(store);
    for (let n = 1; n <= leaves.length; n += 1) {
      const root = mth(leaves.slice(0, n));
      expect(hex(await proofs.root(n))).to.equal(hex(root));
      for (let m = 0; m < n; m += 1) {
        const proof = await proofs.inclusion(m, n);
        expect(proof.map(hex)).to.deep.equal(path(m, leaves.slice(0, n)).map(hex));
        expect(verifyInclusion(m, n, leaves[m], proof, root)).to.equal(true);
      }
      for (let m = 1; m <= n; m += 1) {
        const proof = await proofs.consistency(m, n);
        expect(proof.map(hex)).to.deep.equal(m === n ? [] : subproof(m, leaves.slice(0, n), true).map(hex));
        expect(verifyConsistency(m, n, mth(leaves.slice(0, m)), root, proof)).to.equal(true);
      }
    }
  });

  it('refuses proofs for another leaf, another root or a tree that was not a prefix', async () => {
    const leaves = Array.from({ length: 13 }, (_, i) => leafHash(`leaf ${i}`));
    const proofs = new MerkleProofs(await treeOf(leaves));
    const root = mth(leaves);
    const inclusion = await proofs.inclusion(5, 13);
    expect(verifyInclusion(6, 13, leaves[5], inclusion, root)).to.equal(false);
    expect(verifyInclusion(5, 13, leaves[6], inclusion, root)).to.equal(false);
    expect(verifyInclusion(5, 7, leaves[5], inclusion, root)).to.equal(false);
    expect(rootFromInclusion(13, 13, leaves[5], inclusion)).to.equal(null);
    const consistency = await proofs.consistency(6, 13);
    const rewritten = [...leaves.slice(0, 3), leafHash('edited'), ...leaves.slice(4)];
    expect(verifyConsistency(6, 13, mth(rewritten.slice(0, 6)), root, consistency)).to.equal(false);
    expect(verifyConsistency(6, 13, mth(leaves.slice(0, 6)), mth(rewritten), consistency)).to.equal(false);
    expect(verifyConsistency(6, 13, mth(leaves.slice(0, 6)), root, consistency.slice(1))).to.equal(false);
  });

  it('reads O(log n) stored nodes for a proof of a large tree, never the leaves one by one', async () => {
    const leaves = Array.from({ length: 5000 }, (_, i) => leafHash(`leaf ${i}`));
    const store = await treeOf(leaves);
    store.reads = 0;
    await new MerkleProofs(store).inclusion(1234, 4999);
    await new MerkleProofs(store).consistency(777, 4999);
    expect(store.reads).to.be.below(2 * 13 * 13);
  });
});

describe('leaf bytes', () => {
  it('are the canonical JSON of the whole event as exported, whatever the key order of its parts', () => {
    const event = {
      position: 7,
      event_id: 'e-1',
      stream_id: 'patient-pat_1',
      revision: 0,
      event_type: 'PatientRegistered',
      recorded_at: '2026-01-01T00:00:00.000Z',
      data: { z: 1, a: { y: [2, { b: 1, a: 0 }], x: 'é"' } },
      metadata: { request_id: 'r', actor_role: 'provider', hash: 'h' },
    };
    expect(leafBytes(event)).to.equal(canonicalJson(event));
    expect(leafBytes({ ...event, recorded_at: '2026-01-01T00:00:00.001Z' })).to.not.equal(leafBytes(event));
  });
});

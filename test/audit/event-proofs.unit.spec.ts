import { expect } from 'chai';
import type { AuditTreeDeps } from '../../src/audit/audit-deps';
import { proveEvents } from '../../src/audit/merkle/event-proofs';
import { leafHash } from '../../src/audit/merkle/merkle-hash';
import { MerkleProofs } from '../../src/audit/merkle/merkle-proofs';
import { verifyInclusion } from '../../src/audit/merkle/merkle-verify';
import { pushLeaf } from '../../src/audit/merkle/tree-builder';
import type { TreeNode } from '../../src/audit/merkle/tree-store';
import type { AuditNotary } from '../../src/audit/notary';
import { AppError } from '../../src/shared/app-error';
import { MemoryTreeStore } from './memory-tree-store';

/** A tree of `count` leaves at positions 10, 20, 30, …, and a signed head (unsigned note) of the first `signed`. */
async function treeOf(count: number, signed: number) {
  const store = new MemoryTreeStore();
  const frontier: TreeNode[] = [];
  for (let index = 0; index < count; index += 1) {
    const hash = leafHash(`event ${index}`);
    await store.append([{ index, position: (index + 1) * 10, hash }], pushLeaf(frontier, { level: 0, index, hash }));
  }
  const sign = async (size: number) =>
    store.addHead({ tree_size: size, root_hash: await new MerkleProofs(store).root(size), note: '', signed_at: '' });
  if (signed > 0) await sign(signed);
  const tree: AuditTreeDeps = { store, origin: 'example.test/log', verifiers: [], witnesses: [] };
  return { store, tree, sign };
}

describe('inclusion proofs of a page of events into one signed head', () => {
  it('proves every event into the newest head when it covers them all', async () => {
    const { tree, store } = await treeOf(9, 9);
    const { head, proofs } = await proveEvents(tree, null, [90, 30, 40], 0);
    expect(head.tree_size).to.equal(9);
    expect(proofs.map((p) => p.leaf_index)).to.deep.equal([8, 2, 3]);
    for (const proof of proofs) {
      const leaf = store.leaves[proof.leaf_index].hash;
      const path = proof.inclusion_path.map((h) => Buffer.from(h, 'base64'));
      expect(verifyInclusion(proof.leaf_index, 9, leaf, path, head.root_hash)).to.equal(true);
    }
  });

  it('has the notary sign a head first when the newest events are past the signed one', async () => {
    const { tree, sign } = await treeOf(9, 5);
    let signed = 0;
    const notary = { checkpointNow: async () => void (await sign(9), (signed += 1)) } as unknown as AuditNotary;
    const { head, proofs } = await proveEvents(tree, notary, [20, 80], 1_000);
    expect(signed).to.equal(1);
    expect(head.tree_size).to.equal(9);
    expect(proofs.every((p) => p.tree_size === 9)).to.equal(true);
  });

  it('without a notary waits for the next head, and after the wait answers 503 with Retry-After', async () => {
    const later = await treeOf(9, 5);
    setTimeout(() => void later.sign(9), 100);
    expect((await proveEvents(later.tree, null, [80], 2_000)).head.tree_size).to.equal(9);
    const never = await treeOf(9, 5);
    const refused = await proveEvents(never.tree, null, [80], 150).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(AppError);
    expect((refused as AppError).status).to.equal(503);
    expect((refused as AppError).headers['Retry-After']).to.equal('1');
  });
});

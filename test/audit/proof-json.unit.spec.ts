import { expect } from 'chai';
import { consistencyProofJson, inclusionProofJson } from '../../src/audit/merkle/proof-json';

const hash = (seed: number): string => Buffer.alloc(32, seed).toString('base64');

describe('proof answers written as JSON text directly', () => {
  it('gives the bytes JSON.stringify gives for an inclusion proof, with a path of any length', () => {
    for (const length of [0, 1, 2, 20]) {
      const proof = {
        leaf_index: 41,
        tree_size: 1_000_000,
        position: 42,
        leaf_hash: hash(255),
        inclusion_path: Array.from({ length }, (_, i) => hash(i * 7)),
      };
      expect(inclusionProofJson(proof)).to.equal(JSON.stringify(proof));
    }
  });

  it('gives the bytes JSON.stringify gives for a consistency proof, with a path of any length', () => {
    for (const length of [0, 1, 3, 40]) {
      const proof = { from: 7, to: 999_999, consistency_path: Array.from({ length }, (_, i) => hash(250 - i)) };
      expect(consistencyProofJson(proof)).to.equal(JSON.stringify(proof));
    }
  });
});

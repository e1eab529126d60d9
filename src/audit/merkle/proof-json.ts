import type { ConsistencyProofOutput, InclusionProofOutput } from './proof-queries';

// Base64 never needs escaping in JSON: the array's text is its items quoted and joined.
const hashList = (hashes: string[]): string => (hashes.length === 0 ? '[]' : `["${hashes.join('","')}"]`);

/** `JSON.stringify(proof)`, written directly: the same text, without walking the object. */
export function inclusionProofJson(proof: InclusionProofOutput): string {
  return (
    `{"leaf_index":${proof.leaf_index},"tree_size":${proof.tree_size},"position":${proof.position},` +
    `"leaf_hash":"${proof.leaf_hash}","inclusion_path":${hashList(proof.inclusion_path)}}`
  );
}

/** `JSON.stringify(proof)`, written directly. */
export function consistencyProofJson(proof: ConsistencyProofOutput): string {
  return `{"from":${proof.from},"to":${proof.to},"consistency_path":${hashList(proof.consistency_path)}}`;
}

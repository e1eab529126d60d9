import { AppError, type FieldError, validationError } from '../../shared/app-error';
import type { AuditTreeDeps } from '../audit-deps';
import { MerkleProofs } from './merkle-proofs';

/** Like any other bad query parameter: VALIDATION_ERROR naming each problem. */
const badParameters = (problems: FieldError[]): AppError => validationError(problems, 'Invalid proof parameters');

type Query = Record<string, string | string[] | undefined>;

export interface InclusionProofOutput {
  leaf_index: number;
  tree_size: number;
  position: number;
  leaf_hash: string;
  inclusion_path: string[];
}

export interface ConsistencyProofOutput {
  from: number;
  to: number;
  consistency_path: string[];
}

const b64 = (hash: Buffer): string => hash.toString('base64');

/** A non-negative whole number from the query, or a field problem; absent stays undefined. */
function count(query: Query, name: string, problems: FieldError[]): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^(0|[1-9][0-9]{0,14})$/.test(raw)) {
    problems.push({ field: name, message: 'must be a whole number ≥ 0' });
    return undefined;
  }
  return Number(raw);
}

/** Sizes a proof may name: up to the newest signed head, so every proof can be checked against a signature. */
const signedSize = (tree: AuditTreeDeps): Promise<number> => tree.store.latestSize();

export async function inclusionProof(tree: AuditTreeDeps, query: Query): Promise<InclusionProofOutput> {
  const problems: FieldError[] = [];
  const leafIndex = count(query, 'leaf_index', problems);
  const position = count(query, 'position', problems);
  const eventId = query.event_id;
  const requested = count(query, 'tree_size', problems);
  if (eventId !== undefined && typeof eventId !== 'string')
    problems.push({ field: 'event_id', message: 'must be given once' });
  const chosen = [query.leaf_index, query.position, eventId].filter((value) => value !== undefined).length;
  if (chosen !== 1)
    problems.push({ field: 'leaf_index', message: 'give exactly one of leaf_index, position, event_id' });
  const signed = await signedSize(tree);
  const treeSize = requested ?? signed;
  if (requested !== undefined && (requested < 1 || requested > signed))
    problems.push({ field: 'tree_size', message: `must be from 1 to the latest signed tree size (${signed})` });
  if (problems.length > 0) throw badParameters(problems);
  const leaf =
    leafIndex !== undefined
      ? await tree.store.leafByIndex(leafIndex)
      : await positionLeaf(tree, position ?? (await tree.store.positionOfEvent(eventId as string)));
  if (leaf === null || leaf.index >= treeSize)
    throw new AppError(404, 'NOT_FOUND', 'No such event in the tree of that size', {});
  const path = await new MerkleProofs(tree.store).inclusion(leaf.index, treeSize);
  return {
    leaf_index: leaf.index,
    tree_size: treeSize,
    position: leaf.position,
    leaf_hash: b64(leaf.hash),
    inclusion_path: path.map(b64),
  };
}

const positionLeaf = (tree: AuditTreeDeps, position: number | null) =>
  position === null ? Promise.resolve(null) : tree.store.leafByPosition(position);

export async function consistencyProof(tree: AuditTreeDeps, query: Query): Promise<ConsistencyProofOutput> {
  const problems: FieldError[] = [];
  const from = count(query, 'from', problems);
  const to = count(query, 'to', problems);
  if (query.from === undefined) problems.push({ field: 'from', message: 'is required' });
  if (query.to === undefined) problems.push({ field: 'to', message: 'is required' });
  const signed = await signedSize(tree);
  if (from !== undefined && to !== undefined && (from < 1 || from > to || to > signed))
    problems.push({ field: 'to', message: `need 1 ≤ from ≤ to ≤ the latest signed tree size (${signed})` });
  if (problems.length > 0 || from === undefined || to === undefined) throw badParameters(problems);
  const path = await new MerkleProofs(tree.store).consistency(from, to);
  return { from, to, consistency_path: path.map(b64) };
}

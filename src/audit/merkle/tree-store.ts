import type { NodeId } from './merkle-ranges';

/** One leaf of the tree: the event at `position` is leaf number `index`. */
export interface TreeLeaf {
  index: number;
  position: number;
  hash: Buffer;
  /** The event's id, where the tree cannot look it up in a log beside it (EventStoreDB indexes no ids). */
  eventId?: string;
}

/** A complete subtree above the leaves (level ≥ 1), stored once it is complete: it never changes after. */
export interface TreeNode extends NodeId {
  hash: Buffer;
}

/** A signed tree head: the checkpoint note as signed, with the facts a reader needs without parsing it. */
export interface TreeHead {
  tree_size: number;
  root_hash: Buffer;
  /** The whole signed note (checkpoint body, blank line, signature lines). */
  note: string;
  signed_at: string;
}

/** A witness's note signature line over the head of one size. */
export interface Cosignature {
  tree_size: number;
  witness: string;
  /** The signature line as the witness wrote it, `— name base64`. */
  line: string;
  received_at: string;
}

/**
 * Where the Merkle tree over the log lives: leaves, every complete subtree
 * above them, the signed heads and their cosignatures. Append-only (the
 * schemas refuse UPDATE and DELETE): each row, once written, is final.
 */
export interface TreeStore {
  /** How many leaves are stored, and the log position of the last one. */
  extent(): Promise<{ size: number; lastPosition: number | null }>;
  /** Leaves and the nodes they completed, in one transaction; rows already there are left as they are. */
  append(leaves: TreeLeaf[], nodes: TreeNode[]): Promise<void>;
  /** Hashes of stored nodes (level 0: leaves), keyed by nodeKey. */
  nodes(ids: NodeId[]): Promise<Map<string, Buffer>>;
  leafByPosition(position: number): Promise<TreeLeaf | null>;
  leafByIndex(index: number): Promise<TreeLeaf | null>;
  /** The log position of an event: from the log beside the tree, or from the ids kept with the leaves. */
  positionOfEvent(eventId: string): Promise<number | null>;
  addHead(head: TreeHead): Promise<void>;
  latestHead(): Promise<TreeHead | null>;
  /** The newest signed head's tree size (0 before the first): its size alone, not its note. */
  latestSize(): Promise<number>;
  headOfSize(size: number): Promise<TreeHead | null>;
  addCosignature(cosignature: Cosignature): Promise<void>;
  cosignatures(size: number): Promise<Cosignature[]>;
}

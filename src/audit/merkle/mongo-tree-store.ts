import type { Binary, Collection, Db, Document, MongoServerError, OptionalUnlessRequiredId } from 'mongodb';
import { type NodeId, nodeKey } from './merkle-ranges';
import type { Cosignature, TreeHead, TreeLeaf, TreeNode, TreeStore } from './tree-store';

interface LeafDocument {
  _id: number;
  position: number;
  hash: Buffer | Binary;
  event_id?: string;
}
interface NodeDocument {
  _id: string;
  hash: Buffer | Binary;
}
interface HeadDocument {
  _id: number;
  root_hash: Buffer | Binary;
  note: string;
  signed_at: string;
}
interface CosignatureDocument {
  _id: string;
  tree_size: number;
  witness: string;
  line: string;
  received_at: string;
}

/** The driver stores a Buffer and hands back a BSON Binary: the bytes are the same. */
const bytes = (value: Buffer | Binary): Buffer =>
  Buffer.isBuffer(value) ? value : Buffer.from(value.buffer.subarray(0, value.position));

const toLeaf = (document: LeafDocument | null): TreeLeaf | null =>
  document ? { index: document._id, position: document.position, hash: bytes(document.hash) } : null;
const toHead = (document: HeadDocument | null): TreeHead | null =>
  document
    ? {
        tree_size: document._id,
        root_hash: bytes(document.root_hash),
        note: document.note,
        signed_at: document.signed_at,
      }
    : null;

const DUPLICATE_KEY = 11000;

/** Every row is final: a second notary writing the same leaf, node or head meets the unique key and keeps the first. */
async function insertKeepingFirst<T extends Document>(
  collection: Collection<T>,
  documents: OptionalUnlessRequiredId<T>[],
): Promise<void> {
  if (documents.length === 0) return;
  try {
    await collection.insertMany(documents, { ordered: false });
  } catch (error) {
    const failures = (error as MongoServerError & { writeErrors?: { code: number }[] }).writeErrors;
    const onlyDuplicates =
      (error as { code?: unknown }).code === DUPLICATE_KEY || failures?.every((f) => f.code === DUPLICATE_KEY);
    if (!onlyDuplicates) throw error;
  }
}

/**
 * The tree beside MongoDB read models, where the log is EventStoreDB's (it
 * has no side tables and indexes no event ids, so each leaf keeps its id).
 * MongoDB has no triggers: the append-only rule holds by this code writing
 * only inserts; an operator who wants it enforced grants the service a role
 * without update and remove on these collections.
 */
export class MongoTreeStore implements TreeStore {
  private constructor(
    private readonly leaves: Collection<LeafDocument>,
    private readonly treeNodes: Collection<NodeDocument>,
    private readonly heads: Collection<HeadDocument>,
    private readonly cosigned: Collection<CosignatureDocument>,
  ) {}

  static async open(db: Db): Promise<MongoTreeStore> {
    const leaves = db.collection<LeafDocument>('audit_tree_leaves');
    await leaves.createIndex({ position: 1 }, { unique: true });
    await leaves.createIndex({ event_id: 1 }, { unique: true, sparse: true });
    const cosigned = db.collection<CosignatureDocument>('audit_cosignatures');
    await cosigned.createIndex({ tree_size: 1, witness: 1 });
    return new MongoTreeStore(
      leaves,
      db.collection<NodeDocument>('audit_tree_nodes'),
      db.collection<HeadDocument>('audit_tree_heads'),
      cosigned,
    );
  }

  async extent(): Promise<{ size: number; lastPosition: number | null }> {
    const last = await this.leaves.find().sort({ _id: -1 }).limit(1).next();
    return last ? { size: last._id + 1, lastPosition: last.position } : { size: 0, lastPosition: null };
  }

  /** Leaves first, then the nodes they complete: a node is never stored above a leaf that is missing. */
  async append(leaves: TreeLeaf[], nodes: TreeNode[]): Promise<void> {
    await insertKeepingFirst(
      this.leaves,
      leaves.map((leaf) => ({
        _id: leaf.index,
        position: leaf.position,
        hash: leaf.hash,
        ...(leaf.eventId !== undefined && { event_id: leaf.eventId }),
      })),
    );
    await insertKeepingFirst(
      this.treeNodes,
      nodes.map((node) => ({ _id: nodeKey(node), hash: node.hash })),
    );
  }

  async nodes(ids: NodeId[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    const leafIndexes = ids.filter((id) => id.level === 0).map((id) => id.index);
    const upper = ids.filter((id) => id.level > 0).map(nodeKey);
    if (leafIndexes.length > 0)
      for (const leaf of await this.leaves.find({ _id: { $in: leafIndexes } }).toArray())
        found.set(nodeKey({ level: 0, index: leaf._id }), bytes(leaf.hash));
    if (upper.length > 0)
      for (const node of await this.treeNodes.find({ _id: { $in: upper } }).toArray())
        found.set(node._id, bytes(node.hash));
    return found;
  }

  async leafByPosition(position: number): Promise<TreeLeaf | null> {
    return toLeaf(await this.leaves.findOne({ position }));
  }

  async leafByIndex(index: number): Promise<TreeLeaf | null> {
    return toLeaf(await this.leaves.findOne({ _id: index }));
  }

  async positionOfEvent(eventId: string): Promise<number | null> {
    const leaf = await this.leaves.findOne({ event_id: eventId }, { projection: { position: 1 } });
    return leaf?.position ?? null;
  }

  async addHead(head: TreeHead): Promise<void> {
    await insertKeepingFirst(this.heads, [
      { _id: head.tree_size, root_hash: head.root_hash, note: head.note, signed_at: head.signed_at },
    ]);
  }

  async latestHead(): Promise<TreeHead | null> {
    return toHead(await this.heads.find().sort({ _id: -1 }).limit(1).next());
  }

  async latestSize(): Promise<number> {
    const newest = await this.heads
      .find({}, { projection: { _id: 1 } })
      .sort({ _id: -1 })
      .limit(1)
      .next();
    return newest?._id ?? 0;
  }

  async headOfSize(size: number): Promise<TreeHead | null> {
    return toHead(await this.heads.findOne({ _id: size }));
  }

  async addCosignature(c: Cosignature): Promise<void> {
    await insertKeepingFirst(this.cosigned, [{ _id: `${c.tree_size}/${c.witness}`, ...c }]);
  }

  async cosignatures(size: number): Promise<Cosignature[]> {
    const documents = await this.cosigned.find({ tree_size: size }).sort({ witness: 1 }).toArray();
    return documents.map(({ tree_size, witness, line, received_at }) => ({ tree_size, witness, line, received_at }));
  }
}

import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import { type NodeId, nodeKey } from './merkle-ranges';
import { SQLITE_EVENT_IDS_SCHEMA, SQLITE_TREE_SCHEMA } from './tree-schema';
import type { Cosignature, TreeHead, TreeLeaf, TreeNode, TreeStore } from './tree-store';

type LeafRow = { leaf_index: number; position: number; hash: Buffer };
type HeadRow = { tree_size: number; root_hash: Buffer; note: string; signed_at: string };

const toLeaf = (row: LeafRow | undefined): TreeLeaf | null =>
  row ? { index: row.leaf_index, position: row.position, hash: row.hash } : null;
const toHead = (row: HeadRow | undefined): TreeHead | null => (row ? { ...row } : null);

/** Nodes this high are few (size / 2^level) and on most proofs' paths; a stored node never changes. */
const CACHED_LEVEL = 8;
const CACHED_NODES_MAX = 1 << 16;

/**
 * The tree in the embedded SQLite file, written through the one writer
 * connection: beside the log, or beside the read models when the log is
 * EventStoreDB's (`logBeside` false: event ids are then kept with the leaves).
 */
export class SqliteTreeStore implements TreeStore {
  private readonly insertLeaf: Statement<[number, number, Buffer]>;
  private readonly insertEventId: Statement<[string, number]> | null;
  /** Prepared on first use: the log's table may be created after the tree's. */
  private readonly idLookup: string;
  private positionOf: Statement<[string], number> | null = null;
  private readonly insertNode: Statement<[number, number, Buffer]>;
  private readonly leafAt: Statement<[number], LeafRow>;
  private readonly leafOf: Statement<[number], LeafRow>;
  /** The hash alone (plucked), for proofs: no row object per node read. */
  private readonly nodeAt: Statement<[number, number], Buffer>;
  private readonly leafHashAt: Statement<[number], Buffer>;
  private readonly last: Statement<[], LeafRow>;
  private readonly latest: Statement<[], HeadRow>;
  private readonly latestTreeSize: Statement<[], number>;
  private readonly ofSize: Statement<[number], HeadRow>;
  private readonly upperNodes = new Map<string, Buffer>();
  /** One read transaction for all: each statement outside one would open and close its own snapshot. */
  private readonly readNodes: (ids: NodeId[], found: Map<string, Buffer>) => void;

  private constructor(
    private readonly db: SqliteClient,
    logBeside: boolean,
  ) {
    const { writer, reader } = db;
    this.insertEventId = logBeside
      ? null
      : writer.prepare('INSERT OR IGNORE INTO audit_tree_event_ids (event_id, position) VALUES (?, ?)');
    this.idLookup = logBeside
      ? 'SELECT position FROM event_log WHERE event_id = ?'
      : 'SELECT position FROM audit_tree_event_ids WHERE event_id = ?';
    this.insertLeaf = writer.prepare(
      'INSERT OR IGNORE INTO audit_tree_leaves (leaf_index, position, hash) VALUES (?, ?, ?)',
    );
    this.insertNode = writer.prepare('INSERT OR IGNORE INTO audit_tree_nodes (level, idx, hash) VALUES (?, ?, ?)');
    this.leafAt = reader.prepare('SELECT leaf_index, position, hash FROM audit_tree_leaves WHERE leaf_index = ?');
    this.leafOf = reader.prepare('SELECT leaf_index, position, hash FROM audit_tree_leaves WHERE position = ?');
    this.nodeAt = reader
      .prepare<[number, number], Buffer>('SELECT hash FROM audit_tree_nodes WHERE level = ? AND idx = ?')
      .pluck();
    this.leafHashAt = reader
      .prepare<[number], Buffer>('SELECT hash FROM audit_tree_leaves WHERE leaf_index = ?')
      .pluck();
    this.last = reader.prepare(
      'SELECT leaf_index, position, hash FROM audit_tree_leaves ORDER BY leaf_index DESC LIMIT 1',
    );
    const heads = 'SELECT tree_size, root_hash, note, signed_at FROM audit_tree_heads';
    this.latest = reader.prepare(`${heads} ORDER BY tree_size DESC LIMIT 1`);
    this.ofSize = reader.prepare(`${heads} WHERE tree_size = ?`);
    // The row id alone: the row's note and root are not decoded.
    this.latestTreeSize = reader
      .prepare<[], number>('SELECT tree_size FROM audit_tree_heads ORDER BY tree_size DESC LIMIT 1')
      .pluck();
    this.readNodes = reader.transaction((ids: NodeId[], found: Map<string, Buffer>) => {
      for (const id of ids) this.storeRead(id, found);
    });
  }

  static open(db: SqliteClient, logBeside = true): SqliteTreeStore {
    db.writer.exec(SQLITE_TREE_SCHEMA);
    if (!logBeside) db.writer.exec(SQLITE_EVENT_IDS_SCHEMA);
    return new SqliteTreeStore(db, logBeside);
  }

  async extent(): Promise<{ size: number; lastPosition: number | null }> {
    const last = this.last.get();
    return last ? { size: last.leaf_index + 1, lastPosition: last.position } : { size: 0, lastPosition: null };
  }

  /** Unsynced: the tree is rebuilt from the log if a power loss takes it; the head signed over it is synced. */
  async append(leaves: TreeLeaf[], nodes: TreeNode[]): Promise<void> {
    this.db.writeUnsynced(() => {
      for (const leaf of leaves) {
        const added = this.insertLeaf.run(leaf.index, leaf.position, leaf.hash).changes > 0;
        if (added && this.insertEventId && leaf.eventId !== undefined)
          this.insertEventId.run(leaf.eventId, leaf.position);
      }
      for (const node of nodes) this.insertNode.run(node.level, node.index, node.hash);
    });
  }

  async nodes(ids: NodeId[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    const unread: NodeId[] = [];
    for (const id of ids) {
      if (id.level < CACHED_LEVEL) {
        unread.push(id);
        continue;
      }
      const key = nodeKey(id);
      const cached = this.upperNodes.get(key);
      if (cached === undefined) unread.push(id);
      else found.set(key, cached);
    }
    if (unread.length > 0) this.readNodes(unread, found);
    return found;
  }

  private storeRead(id: NodeId, found: Map<string, Buffer>): void {
    const hash = id.level === 0 ? this.leafHashAt.get(id.index) : this.nodeAt.get(id.level, id.index);
    if (hash === undefined) return;
    const key = nodeKey(id);
    found.set(key, hash);
    if (id.level >= CACHED_LEVEL && this.upperNodes.size < CACHED_NODES_MAX) this.upperNodes.set(key, hash);
  }

  async leafByPosition(position: number): Promise<TreeLeaf | null> {
    return toLeaf(this.leafOf.get(position));
  }

  async leafByIndex(index: number): Promise<TreeLeaf | null> {
    return toLeaf(this.leafAt.get(index));
  }

  async positionOfEvent(eventId: string): Promise<number | null> {
    this.positionOf ??= this.db.reader.prepare<[string], number>(this.idLookup).pluck();
    return this.positionOf.get(eventId) ?? null;
  }

  async addHead(head: TreeHead): Promise<void> {
    this.db.write(() =>
      this.db.writer
        .prepare('INSERT OR IGNORE INTO audit_tree_heads (tree_size, root_hash, note, signed_at) VALUES (?, ?, ?, ?)')
        .run(head.tree_size, head.root_hash, head.note, head.signed_at),
    );
  }

  async latestHead(): Promise<TreeHead | null> {
    return toHead(this.latest.get());
  }

  async latestSize(): Promise<number> {
    return this.latestTreeSize.get() ?? 0;
  }

  async headOfSize(size: number): Promise<TreeHead | null> {
    return toHead(this.ofSize.get(size));
  }

  async addCosignature(c: Cosignature): Promise<void> {
    this.db.write(() =>
      this.db.writer
        .prepare('INSERT OR IGNORE INTO audit_cosignatures (tree_size, witness, line, received_at) VALUES (?, ?, ?, ?)')
        .run(c.tree_size, c.witness, c.line, c.received_at),
    );
  }

  async cosignatures(size: number): Promise<Cosignature[]> {
    return this.db.reader
      .prepare<[number], Cosignature>(
        'SELECT tree_size, witness, line, received_at FROM audit_cosignatures WHERE tree_size = ? ORDER BY witness',
      )
      .all(size);
  }
}

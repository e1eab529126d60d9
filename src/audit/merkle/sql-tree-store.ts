import type { SqlClient } from '../../storage/sql-client';
import { LOCK_KEYS, migrate } from '../../storage/migrations';
import { type NodeId, nodeKey } from './merkle-ranges';
import { SQL_EVENT_IDS_SCHEMA, SQL_TREE_SCHEMA } from './tree-schema';
import type { Cosignature, TreeHead, TreeLeaf, TreeNode, TreeStore } from './tree-store';

type LeafRow = { leaf_index: string; position: string; hash: Buffer };
type HeadRow = { tree_size: string; root_hash: Buffer; note: string; signed_at: string };

const toLeaf = (row: LeafRow | undefined): TreeLeaf | null =>
  row ? { index: Number(row.leaf_index), position: Number(row.position), hash: row.hash } : null;
const toHead = (row: HeadRow | undefined): TreeHead | null =>
  row ? { tree_size: Number(row.tree_size), root_hash: row.root_hash, note: row.note, signed_at: row.signed_at } : null;

const LEAVES = 'SELECT leaf_index, position, hash FROM audit_tree_leaves';
const HEADS = 'SELECT tree_size, root_hash, note, signed_at FROM audit_tree_heads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tree in PostgreSQL: beside the log, or beside the read models when the
 * log is EventStoreDB's (`logBeside` false: event ids are then kept with the
 * leaves). Several notaries may extend it at once: they compute the same rows
 * from the same log, and the first write stays.
 */
export class SqlTreeStore implements TreeStore {
  private constructor(
    private readonly sql: SqlClient,
    private readonly logBeside: boolean,
  ) {}

  static async open(sql: SqlClient, logBeside = true): Promise<SqlTreeStore> {
    await migrate(
      sql,
      LOCK_KEYS.auditSchema,
      logBeside ? SQL_TREE_SCHEMA : [...SQL_TREE_SCHEMA, ...SQL_EVENT_IDS_SCHEMA],
    );
    return new SqlTreeStore(sql, logBeside);
  }

  async extent(): Promise<{ size: number; lastPosition: number | null }> {
    const [last] = await this.sql.query<LeafRow>(`${LEAVES} ORDER BY leaf_index DESC LIMIT 1`);
    return last
      ? { size: Number(last.leaf_index) + 1, lastPosition: Number(last.position) }
      : { size: 0, lastPosition: null };
  }

  async append(leaves: TreeLeaf[], nodes: TreeNode[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      if (leaves.length > 0)
        await tx.query(
          `INSERT INTO audit_tree_leaves (leaf_index, position, hash)
           SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bytea[]) ON CONFLICT DO NOTHING`,
          [leaves.map((l) => l.index), leaves.map((l) => l.position), leaves.map((l) => l.hash)],
        );
      if (nodes.length > 0)
        await tx.query(
          `INSERT INTO audit_tree_nodes (level, idx, hash)
           SELECT * FROM unnest($1::smallint[], $2::bigint[], $3::bytea[]) ON CONFLICT DO NOTHING`,
          [nodes.map((n) => n.level), nodes.map((n) => n.index), nodes.map((n) => n.hash)],
        );
      const identified = this.logBeside ? [] : leaves.filter((l) => l.eventId !== undefined);
      if (identified.length > 0)
        await tx.query(
          `INSERT INTO audit_tree_event_ids (event_id, position)
           SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT DO NOTHING`,
          [identified.map((l) => l.eventId), identified.map((l) => l.position)],
        );
    });
  }

  /** One round trip for a whole proof's nodes. */
  async nodes(ids: NodeId[]): Promise<Map<string, Buffer>> {
    const rows = await this.sql.query<{ level: number; idx: string; hash: Buffer }>(
      `SELECT 0 AS level, leaf_index AS idx, hash FROM audit_tree_leaves
        WHERE leaf_index = ANY($1::bigint[])
       UNION ALL
       SELECT n.level, n.idx, n.hash FROM audit_tree_nodes n
         JOIN unnest($2::smallint[], $3::bigint[]) AS want(level, idx) ON n.level = want.level AND n.idx = want.idx`,
      [
        ids.filter((id) => id.level === 0).map((id) => id.index),
        ids.filter((id) => id.level > 0).map((id) => id.level),
        ids.filter((id) => id.level > 0).map((id) => id.index),
      ],
    );
    return new Map(rows.map((row) => [nodeKey({ level: Number(row.level), index: Number(row.idx) }), row.hash]));
  }

  async leafByPosition(position: number): Promise<TreeLeaf | null> {
    const [row] = await this.sql.query<LeafRow>(`${LEAVES} WHERE position = $1`, [position]);
    return toLeaf(row);
  }

  async leafByIndex(index: number): Promise<TreeLeaf | null> {
    const [row] = await this.sql.query<LeafRow>(`${LEAVES} WHERE leaf_index = $1`, [index]);
    return toLeaf(row);
  }

  async positionOfEvent(eventId: string): Promise<number | null> {
    if (!UUID.test(eventId)) return null;
    const [row] = await this.sql.query<{ position: string }>(
      this.logBeside
        ? 'SELECT position FROM event_log WHERE event_id = $1'
        : 'SELECT position FROM audit_tree_event_ids WHERE event_id = $1',
      [eventId],
    );
    return row ? Number(row.position) : null;
  }

  async addHead(head: TreeHead): Promise<void> {
    await this.sql.query(
      `INSERT INTO audit_tree_heads (tree_size, root_hash, note, signed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tree_size) DO NOTHING`,
      [head.tree_size, head.root_hash, head.note, head.signed_at],
    );
  }

  async latestHead(): Promise<TreeHead | null> {
    const [row] = await this.sql.query<HeadRow>(`${HEADS} ORDER BY tree_size DESC LIMIT 1`);
    return toHead(row);
  }

  async latestSize(): Promise<number> {
    const [row] = await this.sql.query<{ tree_size: string }>(
      'SELECT tree_size FROM audit_tree_heads ORDER BY tree_size DESC LIMIT 1',
    );
    return row ? Number(row.tree_size) : 0;
  }

  async headOfSize(size: number): Promise<TreeHead | null> {
    const [row] = await this.sql.query<HeadRow>(`${HEADS} WHERE tree_size = $1`, [size]);
    return toHead(row);
  }

  async addCosignature(c: Cosignature): Promise<void> {
    await this.sql.query(
      `INSERT INTO audit_cosignatures (tree_size, witness, line, received_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [c.tree_size, c.witness, c.line, c.received_at],
    );
  }

  async cosignatures(size: number): Promise<Cosignature[]> {
    const rows = await this.sql.query<Omit<Cosignature, 'tree_size'> & { tree_size: string }>(
      'SELECT tree_size, witness, line, received_at FROM audit_cosignatures WHERE tree_size = $1 ORDER BY witness',
      [size],
    );
    return rows.map((row) => ({ ...row, tree_size: Number(row.tree_size) }));
  }
}

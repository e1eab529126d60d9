/** Tables that only ever grow: every row of them is evidence, so a change or a removal is refused. */
export const APPEND_ONLY_AUDIT_TABLES = [
  'audit_tree_leaves',
  'audit_tree_nodes',
  'audit_tree_heads',
  'audit_cosignatures',
  'audit_checkpoints',
] as const;

const SQLITE_TABLES = `
  CREATE TABLE IF NOT EXISTS audit_tree_leaves (
    leaf_index INTEGER PRIMARY KEY, position INTEGER NOT NULL UNIQUE, hash BLOB NOT NULL);
  CREATE TABLE IF NOT EXISTS audit_tree_nodes (
    level INTEGER NOT NULL, idx INTEGER NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (level, idx)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS audit_tree_heads (
    tree_size INTEGER PRIMARY KEY, root_hash BLOB NOT NULL, note TEXT NOT NULL, signed_at TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS audit_cosignatures (
    tree_size INTEGER NOT NULL, witness TEXT NOT NULL, line TEXT NOT NULL, received_at TEXT NOT NULL,
    PRIMARY KEY (tree_size, witness));
  CREATE TABLE IF NOT EXISTS audit_checkpoints (
    position INTEGER PRIMARY KEY, head_hash TEXT NOT NULL, event_count INTEGER NOT NULL,
    signed_at TEXT NOT NULL, key_id TEXT NOT NULL, signature TEXT NOT NULL);
`;

const sqliteGuards = (table: string): string => `
  CREATE TRIGGER IF NOT EXISTS ${table}_no_update BEFORE UPDATE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS ${table}_no_delete BEFORE DELETE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;`;

export const SQLITE_TREE_SCHEMA = SQLITE_TABLES + APPEND_ONLY_AUDIT_TABLES.map(sqliteGuards).join('');

const pgGuards = (table: string): string[] => [
  `DROP TRIGGER IF EXISTS ${table}_no_change ON ${table}`,
  `CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION audit_row_is_immutable()`,
  `DROP TRIGGER IF EXISTS ${table}_no_truncate ON ${table}`,
  `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION audit_row_is_immutable()`,
];

export const SQL_TREE_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS audit_tree_leaves (
     leaf_index BIGINT PRIMARY KEY, position BIGINT NOT NULL UNIQUE, hash BYTEA NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS audit_tree_nodes (
     level SMALLINT NOT NULL, idx BIGINT NOT NULL, hash BYTEA NOT NULL, PRIMARY KEY (level, idx))`,
  `CREATE TABLE IF NOT EXISTS audit_tree_heads (
     tree_size BIGINT PRIMARY KEY, root_hash BYTEA NOT NULL, note TEXT NOT NULL, signed_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS audit_cosignatures (
     tree_size BIGINT NOT NULL, witness TEXT NOT NULL, line TEXT NOT NULL, received_at TEXT NOT NULL,
     PRIMARY KEY (tree_size, witness))`,
  `CREATE TABLE IF NOT EXISTS audit_checkpoints (
     position BIGINT PRIMARY KEY, head_hash TEXT NOT NULL, event_count BIGINT NOT NULL,
     signed_at TEXT NOT NULL, key_id TEXT NOT NULL, signature TEXT NOT NULL)`,
  `CREATE OR REPLACE FUNCTION audit_row_is_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
   END $$`,
  ...APPEND_ONLY_AUDIT_TABLES.flatMap(pgGuards),
];

/**
 * Where the log is not beside the tree (EventStoreDB, which indexes no event
 * ids), each leaf's event id is kept here so a proof can be asked for by id.
 */
const EVENT_IDS_TABLE = 'audit_tree_event_ids';

export const SQLITE_EVENT_IDS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS ${EVENT_IDS_TABLE} (
    event_id TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
  ${sqliteGuards(EVENT_IDS_TABLE)}`;

export const SQL_EVENT_IDS_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS ${EVENT_IDS_TABLE} (event_id TEXT PRIMARY KEY, position BIGINT NOT NULL)`,
  ...pgGuards(EVENT_IDS_TABLE),
];

import type { SqlExecutor } from '../../storage/sql-client';
import type { SeekableList, SortKey } from '../seek-pages';

const ORDER = 'ORDER BY created_at DESC, id DESC';
// The key carries microseconds since the epoch: created_at's own precision, so a seek never misses a row.
const KEY_COLUMNS = `(extract(epoch FROM created_at) * 1000000)::bigint AS created_ms, id`;

interface KeyRow {
  created_ms: string;
  id: string;
}

/** A filtered, newest-first list of one read-model table, for readSeekPage. */
export function sqlSeekableList<Row>(
  sql: SqlExecutor,
  table: string,
  where: { sql: string; params: string[] },
  options: {
    /** Names the list's membership as it is now: marks taken under another scope are not used. */
    scope: string;
    totalSql: (whereSql: string) => string;
    columns: string;
  },
): SeekableList<Row> {
  const from = (key: SortKey | null): { sql: string; params: unknown[] } => {
    if (key === null) return where;
    const n = where.params.length;
    const seek = `(created_at, id) <= ('epoch'::timestamptz + $${n + 1}::bigint * interval '1 microsecond', $${n + 2})`;
    return {
      sql: where.sql ? `${where.sql} AND ${seek}` : `WHERE ${seek}`,
      params: [...where.params, key.created_ms, key.id],
    };
  };
  return {
    // A status list's scope changes with each status move (status-moves.ts).
    name: `${table} ${where.sql} ${JSON.stringify(where.params)}${options.scope}`,
    async total() {
      const rows = await sql.query<{ total: string | number }>(options.totalSql(where.sql), where.params);
      return Number(rows[0].total);
    },
    async rows(key, skip, limit) {
      const clause = from(key);
      const n = clause.params.length;
      return sql.query<Row>(
        `SELECT ${options.columns} FROM ${table} ${clause.sql} ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...clause.params, limit, skip],
      );
    },
    async keyAt(key, skip) {
      const clause = from(key);
      const n = clause.params.length;
      const rows = await sql.query<KeyRow>(
        `SELECT ${KEY_COLUMNS} FROM ${table} ${clause.sql} ${ORDER} LIMIT 1 OFFSET $${n + 1}`,
        [...clause.params, skip],
      );
      return rows.length === 0 ? null : { created_ms: Number(rows[0].created_ms), id: rows[0].id };
    },
  };
}

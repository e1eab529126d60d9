import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { VisitView } from '../../src/projections/views';
import { changes } from '../contracts/read-model-store.fixtures';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

/** An embedded read store holding `visits`, and the statements it prepares from then on: their plans are read. */
export interface WatchedVisitStore {
  scratch: ScratchSqlite;
  store: SqliteReadModelStore;
  /** SQL the store's reader prepared since the visits were committed; empty it before a call to watch. */
  prepared: string[];
  /** EXPLAIN QUERY PLAN of each statement, its parameters all `param`, each plan's details joined. */
  plansOf(sqls: string[], param: string): string[];
}

export async function watchedVisitStore(prefix: string, visits: VisitView[]): Promise<WatchedVisitStore> {
  const scratch = openScratchSqlite(prefix);
  const store = await SqliteReadModelStore.open(scratch.db);
  await store.commit('views', changes({ visits }), visits.length);
  const reader = scratch.db.reader;
  const prepare = reader.prepare.bind(reader);
  const prepared: string[] = [];
  reader.prepare = ((sql: string) => (prepared.push(sql), prepare(sql))) as typeof reader.prepare;
  const plansOf = (sqls: string[], param: string): string[] =>
    sqls.map((sql) => {
      const params = (sql.match(/\?/g) ?? []).map(() => param);
      const rows = scratch.db.reader.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
      return rows.map((row) => row.detail).join(' | ');
    });
  return { scratch, store, prepared, plansOf };
}

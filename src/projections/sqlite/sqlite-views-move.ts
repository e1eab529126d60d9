import type { SqliteClient } from '../../storage/sqlite-client';
import { VIEWS_SCHEMA, inSchema } from '../../storage/sqlite-views-file';

interface SchemaEntry {
  type: 'table' | 'index' | 'trigger';
  name: string;
  tbl_name: string;
  sql: string;
}

/** The read model's tables, and what SQLite keeps of them, by name (`rm_`, as every table of the views). */
const VIEWS_IN_LOG_FILE = `SELECT type, name, tbl_name, sql FROM main.sqlite_master
  WHERE tbl_name LIKE 'rm\\_%' ESCAPE '\\' AND sql IS NOT NULL ORDER BY type = 'table' DESC, rowid`;

/** Tables a rebuild of an earlier version built beside the live ones and did not swap in (killed midway). */
const isLeftNext = (table: string): boolean => table.endsWith('_next');

/**
 * Moves the views out of the log's file into the attached views file, for a data directory written before
 * they had a file of their own; nothing to do otherwise. Each table is created in the views file with its
 * definition as it was, its indexes beside it, and copied whole (SQLite copies the rows and index entries as
 * they are stored, as both are defined alike and the target is empty); the triggers follow, which would stop
 * that copy; then the tables are dropped from the log's file. One transaction over both files: SQLite commits
 * each file atomically, the log's first. A crash before the log's commit leaves the views in the log's file,
 * and the next open moves them again (emptying what an earlier try left in the views file); after it, the
 * views file holds them all or none, and none is caught up from the log as any empty read model is.
 */
export function moveViewsOutOfLogFile(db: SqliteClient): boolean {
  const writer = db.writer;
  const entries = writer.prepare<[], SchemaEntry>(VIEWS_IN_LOG_FILE).all();
  if (entries.length === 0) return false;
  const tables = entries.filter((entry) => entry.type === 'table');
  const moved = tables.filter((table) => !isLeftNext(table.name));
  const of = (table: string, type: SchemaEntry['type']): SchemaEntry[] =>
    entries.filter((entry) => entry.tbl_name === table && entry.type === type);
  db.withTemporaryFiles(() =>
    db.write(() => {
      for (const table of moved) writer.exec(`DROP TABLE IF EXISTS ${VIEWS_SCHEMA}.${table.name}`);
      for (const table of moved) {
        writer.exec(inSchema(table.sql, VIEWS_SCHEMA));
        for (const index of of(table.name, 'index')) writer.exec(inSchema(index.sql, VIEWS_SCHEMA));
        writer.exec(`INSERT INTO ${VIEWS_SCHEMA}.${table.name} SELECT * FROM main.${table.name}`);
      }
      for (const table of moved) {
        for (const trigger of of(table.name, 'trigger')) writer.exec(inSchema(trigger.sql, VIEWS_SCHEMA));
      }
      for (const table of tables) writer.exec(`DROP TABLE main.${table.name}`);
    }),
  );
  return true;
}

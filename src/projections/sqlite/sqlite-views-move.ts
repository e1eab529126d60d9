import type { SqliteClient } from '../../storage/sqlite-client';
import { removeDatabaseFile } from '../../storage/sqlite-views-file';
import { LOG_SCHEMA as FROM, openScratchViews } from './sqlite-scratch-views';

interface SchemaEntry {
  type: 'table' | 'index' | 'trigger';
  name: string;
  tbl_name: string;
  sql: string;
}

/** The read model's tables in the log's file, and what SQLite keeps of them, by name (`rm_`, as every view table). */
const VIEWS_IN_LOG_FILE = `SELECT type, name, tbl_name, sql FROM main.sqlite_master
  WHERE tbl_name LIKE 'rm\\_%' ESCAPE '\\' AND sql IS NOT NULL ORDER BY type = 'table' DESC, rowid`;

/** Tables a rebuild of an earlier version built beside the live ones and did not swap in (killed midway). */
const isLeftNext = (table: string): boolean => table.endsWith('_next');

/**
 * Moves the views out of the log's file into the views file, for a data directory written before they had a
 * file of their own; nothing to do otherwise. A new views file is written as a rebuild writes one (no
 * journal, no syncs, on a connection of its own): each table created with its definition as it was and its
 * indexes, copied whole (rows and index entries as stored, both being defined alike and the target empty),
 * then the triggers, which would stop that copy. It is swapped in as a rebuild's is (synced, renamed over
 * the views file), and only then are the tables dropped from the log's file. Killed before the rename, the
 * views are still in the log's file and the next open moves them again (deleting the file left); killed
 * after it and before the drop commits, both files hold them, and the next open moves them again too. The
 * pages the drop frees in the log's file are reused by later appends.
 */
export function moveViewsOutOfLogFile(db: SqliteClient): boolean {
  const writer = db.writer;
  const entries = writer.prepare<[], SchemaEntry>(VIEWS_IN_LOG_FILE).all();
  if (entries.length === 0) return false;
  const tables = entries.filter((entry) => entry.type === 'table');
  const moved = tables.filter((table) => !isLeftNext(table.name));
  const of = (table: string, type: SchemaEntry['type']): SchemaEntry[] =>
    entries.filter((entry) => entry.tbl_name === table && entry.type === type);
  const { next, file } = openScratchViews(writer.name);
  try {
    next.transaction(() => {
      for (const table of moved) {
        next.exec(table.sql);
        for (const index of of(table.name, 'index')) next.exec(index.sql);
        next.exec(`INSERT INTO main.${table.name} SELECT * FROM ${FROM}.${table.name}`);
      }
      for (const table of moved) for (const trigger of of(table.name, 'trigger')) next.exec(trigger.sql);
    })();
    next.exec(`DETACH DATABASE ${FROM}`);
    next.close();
    db.replaceViews(file);
  } finally {
    if (next.open) next.close();
    removeDatabaseFile(file);
  }
  db.withTemporaryFiles(() =>
    db.write(() => {
      for (const table of tables) writer.exec(`DROP TABLE main.${table.name}`);
    }),
  );
  return true;
}

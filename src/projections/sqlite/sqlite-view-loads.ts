import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import type { LoadedViews, ViewKeys } from '../read-model-store';
import type { BatchView, VisitView } from '../views';
import { LIVE_TABLES, type ReadModelTableNames } from './sqlite-table-names';
import { STORED_PATIENT_COLUMNS, type StoredPatient, patientViewOf } from './sqlite-view-rows';

/** Rows of the tables that keep each view whole, as JSON text. */
type ViewRow = { view: string };

/**
 * Loads the stored views a run of events touches, on any connection to the
 * file (the store's reader, or a rebuild's reading thread). json_each binds
 * any number of ids as one parameter. Run it inside one read transaction so
 * the three tables are read from one snapshot.
 */
export class SqliteViewLoads {
  private readonly patients: Statement<[string], StoredPatient>;
  private readonly visits: Statement<[string], ViewRow>;
  private readonly batches: Statement<[string], ViewRow>;

  constructor(db: SqliteDatabase, tables: ReadModelTableNames = LIVE_TABLES) {
    const select = <Row>(columns: string, table: string): Statement<[string], Row> =>
      db.prepare(`SELECT ${columns} FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`);
    this.patients = select(STORED_PATIENT_COLUMNS, tables.patients);
    this.visits = select('view', tables.visits);
    this.batches = select('view', tables.batches);
  }

  load(keys: ViewKeys): LoadedViews {
    const parsed = <T>(row: ViewRow): T => JSON.parse(row.view) as T;
    return {
      patients: fetch(this.patients, keys.patients, patientViewOf),
      visits: fetch(this.visits, keys.visits, parsed<VisitView>),
      batches: fetch(this.batches, keys.batches, parsed<BatchView>),
    };
  }
}

function fetch<Row, T extends { id: string }>(
  statement: Statement<[string], Row>,
  ids: string[],
  viewOf: (row: Row) => T,
): Map<string, T> {
  if (ids.length === 0) return new Map();
  return new Map(
    statement.all(JSON.stringify(ids)).map((row) => {
      const view = viewOf(row);
      return [view.id, view];
    }),
  );
}

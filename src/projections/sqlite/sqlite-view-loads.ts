import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import type { LoadedViews, ViewKeys } from '../read-model-store';
import type { BatchView, PatientView, VisitView } from '../views';

/**
 * Loads the stored views a run of events touches, on any connection to the
 * file (the store's reader, or a rebuild's reading thread). json_each binds
 * any number of ids as one parameter. Run it inside one read transaction so
 * the three tables are read from one snapshot.
 */
export class SqliteViewLoads {
  private readonly patients: Statement<[string], { view: string }>;
  private readonly visits: Statement<[string], { view: string }>;
  private readonly batches: Statement<[string], { view: string }>;

  constructor(db: SqliteDatabase) {
    const select = (table: string): Statement<[string], { view: string }> =>
      db.prepare(`SELECT view FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`);
    this.patients = select('rm_patients');
    this.visits = select('rm_visits');
    this.batches = select('rm_batches');
  }

  load(keys: ViewKeys): LoadedViews {
    return {
      patients: fetch<PatientView>(this.patients, keys.patients),
      visits: fetch<VisitView>(this.visits, keys.visits),
      batches: fetch<BatchView>(this.batches, keys.batches),
    };
  }
}

function fetch<T extends { id: string }>(
  statement: Statement<[string], { view: string }>,
  ids: string[],
): Map<string, T> {
  if (ids.length === 0) return new Map();
  return new Map(
    statement.all(JSON.stringify(ids)).map((row) => {
      const view = JSON.parse(row.view) as T;
      return [view.id, view];
    }),
  );
}

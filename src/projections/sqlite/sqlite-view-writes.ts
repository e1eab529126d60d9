import type { Statement } from 'better-sqlite3';
import type { Position } from '../../events/event-store';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import type { ViewChanges } from '../read-model-store';
import { SqlitePatientWrites } from './sqlite-patient-writes';
import { LIVE_TABLES, type ReadModelTableNames } from './sqlite-table-names';
import {
  BATCH_COLUMNS,
  BATCH_ERROR_COLUMNS,
  type ColumnValue,
  VISIT_COLUMNS,
  type ViewRows,
  fillRow,
  toViewRows,
} from './sqlite-view-rows';

/** `WHERE ... last_position < excluded.last_position`: a replayed or stale view changes nothing. */
const NEWER_ONLY = (table: string): string => `WHERE ${table}.last_position < excluded.last_position`;

/**
 * One upsert prepared once. One row per statement: 64-row statements cost
 * about 40% more CPU per row here (SQLite runs a multi-row VALUES with an
 * upsert clause through a co-routine), so the rows go one by one.
 */
class RowInsert {
  private readonly statement: Statement<[ColumnValue[]]>;
  /** One row's values, bound in turn: no array made per row. */
  private readonly row: ColumnValue[];

  constructor(
    writer: SqliteDatabase,
    private readonly columns: number,
    sql: (valueList: string) => string,
  ) {
    this.statement = writer.prepare<[ColumnValue[]]>(sql(`(${new Array<string>(columns).fill('?').join(', ')})`));
    this.row = new Array<ColumnValue>(columns);
  }

  /** Writes every row of `values` (`columns` values per row), in order. */
  run(values: ColumnValue[]): void {
    const rows = values.length / this.columns;
    for (let index = 0; index < rows; index += 1) this.statement.run(fillRow(values, index, this.row));
  }
}

/**
 * The projector's writes, prepared once on the writer connection. The caller
 * runs `commit` inside one write transaction, so views and checkpoint land
 * together or not at all.
 */
export class SqliteViewWrites {
  private readonly patient: SqlitePatientWrites;
  private readonly visit: RowInsert;
  private readonly batch: RowInsert;
  private readonly batchError: RowInsert;
  private readonly checkpoint: Statement<[string, number]>;

  constructor(writer: SqliteDatabase, tables: ReadModelTableNames = LIVE_TABLES) {
    this.patient = new SqlitePatientWrites(writer, tables);
    this.visit = new RowInsert(
      writer,
      VISIT_COLUMNS,
      (values) => `INSERT INTO ${tables.visits}
         (id, organization_id, patient_id, visit_type, visit_date, created_ms, view, last_position)
       VALUES ${values}
       ON CONFLICT (id) DO UPDATE SET organization_id = excluded.organization_id, patient_id = excluded.patient_id,
         visit_type = excluded.visit_type,
         visit_date = excluded.visit_date,
         created_ms = excluded.created_ms, view = excluded.view, last_position = excluded.last_position
       ${NEWER_ONLY(tables.visits)}`,
    );
    this.batch = new RowInsert(
      writer,
      BATCH_COLUMNS,
      (values) => `INSERT INTO ${tables.batches} (id, phase, view, last_position) VALUES ${values}
       ON CONFLICT (id) DO UPDATE SET phase = excluded.phase, view = excluded.view, last_position =
         excluded.last_position
       ${NEWER_ONLY(tables.batches)}`,
    );
    // A row's errors are final once stored: a second delivery of the row keeps the first.
    this.batchError = new RowInsert(
      writer,
      BATCH_ERROR_COLUMNS,
      (values) => `INSERT INTO ${tables.batchErrors} (batch_id, row_number, errors, position) VALUES ${values}
       ON CONFLICT (batch_id, row_number) DO NOTHING`,
    );
    this.checkpoint = writer.prepare(
      `INSERT INTO ${tables.checkpoints} (projection, position) VALUES (?, ?)
       ON CONFLICT (projection) DO UPDATE SET position = max(${tables.checkpoints}.position, excluded.position)`,
    );
  }

  commit(projection: string, changes: ViewChanges, checkpoint: Position): void {
    this.commitRows(projection, toViewRows(changes), checkpoint);
  }

  /** Like `commit`, for changes already turned into rows (by a rebuild's reading thread). */
  commitRows(projection: string, rows: ViewRows, checkpoint: Position): void {
    this.patient.run(rows.patients);
    this.visit.run(rows.visits);
    this.batch.run(rows.batches);
    this.batchError.run(rows.batchErrors);
    this.checkpoint.run(projection, checkpoint);
  }
}

import Database from 'better-sqlite3';
import type { Position } from '../../events/event-store';
import type { DatasetFormat } from '../datasets/dataset-files';
import { type TableWriteControl, type WrittenTable, writeDatasetTables } from '../datasets/export-files';
import type { LiveViewSnapshot, LiveViews } from '../datasets/live-views';
import { startPhase } from '../datasets/export-phases';
import type { PatientView, VisitView } from '../views';
import { LIVE_TABLES } from './sqlite-table-names';
import { STORED_PATIENT_COLUMNS, type StoredPatient, patientViewOf } from './sqlite-view-rows';

/** The events that change a patient's or a visit's view; the others (batches, logins, audit reads) leave them be. */
const VIEW_CHANGING_TYPES = ['PatientRegistered', 'PatientUpdated', 'VisitRecorded', 'VisitUpdated'];

/**
 * The embedded read model as an export's source: one read-only connection
 * of its own per build, in one read transaction for the build's whole
 * length, so the service's reader is never held in an old snapshot and the
 * views, their checkpoint and the log are read at one moment. The log and
 * the views share the file (the projector commits with the append).
 */
export class SqliteLiveViews implements LiveViews {
  constructor(
    private readonly file: string,
    private readonly projection: string,
  ) {}

  snapshotAt(position: Position): LiveViewSnapshot | null {
    const db = new Database(this.file, { readonly: true });
    try {
      db.exec('BEGIN');
      const checkpoint = db
        .prepare(`SELECT position FROM ${LIVE_TABLES.checkpoints} WHERE projection = ?`)
        .pluck()
        .get(this.projection) as number | undefined;
      if (checkpoint === undefined || checkpoint < position || changedBetween(db, position, checkpoint)) {
        db.close();
        return null;
      }
      return new SqliteLiveSnapshot(db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** On the calling thread (see ThreadedLiveViews for a thread of its own). */
  async writeTablesAt(
    position: Position,
    dir: string,
    format: DatasetFormat,
    control: TableWriteControl,
  ): Promise<WrittenTable[] | null> {
    const stop = control.phase
      ? startPhase('live views: snapshot check', control.thread ?? 'main', control.phase)
      : null;
    const snapshot = this.snapshotAt(position);
    stop?.();
    if (snapshot === null) return null;
    try {
      return await writeDatasetTables(snapshot, dir, format, control);
    } finally {
      snapshot.close();
    }
  }
}

/** Whether a patient or visit event lies after `position`, up to the views' checkpoint. */
function changedBetween(db: Database.Database, position: Position, checkpoint: Position): boolean {
  if (checkpoint === position) return false;
  const types = VIEW_CHANGING_TYPES.map(() => '?').join(', ');
  return (
    db
      .prepare(`SELECT 1 FROM event_log WHERE position > ? AND position <= ? AND event_type IN (${types}) LIMIT 1`)
      .get(position, checkpoint, ...VIEW_CHANGING_TYPES) !== undefined
  );
}

class SqliteLiveSnapshot implements LiveViewSnapshot {
  /** Statements still stepping: a build stopped mid-table leaves one, which must end before the connection closes. */
  private readonly open = new Set<IterableIterator<unknown>>();

  constructor(private readonly db: Database.Database) {}

  private *rows(sql: string, pluck: boolean): Generator<unknown> {
    const rows = this.db.prepare(sql).pluck(pluck).iterate();
    this.open.add(rows);
    try {
      yield* rows;
    } finally {
      this.open.delete(rows);
    }
  }

  *patients(): Generator<PatientView> {
    const sql = `SELECT ${STORED_PATIENT_COLUMNS} FROM ${LIVE_TABLES.patients} ORDER BY id`;
    for (const row of this.rows(sql, false)) yield patientViewOf(row as StoredPatient);
  }

  *visits(): Generator<VisitView> {
    for (const text of this.rows(`SELECT view FROM ${LIVE_TABLES.visits} ORDER BY id`, true))
      yield JSON.parse(text as string) as VisitView;
  }

  close(): void {
    for (const rows of this.open) rows.return?.();
    this.open.clear();
    // Closing the connection ends its read transaction.
    if (this.db.open) this.db.close();
  }
}

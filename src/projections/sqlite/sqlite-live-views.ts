import Database from 'better-sqlite3';
import { attachViews } from '../../storage/sqlite-views-file';
import type { Position } from '../../events/event-store';
import type { DatasetFormat } from '../datasets/dataset-files';
import {
  type SecondThreadWork,
  type TableWriteControl,
  type WrittenTable,
  writeDatasetTables,
} from '../datasets/export-files';
import type { LiveViewSnapshot, LiveViews } from '../datasets/live-views';
import { startPhase } from '../datasets/export-phases';
import type { Cell } from '../datasets/dataset-tables';
import type { VisitView } from '../views';
import { LIVE_TABLES } from './sqlite-table-names';
import { PATIENT_ROW_SOURCE_COLUMNS, fillStoredPatientRow } from './stored-patient-row';

/** Visits from `from` (inclusive) up to `before` (exclusive), by id; either end open when not given. */
export interface VisitIdRange {
  from?: string;
  before?: string;
}

/**
 * A second thread's share of a build, planned on the build's snapshot: the
 * work it does, and the visits the build's own thread then leaves to it.
 */
export interface SecondThreadPlan {
  work: SecondThreadWork;
  visitsBefore?: string;
}

/** The events that change a patient's or a visit's view; the others (batches, logins, audit reads) leave them be. */
const VIEW_CHANGING_TYPES = ['PatientRegistered', 'PatientUpdated', 'VisitRecorded', 'VisitUpdated'];

/**
 * The embedded read model as an export's source: one read-only connection
 * of its own per build, in one read transaction for the build's whole
 * length, so the service's reader is never held in an old snapshot and the
 * views and their checkpoint are read at one moment. The views' file is
 * attached to the log's (the projector commits with the append); each
 * file's snapshot is taken at its first read, the views' first, so the log
 * read after holds at least the events up to their checkpoint.
 */
export class SqliteLiveViews implements LiveViews {
  constructor(
    private readonly file: string,
    private readonly projection: string,
  ) {}

  snapshotAt(position: Position): SqliteLiveSnapshot | null {
    const db = new Database(this.file, { readonly: true });
    try {
      attachViews(db, this.file);
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
    shareWith?: (snapshot: SqliteLiveSnapshot) => SecondThreadPlan | undefined,
  ): Promise<WrittenTable[] | null> {
    const stop = control.phase
      ? startPhase('live views: snapshot check', control.thread ?? 'main', control.phase)
      : null;
    const snapshot = this.snapshotAt(position);
    stop?.();
    if (snapshot === null) return null;
    try {
      const plan = shareWith?.(snapshot);
      const source = {
        patientRows: () => snapshot.patientRows(),
        visits: () => snapshot.visits({ before: plan?.visitsBefore }),
      };
      return await writeDatasetTables(source, dir, format, control, plan?.work);
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

export class SqliteLiveSnapshot implements LiveViewSnapshot {
  /** Statements still stepping: a build stopped mid-table leaves one, which must end before the connection closes. */
  private readonly open = new Set<IterableIterator<unknown>>();

  constructor(private readonly db: Database.Database) {}

  private *rows(statement: Database.Statement, ...params: unknown[]): Generator<unknown> {
    const rows = statement.iterate(...params);
    this.open.add(rows);
    try {
      yield* rows;
    } finally {
      this.open.delete(rows);
    }
  }

  /** The patients table's rows from the stored list items, in one reused array (see fillStoredPatientRow). */
  *patientRows(): Generator<readonly Cell[]> {
    const sql = `SELECT ${PATIENT_ROW_SOURCE_COLUMNS} FROM ${LIVE_TABLES.patients} ORDER BY id`;
    const row = new Array<Cell>();
    for (const stored of this.rows(this.db.prepare(sql).raw(true)))
      yield fillStoredPatientRow((stored as string[])[0], (stored as (string | null)[])[1], row);
  }

  *visits(range: VisitIdRange = {}): Generator<VisitView> {
    for (const text of this.visitTexts(range)) yield JSON.parse(text) as VisitView;
  }

  /** The visits' stored views as JSON texts, in id order (see serveVisitPages). */
  *visitTexts(range: VisitIdRange = {}): Generator<string> {
    const where: string[] = [];
    const params: string[] = [];
    if (range.from !== undefined) {
      where.push('id >= ?');
      params.push(range.from);
    }
    if (range.before !== undefined) {
      where.push('id < ?');
      params.push(range.before);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const statement = this.db.prepare(`SELECT view FROM ${LIVE_TABLES.visits} ${filter} ORDER BY id`).pluck();
    yield* this.rows(statement, ...params) as Generator<string>;
  }

  /** How many patients and visits the snapshot holds (a second thread's share is planned from them). */
  counts(): { patients: number; visits: number } {
    const count = (table: string): number => this.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    return { patients: count(LIVE_TABLES.patients), visits: count(LIVE_TABLES.visits) };
  }

  /** The id of the visit `offset` places into id order, if there are that many. */
  visitIdAt(offset: number): string | undefined {
    return this.db.prepare(`SELECT id FROM ${LIVE_TABLES.visits} ORDER BY id LIMIT 1 OFFSET ?`).pluck().get(offset) as
      string | undefined;
  }

  close(): void {
    for (const rows of this.open) rows.return?.();
    this.open.clear();
    // Closing the connection ends its read transaction.
    if (this.db.open) this.db.close();
  }
}

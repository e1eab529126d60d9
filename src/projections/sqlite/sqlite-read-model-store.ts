import type { Statement } from 'better-sqlite3';
import type { EventStore, Position } from '../../events/event-store';
import type { SqliteClient } from '../../storage/sqlite-client';
import type {
  LoadedViews,
  Page,
  PageOf,
  PatientFilter,
  ReadModelStore,
  SameTransactionViews,
  ViewChanges,
  ViewKeys,
  VisitFilter,
} from '../read-model-store';
import type { PatientAnswerJson, PatientAnswers } from '../patient-answers';
import type { BatchRowErrors, BatchView, PatientView, VisitView } from '../views';
import {
  SQLITE_PATIENT_COUNT_TRIGGERS,
  SQLITE_PATIENT_COUNT_TRIGGER_NAMES,
  SQLITE_READ_MODEL_TABLES,
  inViews,
  prepareReadModelTables,
} from './sqlite-read-model-schema';
import { type BlueGreenOptions, rebuildBlueGreen } from './sqlite-blue-green';
import { withBulkWrites } from './sqlite-bulk-writes';
import { removeNextViews } from './sqlite-next-file';
import {
  BATCH_ERROR_ITEMS_AFTER,
  PATIENT_ANSWER,
  PATIENT_BY_ID,
  PATIENT_TOTAL,
  type Param,
  type PatientAnswerRow,
  VISITS_OF_PATIENT,
  parse,
} from './sqlite-read-queries';
import { SqliteViewLoads } from './sqlite-view-loads';
import { type ListQuery, listName, readListPage } from './sqlite-list-pages';
import { patientListPlan } from './sqlite-patient-lists';
import { SEEK_FROM_OFFSET, SeekMarks } from '../seek-marks';
import { PhaseClock } from '../rebuild-phases';
import { listsToMark } from './sqlite-rebuild-marks';
import { SqliteKeptMarks } from './sqlite-kept-marks';
import { SqliteViewWrites } from './sqlite-view-writes';
import { STORED_PATIENT_COLUMNS, type StoredPatient, patientViewOf } from './sqlite-view-rows';
import { BATCH_ERROR_ROWS_PER_CHUNK, type ErrorItemsPage, errorItemChunks } from '../batch-error-items';
import { VISIT_TOTAL } from './sqlite-visit-counts';
import { visitListPlan } from './sqlite-visit-lists';

/**
 * Whether a checkpoint of the views names a position past the log's last event. An append writes both files
 * in one transaction, and SQLite commits the log's file (the main one) first, so a crash between the two
 * commits leaves the views behind the log; views ahead of it mean the log lost commits the views kept (a file
 * restored from an older backup than the views, or a power loss under `synchronous = normal`). They then
 * hold views of events the log does not have: the views are emptied and built again from the log, which is
 * the record. Without the log in this file (another store holds it), nothing to compare.
 */
function viewsAheadOfLog(db: SqliteClient): boolean {
  const logHere = db.writer
    .prepare("SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = 'event_log'")
    .get();
  if (logHere === undefined) return false;
  const ahead = db.writer
    .prepare('SELECT 1 FROM rm_checkpoints WHERE position > (SELECT coalesce(max(position), 0) FROM main.event_log)')
    .get();
  return ahead !== undefined;
}

/**
 * The read models in the embedded SQLite file, with the SQL adapter's
 * semantics: every view keeps the position of the last event applied and a
 * write never replaces a newer view, and the checkpoint is committed in the
 * same transaction as the views. Queries use the reader connection.
 */
export class SqliteReadModelStore implements ReadModelStore, SameTransactionViews, PatientAnswers {
  private readonly writes: SqliteViewWrites;
  private readonly loads: SqliteViewLoads;
  /** The writer's own view of the views, for loads inside its open transaction. */
  private readonly writerLoads: SqliteViewLoads;
  /** Filtered lists prepare one statement per combination of filters; there are a few dozen at most. */
  private readonly statements = new Map<string, Statement<Param[]>>();
  /** Statements of one column: their rows come back as that column's values, with no object made per row. */
  private readonly columns = new Map<string, Statement<Param[]>>();
  /** Kept in the file too, so deep pages after a start seek from the marks an earlier process took. */
  private readonly keptMarks: SqliteKeptMarks;
  private readonly marks: SeekMarks;

  private constructor(private readonly db: SqliteClient) {
    this.keptMarks = new SqliteKeptMarks(db);
    this.marks = new SeekMarks(this.keptMarks);
    this.writes = new SqliteViewWrites(db.writer);
    this.loads = new SqliteViewLoads(db.reader);
    this.writerLoads = new SqliteViewLoads(db.writer);
  }

  /** The database file the views live in. */
  get file(): string {
    return this.db.writer.name;
  }

  static async open(db: SqliteClient): Promise<SqliteReadModelStore> {
    // What a rebuild killed before its swap left: the directory is this process's alone, no rebuild runs yet.
    removeNextViews(db.writer.name);
    prepareReadModelTables(db);
    const store = new SqliteReadModelStore(db);
    if (viewsAheadOfLog(db)) await store.reset();
    return store;
  }

  private statement(sql: string): Statement<Param[]> {
    return this.prepared(this.statements, sql, false);
  }

  private column(sql: string): Statement<Param[]> {
    return this.prepared(this.columns, sql, true);
  }

  private prepared(cache: Map<string, Statement<Param[]>>, sql: string, pluck: boolean): Statement<Param[]> {
    let statement = cache.get(sql);
    if (!statement) {
      statement = this.db.reader.prepare<Param[]>(sql).pluck(pluck);
      cache.set(sql, statement);
    }
    return statement;
  }

  private views<T>(sql: string, ...params: Param[]): T[] {
    return (this.column(sql).all(...params) as string[]).map((text) => JSON.parse(text) as T);
  }

  private view<T>(sql: string, ...params: Param[]): T | null {
    return parse<T>(this.column(sql).get(...params) as string | undefined);
  }

  async load(keys: ViewKeys): Promise<LoadedViews> {
    return this.db.read(() => this.loads.load(keys));
  }

  async commit(projection: string, changes: ViewChanges, checkpoint: Position): Promise<void> {
    // Views and checkpoint are rebuilt from the log: their commit need not be fsynced on its own.
    this.db.writeUnsynced(() => this.writes.commit(projection, changes, checkpoint));
  }

  loadInTransaction(keys: ViewKeys): LoadedViews {
    this.assertInTransaction();
    return this.writerLoads.load(keys);
  }

  commitInTransaction(projection: string, changes: ViewChanges, checkpoint: Position): void {
    this.assertInTransaction();
    this.writes.commit(projection, changes, checkpoint);
  }

  private assertInTransaction(): void {
    if (!this.db.writer.inTransaction) throw new Error('views are written with an append only inside its transaction');
  }

  async checkpoint(projection: string): Promise<Position | null> {
    const position = this.column('SELECT position FROM rm_checkpoints WHERE projection = ?').get(projection) as
      number | undefined;
    return position ?? null;
  }

  async reset(): Promise<void> {
    this.db.write(() => {
      this.marks.clear();
      // Without triggers, so each table is emptied at once instead of row by row.
      for (const trigger of SQLITE_PATIENT_COUNT_TRIGGER_NAMES)
        this.db.writer.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
      for (const table of SQLITE_READ_MODEL_TABLES) this.db.writer.exec(`DELETE FROM ${table}`);
      this.db.writer.exec(inViews(SQLITE_PATIENT_COUNT_TRIGGERS));
    });
  }

  /** See withBulkWrites: indexes, triggers and cache set for a rebuild's writes while `replay` runs. */
  bulkReplay<T>(replay: () => Promise<T>): Promise<T> {
    return withBulkWrites(this.db, replay);
  }

  /** See rebuildBlueGreen; null unless the log is in this store's file (the thread reads it there). */
  rebuildBeside(log: EventStore, options: BlueGreenOptions): Promise<number> | null {
    const writer = this.db.writer;
    if (log.file === undefined || log.file !== writer.name || writer.memory) return null;
    return rebuildBlueGreen(this.db, { ...options, onSwap: () => this.marks.clear() }).then(async (applied) => {
      await new PhaseClock(options.onPhase).timeAsync('seek marks', () => this.markLists());
      return applied;
    });
  }

  /** Walks the lists of listsToMark to their end, leaving their marks in the file: their first deep page seeks. */
  private async markLists(): Promise<void> {
    const toEnd = async (list: (page: Page) => Promise<{ total: number }>): Promise<void> => {
      const { total } = await list({ offset: 0, limit: 1 });
      if (total > SEEK_FROM_OFFSET) await list({ offset: total - 1, limit: 1 });
    };
    const { patients, visits, copies } = listsToMark(this.db.reader);
    for (const filter of patients) await toEnd((page) => this.patientListItems(filter, page));
    for (const filter of visits) await toEnd((page) => this.listVisits(filter, page));
    this.keptMarks.flush();
    const patientList = (filter: PatientFilter): string =>
      listName({ table: 'rm_patients', ...patientListPlan(filter, this.prepareFor) });
    const visitList = (filter: VisitFilter): string =>
      listName({ table: 'rm_visits', ...visitListPlan(filter, this.prepareFor) });
    for (const { from, to } of copies.patients) this.keptMarks.copy(patientList(from), patientList(to));
    for (const { from, to } of copies.visits) this.keptMarks.copy(visitList(from), visitList(to));
  }

  async getPatient(id: string): Promise<PatientView | null> {
    const row = this.statement(PATIENT_BY_ID).get(id) as StoredPatient | undefined;
    return row ? patientViewOf(row) : null;
  }

  /**
   * One statement (one snapshot), no view parsed: the stored list item, its notes and its visits' summaries,
   * whose fixed-format ASCII fields SQLite writes as JSON.stringify would; the free-text notes are written here.
   */
  async patientAnswer(id: string): Promise<PatientAnswerJson | null> {
    const row = this.statement(PATIENT_ANSWER).get(id) as PatientAnswerRow | undefined;
    if (!row) return null;
    const json = `${row.list_item.slice(0, -1)},"notes":${JSON.stringify(row.notes)},"visits":${row.visits}}`;
    return { organizationId: row.organization_id, revision: row.revision, json };
  }

  async listPatients(filter: PatientFilter, page: Page): Promise<PageOf<PatientView>> {
    const plan = patientListPlan(filter, this.prepareFor);
    const { items, total } = this.page<StoredPatient>(
      this.rows,
      'rm_patients',
      STORED_PATIENT_COLUMNS,
      plan,
      page,
      PATIENT_TOTAL,
    );
    return { items: items.map(patientViewOf), total };
  }

  async patientListItems(filter: PatientFilter, page: Page): Promise<PageOf<string>> {
    const plan = patientListPlan(filter, this.prepareFor);
    return this.page<string>(this.texts, 'rm_patients', 'list_item', plan, page, PATIENT_TOTAL);
  }

  async getVisit(id: string): Promise<VisitView | null> {
    return this.view<VisitView>('SELECT view FROM rm_visits WHERE id = ?', id);
  }

  async listVisits(filter: VisitFilter, page: Page): Promise<PageOf<VisitView>> {
    // visit_date is YYYY-MM-DD text: string order is date order, and the bounds are inclusive.
    const { items, total } = this.page<string>(
      this.texts,
      'rm_visits',
      'view',
      visitListPlan(filter, this.prepareFor),
      page,
      VISIT_TOTAL(filter.patient_id !== undefined),
    );
    return { items: items.map((text) => JSON.parse(text) as VisitView), total };
  }

  /** Statements whose rows are one text column: the texts themselves (true), or objects, a property per column. */
  private readonly texts = true;
  private readonly rows = false;
  private readonly prepareFor = (sql: string, pluck: boolean): Statement<Param[]> =>
    this.prepared(pluck ? this.columns : this.statements, sql, pluck);

  /** A page's rows and the total, from one snapshot, so a page never disagrees with its count (see readListPage). */
  private page<Row>(
    pluck: boolean,
    table: string,
    columns: string,
    plan: Pick<ListQuery, 'where' | 'seekable' | 'markScope' | 'rare' | 'counted' | 'bracket'>,
    page: Page,
    totalSql: (whereSql: string) => string,
  ): PageOf<Row> {
    const query = { ...plan, table, columns, totalSql: totalSql(plan.where.sql) };
    return this.db.read(() => readListPage<Row>(this.prepareFor, this.marks, query, page, pluck));
  }

  async visitsOfPatient(patientId: string): Promise<VisitView[]> {
    return this.views<VisitView>(VISITS_OF_PATIENT, patientId);
  }

  async getBatch(id: string): Promise<BatchView | null> {
    return this.view<BatchView>('SELECT view FROM rm_batches WHERE id = ?', id);
  }

  batchErrorItemChunks(id: string, rowsPerChunk = BATCH_ERROR_ROWS_PER_CHUNK): AsyncIterable<string> {
    // Each page one statement: the reader is shared, so no cursor stays open between chunks.
    return errorItemChunks((after, limit) => {
      // group_concat over no rows is NULL.
      const page = this.statement(BATCH_ERROR_ITEMS_AFTER).get(id, after, limit) as Omit<ErrorItemsPage, 'items'> & {
        items: string | null;
      };
      return { ...page, items: page.items ?? '' };
    }, rowsPerChunk);
  }

  async batchErrors(id: string): Promise<BatchRowErrors[]> {
    const rows = this.statement(
      'SELECT row_number, errors, position FROM rm_batch_errors WHERE batch_id = ? ORDER BY row_number',
    ).all(id) as {
      row_number: number;
      errors: string;
      position: number;
    }[];
    return rows.map((row) => ({
      batch_id: id,
      row_number: row.row_number,
      errors: JSON.parse(row.errors) as BatchRowErrors['errors'],
      position: row.position,
    }));
  }

  /** Batches neither completed nor aborted, for the completion reactor's recovery sweep. */
  async acceptedBatches(): Promise<BatchView[]> {
    return this.views<BatchView>(`SELECT view FROM rm_batches WHERE phase = 'accepted'`);
  }

  async close(): Promise<void> {
    // The SQLite client is shared with the other embedded adapters and closed by its owner; marks taken are kept.
    this.keptMarks.flush();
  }
}

import type { Statement } from 'better-sqlite3';
import type { Position } from '../../events/event-store';
import type { SqliteEventStore } from '../../events/sqlite/sqlite-event-store';
import { SQLITE_BOUND_LIMIT, type SqliteClient } from '../../storage/sqlite-client';
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
  SQLITE_FILL_PATIENT_COUNTS,
  SQLITE_PATIENT_COUNT_TRIGGERS,
  SQLITE_PATIENT_COUNT_TRIGGER_NAMES,
  SQLITE_READ_MODEL_OUTDATED,
  SQLITE_BULK_BUILT_INDEXES,
  SQLITE_READ_MODEL_QUERY_INDEXES,
  SQLITE_READ_MODEL_SCHEMA,
  SQLITE_READ_MODEL_TABLES,
  createIndexSql,
} from './sqlite-read-model-schema';
import { type ReadingThreadReplayOptions, replayOnReadingThread } from './reading-thread-replay';
import { SqliteViewLoads } from './sqlite-view-loads';
import { SqliteViewWrites } from './sqlite-view-writes';
import { STORED_PATIENT_COLUMNS, type StoredPatient, patientViewOf } from './sqlite-view-rows';
import { BATCH_ERROR_ROWS_PER_CHUNK, type ErrorItemsPage, errorItemChunks } from '../batch-error-items';

type Param = string | number;

/**
 * Page cache of the writer while a bulk replay runs (KiB, as SQLite's negative cache_size): enough to hold the
 * primary-key pages a run of random ids touches, so a page is read and written once per run, not evicted midway.
 * With the larger runs and rarer checkpoints below, a rebuild of a million events ran about 1.4x faster
 * (23-27k -> 33-37k events/s) and its process peaked at about 850 MB instead of 420 MB. A run of 100,000
 * events dirties about 110 MB (every primary-key page, 40 MB at a million events, and the rows and index
 * entries it appends): 192 MB holds it with room to spare, where 256 MB took the process past 1 GB with
 * no faster rebuild (main thread 13.8-15.4 s of CPU against 14.7 s).
 */
const BULK_CACHE_KIB = 192 * 1024;
/**
 * WAL pages between automatic checkpoints while a bulk replay runs: a checkpoint copies pages a later run
 * rewrites anyway. The WAL is checkpointed and truncated when the replay ends, so the file does not stay large.
 * On a reading-thread replay a checkpoint thread copies each run meanwhile (see replayOnReadingThread), and this
 * bounds how long the log grows before the writer copies the last run itself so that the log can start over.
 */
const BULK_AUTOCHECKPOINT_PAGES = 100_000;

/**
 * SQLite's `synchronous` level while a bulk replay runs: NORMAL (1), as
 * every read-model commit already is (`writeUnsynced`), for the replay's own
 * transactions too. In WAL mode NORMAL leaves a commit's frames unsynced but
 * still syncs the WAL before each checkpoint and the file after it, so a
 * crash or power loss can lose the last runs (views and their checkpoint
 * together: the next start replays them) but never corrupt the file, which
 * also holds the log. OFF would skip those syncs too: a power loss during a
 * checkpoint could then tear pages of the shared file, so it is not used.
 */
const BULK_SYNCHRONOUS = 1;

const parse = <T>(text: string | undefined): T | null => (text === undefined ? null : (JSON.parse(text) as T));

/** "col = ?" clauses for the filters that are set, as the SQL adapter builds them. */
function whereClause(conditions: [string, string | undefined][]): { sql: string; params: Param[] } {
  const set = conditions.filter((condition): condition is [string, string] => condition[1] !== undefined);
  return {
    sql: set.length > 0 ? `WHERE ${set.map(([expression]) => expression).join(' AND ')}` : '',
    params: set.map(([, value]) => value),
  };
}

const PATIENT_BY_ID = `SELECT ${STORED_PATIENT_COLUMNS} FROM rm_patients WHERE id = ?`;
const VISITS_OF_PATIENT_ORDER = 'visit_date DESC, created_ms DESC, id DESC';
const VISITS_OF_PATIENT = `SELECT view FROM rm_visits WHERE patient_id = ? ORDER BY ${VISITS_OF_PATIENT_ORDER}`;

/** What GET /patients/{id} answers, in one statement (see patientAnswer). */
const PATIENT_ANSWER = `SELECT organization_id, list_item, revision, notes,
    (SELECT json_group_array(json_object('id', id, 'visit_date', visit_date, 'visit_type', visit_type,
        'created_at', json_extract(view, '$.created_at')) ORDER BY ${VISITS_OF_PATIENT_ORDER})
      FROM rm_visits WHERE patient_id = rm_patients.id) AS visits
  FROM rm_patients WHERE id = ?`;

interface PatientAnswerRow {
  organization_id: string;
  list_item: string;
  revision: number;
  notes: string | null;
  visits: string;
}

/**
 * The error items of a batch's next rows after a row number, in row order, as the text between the brackets
 * of one JSON array: each row's `errors` is a JSON array text, so its items are that text without its first
 * and last character. SQLite joins them itself, so one string per chunk reaches JavaScript.
 */
const BATCH_ERROR_ITEMS_AFTER = `
  SELECT group_concat(items, ',' ORDER BY row_number) AS items, max(row_number) AS last, count(*) AS rows
  FROM (SELECT substr(errors, 2, length(errors) - 2) AS items, row_number FROM rm_batch_errors
        WHERE batch_id = ? AND row_number > ? AND errors <> '[]' ORDER BY row_number ${SQLITE_BOUND_LIMIT})`;

/** A filtered patient list's total from the kept counts: their columns are the patient filters. */
const PATIENT_TOTAL = (whereSql: string): string =>
  `SELECT coalesce(sum(patients), 0) AS total FROM rm_patient_counts ${whereSql}`;

const patientWhere = (filter: PatientFilter): { sql: string; params: Param[] } =>
  whereClause([
    ['organization_id = ?', filter.organization_id],
    ['region = ?', filter.region],
    ['race = ?', filter.race],
    ['menopause_status = ?', filter.menopause_status],
  ]);

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

  private constructor(private readonly db: SqliteClient) {
    this.writes = new SqliteViewWrites(db.writer);
    this.loads = new SqliteViewLoads(db.reader);
    this.writerLoads = new SqliteViewLoads(db.writer);
  }

  /** The database file the views live in. */
  get file(): string {
    return this.db.writer.name;
  }

  static open(db: SqliteClient): Promise<SqliteReadModelStore> {
    // A file from an earlier version may get an index built here, over every row it holds.
    db.withTemporaryFiles(() =>
      db.write(() => {
        if (db.writer.prepare(SQLITE_READ_MODEL_OUTDATED).get() !== undefined) {
          for (const table of SQLITE_READ_MODEL_TABLES) db.writer.exec(`DROP TABLE IF EXISTS ${table}`);
        }
        const counting = ['rm_patient_counts', ...SQLITE_PATIENT_COUNT_TRIGGER_NAMES];
        const kept = db.writer
          .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name IN (${counting.map(() => '?').join(', ')})`)
          .get(...counting) as { n: number };
        db.writer.exec(SQLITE_READ_MODEL_SCHEMA);
        // A file from before the counts were kept, or left by a bulk replay that died before putting the triggers
        // back: counted once from its patients, then kept by the triggers.
        if (kept.n < counting.length) db.writer.exec(SQLITE_FILL_PATIENT_COUNTS);
      }),
    );
    return Promise.resolve(new SqliteReadModelStore(db));
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
      // Without triggers, so each table is emptied at once instead of row by row.
      for (const trigger of SQLITE_PATIENT_COUNT_TRIGGER_NAMES)
        this.db.writer.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
      for (const table of SQLITE_READ_MODEL_TABLES) this.db.writer.exec(`DELETE FROM ${table}`);
      this.db.writer.exec(SQLITE_PATIENT_COUNT_TRIGGERS);
    });
  }

  /**
   * Drops the query indexes that do not follow the log order (see
   * QueryIndex) and the patient-count triggers for the replay and builds
   * each once afterwards, counting the patients in one pass (also
   * after a failure: the views written so far stay queryable), with a larger
   * page cache on the writer meanwhile. The log's durability settings are
   * not touched. Should the process die midway, the next open creates the
   * missing indexes and triggers and counts the patients again.
   */
  async bulkReplay<T>(replay: () => Promise<T>): Promise<T> {
    const writer = this.db.writer;
    const cacheSize = writer.pragma('cache_size', { simple: true }) as number;
    // Runs of 100,000 events journal, and the index builds sort, far more than memory should hold.
    const tempStore = writer.pragma('temp_store', { simple: true }) as number;
    writer.pragma('temp_store = FILE');
    this.db.write(() => {
      for (const index of SQLITE_BULK_BUILT_INDEXES) writer.exec(`DROP INDEX IF EXISTS ${index.name}`);
      for (const trigger of SQLITE_PATIENT_COUNT_TRIGGER_NAMES) writer.exec(`DROP TRIGGER IF EXISTS ${trigger}`);
    });
    const autocheckpoint = writer.pragma('wal_autocheckpoint', { simple: true }) as number;
    const synchronous = writer.pragma('synchronous', { simple: true }) as number;
    writer.pragma(`cache_size = -${BULK_CACHE_KIB}`);
    writer.pragma(`wal_autocheckpoint = ${BULK_AUTOCHECKPOINT_PAGES}`);
    writer.pragma(`synchronous = ${Math.min(synchronous, BULK_SYNCHRONOUS)}`);
    try {
      return await replay();
    } finally {
      this.db.write(() => {
        for (const index of SQLITE_READ_MODEL_QUERY_INDEXES) writer.exec(createIndexSql(index));
        writer.exec(SQLITE_FILL_PATIENT_COUNTS);
        writer.exec(SQLITE_PATIENT_COUNT_TRIGGERS);
      });
      writer.pragma(`cache_size = ${cacheSize}`);
      writer.pragma(`temp_store = ${tempStore}`);
      writer.pragma(`wal_autocheckpoint = ${autocheckpoint}`);
      writer.pragma(`synchronous = ${synchronous}`);
      writer.pragma('wal_checkpoint(TRUNCATE)');
    }
  }

  /**
   * Replays `log` after the checkpoint of `options.name` with a reading
   * thread (see replayOnReadingThread); null when the log is not in this
   * store's database file, which the thread reads both from. Meant to run
   * inside `bulkReplay`: its write transaction stays open while the thread
   * prepares the next chunk, and nothing else in the process may write
   * meanwhile (a rebuild owns the embedded file).
   */
  replayOnReadingThread(
    log: SqliteEventStore,
    options: { name: string } & Pick<ReadingThreadReplayOptions, 'runSize' | 'chunkSize' | 'beforeRun' | 'onRun'>,
  ): Promise<number> | null {
    const writer = this.db.writer;
    if (log.file !== writer.name || writer.memory) return null;
    return this.checkpoint(options.name).then((after) =>
      replayOnReadingThread({
        ...options,
        file: writer.name,
        after,
        writer: {
          begin: () => writer.exec('BEGIN IMMEDIATE'),
          write: (rows, last) => this.writes.commitRows(options.name, rows, last),
          commit: () => writer.exec('COMMIT'),
          rollback: () => {
            if (writer.inTransaction) writer.exec('ROLLBACK');
          },
        },
      }),
    );
  }

  async getPatient(id: string): Promise<PatientView | null> {
    const row = this.statement(PATIENT_BY_ID).get(id) as StoredPatient | undefined;
    return row ? patientViewOf(row) : null;
  }

  /**
   * One statement, so one snapshot without a transaction, and no view parsed:
   * the stored list item with its notes and its visits' summaries appended.
   * Visit ids, dates, types and creation times are ASCII from fixed formats,
   * so SQLite's JSON of them is JSON.stringify's; the free-text notes are
   * written here.
   */
  async patientAnswer(id: string): Promise<PatientAnswerJson | null> {
    const row = this.statement(PATIENT_ANSWER).get(id) as PatientAnswerRow | undefined;
    if (!row) return null;
    const json = `${row.list_item.slice(0, -1)},"notes":${JSON.stringify(row.notes)},"visits":${row.visits}}`;
    return { organizationId: row.organization_id, revision: row.revision, json };
  }

  async listPatients(filter: PatientFilter, page: Page): Promise<PageOf<PatientView>> {
    const { items, total } = this.page<StoredPatient>(
      this.rows,
      'rm_patients',
      STORED_PATIENT_COLUMNS,
      patientWhere(filter),
      page,
      PATIENT_TOTAL,
    );
    return { items: items.map(patientViewOf), total };
  }

  async patientListItems(filter: PatientFilter, page: Page): Promise<PageOf<string>> {
    return this.page<string>(this.texts, 'rm_patients', 'list_item', patientWhere(filter), page, PATIENT_TOTAL);
  }

  async getVisit(id: string): Promise<VisitView | null> {
    return this.view<VisitView>('SELECT view FROM rm_visits WHERE id = ?', id);
  }

  async listVisits(filter: VisitFilter, page: Page): Promise<PageOf<VisitView>> {
    // visit_date is YYYY-MM-DD text: string order is date order, and the bounds are inclusive.
    const where = whereClause([
      ['organization_id = ?', filter.organization_id],
      ['patient_id = ?', filter.patient_id],
      ['visit_type = ?', filter.visit_type],
      ['visit_date >= ?', filter.from],
      ['visit_date <= ?', filter.to],
    ]);
    const { items, total } = this.page<string>(
      this.texts,
      'rm_visits',
      'view',
      where,
      page,
      (whereSql) => `SELECT count(*) AS total FROM rm_visits ${whereSql}`,
    );
    return { items: items.map((text) => JSON.parse(text) as VisitView), total };
  }

  /** Statements whose rows are one text column: the texts themselves. */
  private readonly texts = (sql: string): Statement<Param[]> => this.column(sql);
  /** Statements whose rows are objects, a property per column. */
  private readonly rows = (sql: string): Statement<Param[]> => this.statement(sql);

  /**
   * A page's rows and the total, from one snapshot, so a page never disagrees with its count. `statement`
   * prepares the page's query: `texts` for one text column, or rows as objects.
   */
  private page<Row>(
    statement: (sql: string) => Statement<Param[]>,
    table: string,
    columns: string,
    where: { sql: string; params: Param[] },
    page: Page,
    totalSql: (whereSql: string) => string,
  ): PageOf<Row> {
    return this.db.read(() => {
      const items = statement(
        `SELECT ${columns} FROM ${table} ${where.sql} ORDER BY created_ms DESC, id DESC ${SQLITE_BOUND_LIMIT} OFFSET ?`,
      ).all(...where.params, page.limit, page.offset) as Row[];
      const total = this.column(totalSql(where.sql)).get(...where.params) as number;
      return { items, total };
    });
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

  /**
   * Every batch view still in phase 'accepted' (not completed nor aborted), for the completion reactor's recovery
   * sweep.
   */
  async acceptedBatches(): Promise<BatchView[]> {
    return this.views<BatchView>(`SELECT view FROM rm_batches WHERE phase = 'accepted'`);
  }

  async close(): Promise<void> {
    // The SQLite client is shared with the other embedded adapters and closed by its owner.
  }
}

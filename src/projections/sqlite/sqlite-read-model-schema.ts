import type { SqliteClient } from '../../storage/sqlite-client';
import { VIEWS_SCHEMA, inSchema } from '../../storage/sqlite-views-file';
import { moveViewsOutOfLogFile } from './sqlite-views-move';
import {
  SQLITE_FILL_VISIT_COUNTS,
  SQLITE_VISIT_COUNTS_TABLE,
  SQLITE_VISIT_COUNT_TRIGGERS,
  SQLITE_VISIT_COUNTING,
} from './sqlite-visit-counts';
import { SQLITE_VISIT_SLICES_TABLE_NAMES } from './sqlite-visit-slices';
import { SQLITE_SEEK_MARKS_TABLES } from './sqlite-kept-marks';
/**
 * Read-model tables in SQLite: filter and sort columns beside the view JSON.
 * created_ms is created_at as epoch milliseconds, so lists order by instant
 * whatever offset the ISO string carries (PostgreSQL's TIMESTAMPTZ does the
 * same); ids compare in byte order under SQLite's default BINARY collation.
 * The list indexes (newest first, overall and per organization) also carry
 * every filter column: a filtered page and its total are then decided on the
 * index alone, and only the rows of the page are read from the table (the
 * total of a filtered list read every matching row's view before, about
 * four times slower at 500 patients). Each patient also keeps its list item
 * as JSON text (`list_item`), so a page of a list is sent as stored instead
 * of each view being parsed, shaped and stringified again. A patient's view
 * is not stored whole beside it: the list item holds every field but the
 * notes, so the view is the list item with the notes, revision and the
 * columns (see `patientViewOf`). Stored whole, it doubled what each
 * patient wrote (a 100,000-row import writes 100,000 of them).
 */
const SQLITE_READ_MODEL_TABLES_SQL = `
  CREATE TABLE IF NOT EXISTS rm_patients (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    region TEXT NOT NULL,
    race TEXT NOT NULL,
    menopause_status TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    notes TEXT,
    revision INTEGER NOT NULL,
    list_item TEXT NOT NULL,
    last_position INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS rm_visits (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    patient_id TEXT NOT NULL,
    visit_type TEXT NOT NULL,
    visit_date TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    view TEXT NOT NULL,
    last_position INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS rm_batches (
    id TEXT PRIMARY KEY,
    phase TEXT NOT NULL,
    view TEXT NOT NULL,
    last_position INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS rm_batch_errors (
    batch_id TEXT NOT NULL,
    row_number INTEGER NOT NULL,
    errors TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (batch_id, row_number)
  );
  CREATE TABLE IF NOT EXISTS rm_checkpoints (
    projection TEXT PRIMARY KEY,
    position INTEGER NOT NULL
  );
`;

/**
 * How many patients each combination of the list filters has, kept in the
 * same transaction as the views (see SQLITE_PATIENT_COUNT_TRIGGERS): the total of
 * a filtered patient list is a sum over these few rows (at most one per
 * organization, region, race and status) instead of a count over every
 * matching patient's index entry, which grew with the organization (75 µs of
 * a list's ~350 µs at 500 patients). A bulk replay drops the triggers and
 * fills the table once at the end, as it does with the indexes.
 */
export const SQLITE_PATIENT_COUNTS_TABLE = `
  CREATE TABLE IF NOT EXISTS rm_patient_counts (
    organization_id TEXT NOT NULL,
    region TEXT NOT NULL,
    race TEXT NOT NULL,
    menopause_status TEXT NOT NULL,
    patients INTEGER NOT NULL,
    PRIMARY KEY (organization_id, region, race, menopause_status)
  );
`;

const COUNT_GROUP = 'organization_id, region, race, menopause_status';
const countChange = (row: 'new' | 'old', delta: '+ 1' | '- 1'): string =>
  `INSERT INTO rm_patient_counts (${COUNT_GROUP}, patients)
     VALUES (${row}.organization_id, ${row}.region, ${row}.race, ${row}.menopause_status, 0 ${delta})
     ON CONFLICT (${COUNT_GROUP}) DO UPDATE SET patients = patients ${delta};`;

/**
 * A count of the patients' menopause_status changes ever written, so deep pages of a list filtered on the
 * status may seek from marks taken since the last change: a change moves a record into or out of such a
 * list below its marks.
 * Created with the count triggers; bulk replays, which drop those, count one change when they end.
 */
export const SQLITE_STATUS_MOVES = `
  CREATE TABLE IF NOT EXISTS rm_status_moves (one INTEGER PRIMARY KEY CHECK (one = 1), moves INTEGER NOT NULL);
  INSERT OR IGNORE INTO rm_status_moves (one, moves) VALUES (1, 0);
  CREATE TRIGGER IF NOT EXISTS rm_patients_status_moved AFTER UPDATE OF menopause_status ON rm_patients
  WHEN old.menopause_status IS NOT new.menopause_status BEGIN
    UPDATE rm_status_moves SET moves = moves + 1;
  END;
`;

export const SQLITE_COUNT_STATUS_MOVE = 'UPDATE rm_status_moves SET moves = moves + 1';

/**
 * New patients are counted by their writer (SqlitePatientWrites), per run;
 * updates and deletes by these triggers, which see the row as it was.
 */
export const SQLITE_PATIENT_COUNT_TRIGGERS = `
  CREATE TRIGGER IF NOT EXISTS rm_patients_counted_update AFTER UPDATE OF ${COUNT_GROUP} ON rm_patients
  WHEN old.organization_id IS NOT new.organization_id OR old.region IS NOT new.region
    OR old.race IS NOT new.race OR old.menopause_status IS NOT new.menopause_status BEGIN
    ${countChange('old', '- 1')}
    ${countChange('new', '+ 1')}
  END;
  CREATE TRIGGER IF NOT EXISTS rm_patients_counted_delete AFTER DELETE ON rm_patients BEGIN
    ${countChange('old', '- 1')}
  END;
  ${SQLITE_STATUS_MOVES}
`;

export const SQLITE_PATIENT_COUNT_TRIGGER_NAMES = [
  'rm_patients_counted_update',
  'rm_patients_counted_delete',
  'rm_patients_status_moved',
];

/** Counted inserted patients until their writer did (the counts it kept stay right): dropped when the store opens. */
const RETIRED_TRIGGERS = ['rm_patients_counted_insert'];

/** The counts recomputed from the patients: after a bulk replay, and for a file written before they were kept. */
export const SQLITE_FILL_PATIENT_COUNTS = `
  DELETE FROM rm_patient_counts;
  INSERT INTO rm_patient_counts (${COUNT_GROUP}, patients)
    SELECT ${COUNT_GROUP}, count(*) FROM rm_patients GROUP BY ${COUNT_GROUP};
`;

/** A query index, and whether a bulk replay keeps it up to date as it inserts or builds it once at the end. */
export interface QueryIndex {
  name: string;
  on: string;
  /**
   * Its leading key grows with the log (creation time, or one of a handful of values before it), so a
   * replay in log order adds each row at the end of a few runs of the tree: keeping it costs less than
   * sorting every row again afterwards (a million-event rebuild ran about 10% faster here). Indexes led by a
   * key in no such order (a patient id, a visit date) take rows all over the tree and are built once.
   */
  followsLogOrder: boolean;
}

/**
 * The indexes only queries use (lists, filters, the batch sweep); lookups by
 * id go through the primary keys.
 */
export const SQLITE_READ_MODEL_QUERY_INDEXES: readonly QueryIndex[] = [
  {
    name: 'rm_patients_newest_listing',
    on: 'rm_patients (created_ms DESC, id DESC, region, race, menopause_status)',
    followsLogOrder: true,
  },
  {
    name: 'rm_patients_organization_listing',
    on: 'rm_patients (organization_id, created_ms DESC, id DESC, region, race, menopause_status)',
    followsLogOrder: true,
  },
  {
    // A rare combination of the three filters is read from its own range instead of the newest-first walk.
    name: 'rm_patients_filtered_listing',
    on: 'rm_patients (region, race, menopause_status, created_ms DESC, id DESC)',
    followsLogOrder: false,
  },
  {
    name: 'rm_visits_newest_listing',
    on: 'rm_visits (created_ms DESC, id DESC, patient_id, visit_type, visit_date)',
    followsLogOrder: true,
  },
  {
    name: 'rm_visits_organization_listing',
    on: 'rm_visits (organization_id, created_ms DESC, id DESC, patient_id, visit_type, visit_date)',
    followsLogOrder: true,
  },
  {
    name: 'rm_visits_patient',
    on: 'rm_visits (patient_id, visit_date DESC, created_ms DESC, id DESC)',
    followsLogOrder: false,
  },
  {
    // Covers a type list's walk to a deep page and its date filter, without reading a row per step.
    name: 'rm_visits_type_listing',
    on: 'rm_visits (visit_type, created_ms DESC, id DESC, visit_date, organization_id)',
    followsLogOrder: true,
  },
  {
    // A narrow date range's page is sorted from this index alone (keys, type and organization), see visitListPlan.
    name: 'rm_visits_date_listing',
    on: 'rm_visits (visit_date, created_ms DESC, id DESC, visit_type, organization_id)',
    followsLogOrder: false,
  },
  { name: 'rm_batches_phase', on: 'rm_batches (phase)', followsLogOrder: false },
];

/** The query indexes of one table. */
export const queryIndexesOn = (table: string): QueryIndex[] =>
  SQLITE_READ_MODEL_QUERY_INDEXES.filter((index) => index.on.startsWith(`${table} (`));

/** The query indexes a bulk replay drops while it inserts and builds once at the end. */
export const SQLITE_BULK_BUILT_INDEXES = SQLITE_READ_MODEL_QUERY_INDEXES.filter((index) => !index.followsLogOrder);

/** List indexes of earlier versions, superseded by the `_listing` ones above: dropped when the store opens. */
const RETIRED_INDEXES = [
  'rm_patients_newest',
  'rm_patients_organization',
  'rm_visits_newest',
  'rm_visits_organization',
  'rm_visits_date',
  'rm_visits_type',
];

export const createIndexSql = (index: { name: string; on: string }): string =>
  `CREATE INDEX IF NOT EXISTS ${index.name} ON ${index.on};`;

export const SQLITE_READ_MODEL_SCHEMA = `${SQLITE_READ_MODEL_TABLES_SQL}
  ${SQLITE_PATIENT_COUNTS_TABLE}
  ${SQLITE_PATIENT_COUNT_TRIGGERS}
  ${SQLITE_VISIT_COUNTS_TABLE}
  ${SQLITE_VISIT_COUNT_TRIGGERS}
  ${SQLITE_SEEK_MARKS_TABLES}
  ${RETIRED_TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name};`).join('\n  ')}
  ${RETIRED_INDEXES.map((name) => `DROP INDEX IF EXISTS ${name};`).join('\n  ')}
  ${SQLITE_READ_MODEL_QUERY_INDEXES.map(createIndexSql).join('\n  ')}
`;

export const SQLITE_READ_MODEL_TABLES = [
  'rm_patients',
  'rm_visits',
  'rm_batches',
  'rm_batch_errors',
  'rm_checkpoints',
  'rm_patient_counts',
  'rm_visit_counts',
  ...SQLITE_VISIT_SLICES_TABLE_NAMES,
  'rm_seek_marks',
  'rm_seek_lists',
];

/**
 * Read models written before records carried their organization, before
 * patients kept their list item, or while they kept their whole view, lack a
 * column: they are dropped, with the checkpoints, and the projector rebuilds
 * them from the event log (whose metadata always named the organization).
 */
export const SQLITE_READ_MODEL_OUTDATED = `SELECT 1 WHERE
  EXISTS (SELECT 1 FROM pragma_table_info('rm_patients'))
  AND (SELECT count(*) FROM pragma_table_info('rm_patients')
       WHERE name IN ('organization_id', 'list_item', 'revision')) < 3`;

const placeholders = (values: unknown[]): string => values.map(() => '?').join(', ');

/** Schema statements creating their tables, indexes and triggers in the attached views file. */
export const inViews = (ddl: string): string => inSchema(ddl, VIEWS_SCHEMA);

/**
 * Creates the views' tables in their file, moving them out of the log's file first when an earlier version
 * kept them there, and dropping those of an incompatible earlier version.
 */
export function prepareReadModelTables(db: SqliteClient): void {
  moveViewsOutOfLogFile(db);
  // A file from an earlier version may get an index built here, over every row it holds.
  db.withTemporaryFiles(() =>
    db.write(() => {
      if (db.writer.prepare(SQLITE_READ_MODEL_OUTDATED).get() !== undefined) {
        for (const table of SQLITE_READ_MODEL_TABLES) db.writer.exec(`DROP TABLE IF EXISTS ${table}`);
      }
      const counting = ['rm_patient_counts', ...SQLITE_PATIENT_COUNT_TRIGGER_NAMES];
      const countingVisits = SQLITE_VISIT_COUNTING;
      const present = (names: string[]): number =>
        (
          db.writer
            .prepare(`SELECT count(*) AS n FROM ${VIEWS_SCHEMA}.sqlite_master WHERE name IN (${placeholders(names)})`)
            .get(...names) as { n: number }
        ).n;
      const kept = present(counting);
      const keptVisits = present(countingVisits);
      db.writer.exec(inViews(SQLITE_READ_MODEL_SCHEMA));
      // A file from before the counts were kept, or left by a bulk replay that died before putting the triggers
      // back: counted once from its patients (visits), then kept by the triggers.
      if (kept < counting.length) db.writer.exec(SQLITE_FILL_PATIENT_COUNTS);
      if (keptVisits < countingVisits.length) db.writer.exec(SQLITE_FILL_VISIT_COUNTS);
    }),
  );
}

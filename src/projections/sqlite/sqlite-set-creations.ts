import type { Position } from '../../events/event-store';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import { PATIENT_FIELDS } from '../../events/clinical-values';
import { currentSchemaVersion } from '../../events/schema-versions';
import { NO_VIEW_EVENT_TYPES } from '../fold-views';
import type { ReadModelTableNames } from './sqlite-table-names';
import type { PhaseClock } from '../rebuild-phases';
import type { PositionSlice } from './creation-slice-claims';

/**
 * Whether a creation event of `type` is one whose row SQLite builds byte for
 * byte as the fold does. The log's text is JSON.stringify's, and `->` copies an
 * element's text as it is stored, so the views' JSON comes out as the fold's
 * JSON.stringify writes it; the columns `->>` decodes (escapes, control
 * characters and lone surrogates included) hold what better-sqlite3 binds
 * for the fold's strings (see set-based-rebuild.int.spec.ts). Only an event
 * stored at today's version (or with none, when today's is 1) is built here,
 * with one JSON look-up per event; any other (older, newer, or a version
 * storedSchemaVersion reads otherwise, such as the text "2") goes through the
 * fold, upcasters and version checks included, which is right for every event.
 */
const setBuilt = (type: 'PatientRegistered' | 'VisitRecorded'): string => {
  const version = currentSchemaVersion(type);
  const whenAbsent = version === 1 ? 1 : 0;
  return `(event_type = '${type}' AND coalesce(metadata ->> '$.schema_version' = ${version}, ${whenAbsent}))`;
};

/** The SQL name of Date.parse, so a created_ms is the number the fold's rows carry. */
export const DATE_MS = 'rebuild_date_ms';

/** toISOString's shape, the one the service stamps its times in. */
const ISO_INSTANT = "'[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'";

/**
 * Date.parse of a time in SQL: SQLite's own parse for toISOString's shape (the same millisecond, checked
 * over 200,000 random instants; a call into JavaScript per row cost about 3 µs), Date.parse for any other.
 */
const createdMs = (path: string): string =>
  `(CASE WHEN data ->> '${path}' GLOB ${ISO_INSTANT}
    THEN CAST(round(unixepoch(data ->> '${path}', 'subsec') * 1000) AS INTEGER)
    ELSE ${DATE_MS}(data ->> '${path}') END)`;

const LIST_ITEM_FIELDS = PATIENT_FIELDS.filter((field) => field !== 'notes');

/** The list item's JSON as patientListItemJson writes it: id, every field (null when not given), the two dates. */
const LIST_ITEM_JSON = `json_object('id', data -> '$.patient_id', ${LIST_ITEM_FIELDS.map(
  (field) => `'${field}', data -> '$.patient.${field}'`,
).join(', ')}, 'created_at', data -> '$.registered_at', 'updated_at', data -> '$.registered_at')`;

/** A visit's view JSON with the keys in the fold's order (see foldEvents, VisitRecorded). */
export const VISIT_VIEW_JSON = `json_object('id', data -> '$.visit_id',
  'organization_id', metadata -> '$.organization_id', 'visit', data -> '$.visit',
  'created_at', data -> '$.recorded_at', 'updated_at', data -> '$.recorded_at',
  'last_position', position, 'revision', stream_revision)`;

const SLICE = 'position > ? AND position <= ?';

/** The patients' set-based insert (exported for bench/support/rebuild-sql-cpu.ts, which times its parts). */
export const patientsSql = (tables: ReadModelTableNames): string => `
  INSERT INTO ${tables.patients}
    (id, organization_id, region, race, menopause_status, created_ms, notes, revision, list_item, last_position)
  SELECT data ->> '$.patient_id', metadata ->> '$.organization_id', data ->> '$.patient.region',
    data ->> '$.patient.race', data ->> '$.patient.menopause_status', ${createdMs('$.registered_at')},
    data ->> '$.patient.notes', stream_revision, ${LIST_ITEM_JSON}, position
  FROM event_log WHERE ${SLICE} AND ${setBuilt('PatientRegistered')}
  ORDER BY position
  ON CONFLICT (id) DO NOTHING`;

/** The columns the visits' set-based inserts write, in the order of their SELECT. */
const VISIT_INSERT_COLUMNS = 'id, organization_id, patient_id, visit_type, visit_date, created_ms, view, last_position';

const visitsSelect = `
  SELECT data ->> '$.visit_id', metadata ->> '$.organization_id', data ->> '$.visit.patient_id',
    data ->> '$.visit.visit_type', data ->> '$.visit.visit_date', ${createdMs('$.recorded_at')},
    ${VISIT_VIEW_JSON}, position
  FROM event_log WHERE ${SLICE} AND ${setBuilt('VisitRecorded')}
  ORDER BY position`;

/** The visits' set-based insert (exported for bench/rebuild-storage.bench.ts, which measures where it writes). */
export const visitsSql = (tables: ReadModelTableNames): string => `
  INSERT INTO ${tables.visits} (${VISIT_INSERT_COLUMNS}) ${visitsSelect}
  ON CONFLICT (id) DO NOTHING`;

/**
 * Where the thread beside the writer inserts the visits of the slices it takes (see SliceClaims), in a file
 * of its own: the rows as the visits' insert makes them, keyed by their position, with no index on the id.
 * The slices come from the back of the log, so an id's first creation among them is only known once they are
 * all in: APPEND_VISITS_BESIDE appends them after the writer's in log order, and the first creation wins there.
 */
export const VISITS_BESIDE = 'visits_beside';

export const VISITS_BESIDE_TABLE = `CREATE TABLE ${VISITS_BESIDE} (
  id TEXT NOT NULL, organization_id TEXT NOT NULL, patient_id TEXT NOT NULL, visit_type TEXT NOT NULL,
  visit_date TEXT NOT NULL, created_ms INTEGER NOT NULL, view TEXT NOT NULL, last_position INTEGER PRIMARY KEY)`;

const visitsBesideSql = `INSERT INTO ${VISITS_BESIDE} (${VISIT_INSERT_COLUMNS}) ${visitsSelect}`;

/**
 * Appends the visits built beside (see VISITS_BESIDE) after the writer's, from the file attached as `schema`,
 * in log order: they all come after the writer's slices, so an id created on both sides keeps the writer's
 * row, and one created twice beside keeps its first, as in the fold. (`WHERE true`: SQLite reads an ON after a
 * bare FROM as a join's.)
 */
export const APPEND_VISITS_BESIDE = (tables: ReadModelTableNames, schema: string): string => `
  INSERT INTO main.${tables.visits} (${VISIT_INSERT_COLUMNS})
  SELECT ${VISIT_INSERT_COLUMNS} FROM ${schema}.${VISITS_BESIDE} WHERE true ORDER BY last_position
  ON CONFLICT (id) DO NOTHING`;

/**
 * The events the fold phase reads after the set-based inserts: every event
 * but the creations those inserts built whole and the types no view holds. A
 * registration from a batch built here is not read again: it counts in its
 * batch by BATCH_REGISTRATION_COUNTS instead.
 */
const FOLD_PHASE_EVENT = `event_type NOT IN (${NO_VIEW_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})
    AND NOT ${setBuilt('VisitRecorded')} AND NOT ${setBuilt('PatientRegistered')}`;

/**
 * A registration the inserts build that names a batch, or a batch's start: what BATCH_REGISTRATION_COUNTS
 * needs to count the first in the second's batch.
 */
const BATCH_EVENT = `(event_type = 'BatchUploadStarted'
    OR (${setBuilt('PatientRegistered')} AND metadata ->> '$.batch_id' <> ''))`;

/**
 * What the fold phase needs from the log, gathered by the thread beside the
 * writer (see CreationsBeside) slice by slice in its pass for the patients,
 * into a table of its file, so that no thread scans the log for it alone:
 * the positions of the fold phase's events (`fold`), and the batches' starts
 * and the registrations built here that name a batch (`batch_id`). A second
 * read of a slice just read finds its pages in the file system's cache.
 * Kept on disk, so memory stays bounded whatever their number.
 */
export const FOLD_GATHERED = 'fold_gathered';

export const FOLD_GATHERED_TABLE = `CREATE TABLE ${FOLD_GATHERED} (
  position INTEGER PRIMARY KEY, fold INTEGER NOT NULL, start INTEGER NOT NULL, batch_id TEXT)`;

/** FOLD_GATHERED's rows of one slice (see SLICE). */
export const GATHER_FOR_FOLD = `
  INSERT INTO ${FOLD_GATHERED} (position, fold, start, batch_id)
  SELECT position, ${FOLD_PHASE_EVENT}, event_type = 'BatchUploadStarted',
    CASE WHEN event_type = 'BatchUploadStarted' THEN data ->> '$.batch_id'
      WHEN ${BATCH_EVENT} THEN metadata ->> '$.batch_id' END
  FROM event_log WHERE ${SLICE} AND (${FOLD_PHASE_EVENT} OR ${BATCH_EVENT})
  ORDER BY position`;

/**
 * How many events the log holds up to a head, which a set-based rebuild reports as applied. Counting the
 * positions up to the head reads every event's row; the whole log's count reads its smallest index, and the
 * few appended after the head are taken off. The thread beside the writer counts them.
 */
export const EVENTS_UP_TO =
  'SELECT (SELECT count(*) FROM event_log) - (SELECT count(*) FROM event_log WHERE position > ?)';

/**
 * The fold phase's events after a position, in log order, from those gathered in FOLD_GATHERED (in the file
 * attached as `schema`).
 */
export const FOLD_PHASE_EVENTS = (schema: string): string => `
  SELECT e.position, e.event_id, e.stream_id, e.stream_revision, e.event_type, e.data, e.metadata, e.recorded_at
  FROM ${schema}.${FOLD_GATHERED} AS f JOIN event_log AS e ON e.position = f.position
  WHERE f.position > ? AND f.fold
  ORDER BY f.position LIMIT ?`;

/**
 * Each registration the inserts built counts in its batch as the fold counts
 * it (successful + 1, the batch's last position moved to the registration's)
 * if the batch had started before it, which is when the fold has a view to
 * count it in. Only `successful` and `last_position` change, and no other
 * batch event reads them, so counting them apart from the fold gives the
 * fold's view. Reading these registrations in the fold made two fifths of
 * its CPU, on the reading thread, which bounds that phase. Counted from
 * FOLD_GATHERED: per batch, the registrations after its start and the last
 * of them. A start's batch id is read as stored: BatchUploadStarted has one
 * version and no upcaster (one that moved the id would have to be followed
 * here).
 */
export const BATCH_REGISTRATION_COUNTS = `
  WITH started AS (SELECT batch_id, min(position) AS position FROM ${FOLD_GATHERED} WHERE start GROUP BY batch_id)
  SELECT registered.batch_id, count(*) AS registrations, max(registered.position) AS last
  FROM ${FOLD_GATHERED} AS registered
  JOIN started ON started.batch_id = registered.batch_id AND registered.position > started.position
  WHERE NOT registered.start AND registered.batch_id IS NOT NULL
  GROUP BY registered.batch_id`;

/** One batch's row of BATCH_REGISTRATION_COUNTS. */
export interface BatchRegistrations {
  batch_id: string;
  registrations: number;
  last: Position;
}

/**
 * Adds a batch's registrations (see BATCH_REGISTRATION_COUNTS) to its view; the view's keys stay in place.
 * The numbers are cast: better-sqlite3 binds a JavaScript number as a REAL, which json_set would write as 2.0.
 */
export const ADD_BATCH_REGISTRATIONS = (tables: ReadModelTableNames): string => `
  UPDATE ${tables.batches} SET
    view = json_set(view, '$.successful', (view ->> '$.successful') + CAST(:registrations AS INTEGER),
      '$.last_position', max(last_position, CAST(:last AS INTEGER))),
    last_position = max(last_position, CAST(:last AS INTEGER))
  WHERE id = :batch_id`;

/** What insertCreations is told and tells back, slice by slice. */
export interface CreationSlices {
  /**
   * The next slice of log positions to insert, in a transaction of its own (which bounds the write-ahead log
   * a slice leaves, whatever the log's length); null once there is none left for this thread.
   */
  next(): PositionSlice | null;
  /** Before each transaction (the lease's check and renewal); throws to stop. */
  beforeSlice(): Promise<void>;
  /** After each commit: creation events built so far, and the last position of the slice. */
  afterSlice(built: number, covered: Position): void;
  /** Where each table's inserts are timed, as the phase `creations: <table>`, and their commits. */
  clock: PhaseClock;
}

/**
 * What insertCreations fills: the patients' table, the visits' table, or the visits beside the writer (see
 * VISITS_BESIDE); each may be built on a thread and into a file of its own.
 */
export type CreationTable = 'patients' | 'visits' | 'visits beside';

/** The phase every slice's commit is timed in, whichever table it filled. */
const COMMITS = 'creations: commits';

const CREATIONS_SQL: Record<CreationTable, (tables: ReadModelTableNames) => string> = {
  patients: patientsSql,
  visits: visitsSql,
  'visits beside': () => visitsBesideSql,
};

/**
 * Inserts the rows of `table` for every creation event of the slices it is
 * given that setBuilt admits, straight from the log in SQL, a transaction a
 * slice; the first creation of an id wins, as in the fold. The rows are
 * those the fold would write for these events alone, and the fold phase then
 * applies every later change over them (see FOLD_PHASE_EVENTS). A statement
 * `alongside` (over the same slice, see SLICE) runs in each slice's
 * transaction after the insert. Each statement and commit is added to its
 * phase of `slices.clock`, which the caller flushes. Returns the number of
 * creation events built.
 */
export async function insertCreations(
  writer: SqliteDatabase,
  tables: ReadModelTableNames,
  slices: CreationSlices,
  table: CreationTable,
  alongside?: { phase: string; sql: string },
): Promise<number> {
  writer.function(DATE_MS, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? Date.parse(text) : null,
  );
  const phase = `creations: ${table}`;
  const statement = writer.prepare<[Position, Position]>(CREATIONS_SQL[table](tables));
  const also = alongside && { phase: alongside.phase, statement: writer.prepare<[Position, Position]>(alongside.sql) };
  const { clock } = slices;
  clock.include(phase);
  if (also) clock.include(also.phase);
  clock.include(COMMITS);
  const insert = ({ from, to }: PositionSlice): number => {
    // Deferred: the log's file is attached to the views' for these reads, and an immediate one would lock it too.
    writer.exec('BEGIN');
    try {
      const inserted = clock.add(phase, () => statement.run(from, to).changes);
      if (also) clock.add(also.phase, () => also.statement.run(from, to));
      // Timed on its own: it writes what the page cache still holds of the slice.
      clock.add(COMMITS, () => writer.exec('COMMIT'));
      return inserted;
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK');
      throw error;
    }
  };
  let built = 0;
  for (;;) {
    await slices.beforeSlice();
    const slice = slices.next();
    if (slice === null) break;
    built += insert(slice);
    slices.afterSlice(built, slice.to);
  }
  return built;
}

import type { Position } from '../../events/event-store';
import type { SqliteDatabase } from '../../storage/sqlite-client';
import { PATIENT_FIELDS } from '../../events/clinical-values';
import { currentSchemaVersion } from '../../events/schema-versions';
import { NO_VIEW_EVENT_TYPES } from '../fold-views';
import type { ReadModelTableNames } from './sqlite-table-names';

/** The stored schema version of an event, as storedSchemaVersion reads it (1 when absent or not valid). */
const STORED_VERSION = `(CASE WHEN json_type(metadata, '$.schema_version') = 'integer'
  AND metadata ->> '$.schema_version' >= 1 THEN metadata ->> '$.schema_version' ELSE 1 END)`;

/**
 * A creation event of `type` whose row SQLite can build byte for byte as
 * the fold does. The log's text is JSON.stringify's, and `->` copies an
 * element's text as it is stored, so the views' JSON comes out as the fold's
 * JSON.stringify writes it; only a `\u` escape (a control character or a
 * lone surrogate) decodes differently in SQLite. An event of an older (or
 * newer) schema version goes through the fold, upcasters and version checks
 * included.
 */
const setBuilt = (type: 'PatientRegistered' | 'VisitRecorded'): string =>
  `(event_type = '${type}' AND instr(data, '\\u') = 0 AND instr(metadata, '\\u') = 0
    AND ${STORED_VERSION} = ${currentSchemaVersion(type)})`;

/** Creations a set-based insert builds; the fold phase skips their view and still folds the rest of them. */
const SET_BUILT_EVENT = `(${setBuilt('PatientRegistered')} OR ${setBuilt('VisitRecorded')})`;

/** The SQL name of Date.parse, so a created_ms is the number the fold's rows carry. */
const DATE_MS = 'rebuild_date_ms';

/** Positions per insert transaction: bounds the write-ahead log a slice leaves, whatever the log's length. */
const SLICE_POSITIONS = 250_000;

const LIST_ITEM_FIELDS = PATIENT_FIELDS.filter((field) => field !== 'notes');

/** The list item's JSON as patientListItemJson writes it: id, every field (null when not given), the two dates. */
const LIST_ITEM_JSON = `json_object('id', data -> '$.patient_id', ${LIST_ITEM_FIELDS.map(
  (field) => `'${field}', data -> '$.patient.${field}'`,
).join(', ')}, 'created_at', data -> '$.registered_at', 'updated_at', data -> '$.registered_at')`;

/** A visit's view JSON with the keys in the fold's order (see foldEvents, VisitRecorded). */
const VISIT_VIEW_JSON = `json_object('id', data -> '$.visit_id', 'organization_id', metadata -> '$.organization_id',
  'visit', data -> '$.visit', 'created_at', data -> '$.recorded_at', 'updated_at', data -> '$.recorded_at',
  'last_position', position, 'revision', stream_revision)`;

const SLICE = 'position > ? AND position <= ?';

const patientsSql = (tables: ReadModelTableNames): string => `
  INSERT INTO ${tables.patients}
    (id, organization_id, region, race, menopause_status, created_ms, notes, revision, list_item, last_position)
  SELECT data ->> '$.patient_id', metadata ->> '$.organization_id', data ->> '$.patient.region',
    data ->> '$.patient.race', data ->> '$.patient.menopause_status', ${DATE_MS}(data ->> '$.registered_at'),
    data ->> '$.patient.notes', stream_revision, ${LIST_ITEM_JSON}, position
  FROM event_log WHERE ${SLICE} AND ${setBuilt('PatientRegistered')}
  ORDER BY position
  ON CONFLICT (id) DO NOTHING`;

const visitsSql = (tables: ReadModelTableNames): string => `
  INSERT INTO ${tables.visits}
    (id, organization_id, patient_id, visit_type, visit_date, created_ms, view, last_position)
  SELECT data ->> '$.visit_id', metadata ->> '$.organization_id', data ->> '$.visit.patient_id',
    data ->> '$.visit.visit_type', data ->> '$.visit.visit_date', ${DATE_MS}(data ->> '$.recorded_at'),
    ${VISIT_VIEW_JSON}, position
  FROM event_log WHERE ${SLICE} AND ${setBuilt('VisitRecorded')}
  ORDER BY position
  ON CONFLICT (id) DO NOTHING`;

/**
 * The events the fold phase reads after the set-based inserts, in log order:
 * every event but the creations those inserts built whole (a registration
 * from a batch still counts in its batch) and the types no view holds. Its
 * last column says whether the event's own view was built by the inserts.
 */
export const FOLD_PHASE_EVENTS = `
  SELECT position, event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at,
    ${SET_BUILT_EVENT} AS set_built
  FROM event_log
  WHERE ${SLICE} AND event_type NOT IN (${NO_VIEW_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})
    AND NOT ${setBuilt('VisitRecorded')}
    AND NOT (${setBuilt('PatientRegistered')} AND coalesce(json_type(metadata, '$.batch_id'), 'null') = 'null')
  ORDER BY position LIMIT ?`;

/**
 * Inserts the patient and visit rows of every creation event up to `head`
 * that setBuilt admits, straight from the log in SQL, in transactions of
 * SLICE_POSITIONS positions; the first creation of an id wins, as in the
 * fold. The rows are those the fold would write for these events alone, and
 * the fold phase then applies every later change over them (see
 * FOLD_PHASE_EVENTS). Returns the number of creation events built.
 */
export function insertCreations(writer: SqliteDatabase, tables: ReadModelTableNames, head: Position): number {
  writer.function(DATE_MS, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? Date.parse(text) : null,
  );
  const patients = writer.prepare<[Position, Position]>(patientsSql(tables));
  const visits = writer.prepare<[Position, Position]>(visitsSql(tables));
  const slice = writer.transaction(
    (from: Position, to: Position) => patients.run(from, to).changes + visits.run(from, to).changes,
  );
  let built = 0;
  for (let from = 0; from < head; from += SLICE_POSITIONS)
    built += slice.immediate(from, Math.min(head, from + SLICE_POSITIONS));
  return built;
}

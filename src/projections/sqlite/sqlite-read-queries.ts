import type { Statement } from 'better-sqlite3';
import { SQLITE_BOUND_LIMIT } from '../../storage/sqlite-client';
import type { PatientFilter } from '../read-model-store';
import { STORED_PATIENT_COLUMNS } from './sqlite-view-rows';

/** The embedded read store's queries, and the filters and pages they take. */

export type Param = string | number;

/** Prepares (and caches) a statement of the read model; `pluck` reads a row's first column alone. */
export type Prepare = (sql: string, pluck: boolean) => Statement<Param[]>;

export const parse = <T>(text: string | undefined): T | null => (text === undefined ? null : (JSON.parse(text) as T));

/** "col = ?" clauses for the filters that are set, as the SQL adapter builds them. */
export function whereClause(conditions: [string, string | undefined][]): { sql: string; params: Param[] } {
  const set = conditions.filter((condition): condition is [string, string] => condition[1] !== undefined);
  return {
    sql: set.length > 0 ? `WHERE ${set.map(([expression]) => expression).join(' AND ')}` : '',
    params: set.map(([, value]) => value),
  };
}

export const PATIENT_BY_ID = `SELECT ${STORED_PATIENT_COLUMNS} FROM rm_patients WHERE id = ?`;
export const VISITS_OF_PATIENT_ORDER = 'visit_date DESC, created_ms DESC, id DESC';
export const VISITS_OF_PATIENT = `SELECT view FROM rm_visits WHERE patient_id = ? ORDER BY ${VISITS_OF_PATIENT_ORDER}`;

/** What GET /patients/{id} answers, in one statement (see patientAnswer). */
export const PATIENT_ANSWER = `SELECT organization_id, list_item, revision, notes,
    (SELECT json_group_array(json_object('id', id, 'visit_date', visit_date, 'visit_type', visit_type,
        'created_at', json_extract(view, '$.created_at')) ORDER BY ${VISITS_OF_PATIENT_ORDER})
      FROM rm_visits WHERE patient_id = rm_patients.id) AS visits
  FROM rm_patients WHERE id = ?`;

export interface PatientAnswerRow {
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
export const BATCH_ERROR_ITEMS_AFTER = `
  SELECT group_concat(items, ',' ORDER BY row_number) AS items, max(row_number) AS last, count(*) AS rows
  FROM (SELECT substr(errors, 2, length(errors) - 2) AS items, row_number FROM rm_batch_errors
        WHERE batch_id = ? AND row_number > ? AND errors <> '[]' ORDER BY row_number ${SQLITE_BOUND_LIMIT})`;

/** A filtered patient list's total from the kept counts: their columns are the patient filters. */
export const PATIENT_TOTAL = (whereSql: string): string =>
  `SELECT coalesce(sum(patients), 0) AS total FROM rm_patient_counts ${whereSql}`;

/**
 * The patient filters. rm_patients_filtered_listing is in newest-first order only under all three
 * filters: under fewer, a unary + keeps SQLite off it (it would sort every match), see patientRareWhere.
 */
export const patientWhere = (filter: PatientFilter): { sql: string; params: Param[] } => {
  const all = filter.region !== undefined && filter.race !== undefined && filter.menopause_status !== undefined;
  const term = all ? '' : '+';
  return whereClause([
    ['organization_id = ?', filter.organization_id],
    [`${term}region = ?`, filter.region],
    [`${term}race = ?`, filter.race],
    [`${term}menopause_status = ?`, filter.menopause_status],
  ]);
};

export const PATIENT_FILTER_COLUMNS = ['region', 'race', 'menopause_status'] as const;

/**
 * A filter with fewer than the three columns, as conditions on all three (the columns not filtered on as IN
 * the values patients hold, from the kept counts) so that rm_patients_filtered_listing reads just the matches.
 */
export function patientRareWhere(
  filter: PatientFilter,
  valuesOf: (column: (typeof PATIENT_FILTER_COLUMNS)[number]) => string[],
): { sql: string; params: Param[] } {
  const terms: string[] = [];
  const params: Param[] = [];
  for (const column of PATIENT_FILTER_COLUMNS) {
    const value = filter[column];
    const values = value === undefined ? valuesOf(column) : [value];
    terms.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  }
  if (filter.organization_id !== undefined) {
    terms.push('+organization_id = ?');
    params.push(filter.organization_id);
  }
  return { sql: `WHERE ${terms.join(' AND ')}`, params };
}

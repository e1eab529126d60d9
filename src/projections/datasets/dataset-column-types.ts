import {
  ETHNICITIES,
  MEDICATION_TYPES,
  MENOPAUSE_STATUSES,
  RACES,
  REGIONS,
  SEVERITIES,
  STRESS_LEVELS,
  SYMPTOM_FIELDS,
  VISIT_TYPES,
} from '../../events/clinical-values';

/**
 * What a dataset column holds, for formats that carry types (Parquet). CSV
 * and NDJSON write the same cells untyped; a column not listed here is text.
 */
export type ColumnType =
  | { kind: 'text' }
  | { kind: 'enum'; values: readonly string[] }
  /** A calendar date, YYYY-MM-DD. */
  | { kind: 'date' }
  /** An instant, ISO 8601 in UTC with milliseconds. */
  | { kind: 'timestamp' }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'boolean' };

const TEXT: ColumnType = { kind: 'text' };
const DATE: ColumnType = { kind: 'date' };
const TIMESTAMP: ColumnType = { kind: 'timestamp' };
const INTEGER: ColumnType = { kind: 'integer' };
const NUMBER: ColumnType = { kind: 'number' };
const BOOLEAN: ColumnType = { kind: 'boolean' };
const oneOf = (values: readonly string[]): ColumnType => ({ kind: 'enum', values });

/** Column types by name: the three tables never give one name two meanings. */
const COLUMN_TYPES: Readonly<Record<string, ColumnType>> = {
  age_years: INTEGER,
  age_months: INTEGER,
  race: oneOf(RACES),
  ethnicity: oneOf(ETHNICITIES),
  region: oneOf(REGIONS),
  menopause_status: oneOf(MENOPAUSE_STATUSES),
  bmi: NUMBER,
  smoker: BOOLEAN,
  hypertension: BOOLEAN,
  diabetes: BOOLEAN,
  family_history_breast_cancer: BOOLEAN,
  visit_date: DATE,
  visit_type: oneOf(VISIT_TYPES),
  fsh_miu_ml: NUMBER,
  lh_miu_ml: NUMBER,
  estradiol_pg_ml: NUMBER,
  progesterone_ng_ml: NUMBER,
  testosterone_ng_dl: NUMBER,
  ...Object.fromEntries(SYMPTOM_FIELDS.map((field) => [field, oneOf(SEVERITIES)])),
  exercise_minutes_per_week: INTEGER,
  sleep_hours_per_night: NUMBER,
  alcohol_units_per_week: NUMBER,
  stress_level: oneOf(STRESS_LEVELS),
  type: oneOf(MEDICATION_TYPES),
  start_date: DATE,
  end_date: DATE,
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
};

export const columnType = (column: string): ColumnType => COLUMN_TYPES[column] ?? TEXT;

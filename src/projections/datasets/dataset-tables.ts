import {
  HORMONE_FIELDS,
  LIFESTYLE_FIELDS,
  type Medication,
  PATIENT_FIELDS,
  SYMPTOM_FIELDS,
  VISIT_VALUE_FIELDS,
} from '../../events/clinical-values';
import type { LoadedViews } from '../read-model-store';
import type { PatientView, VisitView } from '../views';

/** One cell: what the events hold; null where a value was never given. */
export type Cell = string | number | boolean | null;

export interface Table {
  name: 'patients' | 'visits' | 'medications';
  columns: readonly string[];
  rows: Cell[][];
}

export const TABLE_NAMES = ['patients', 'visits', 'medications'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

const PATIENT_COLUMNS = ['id', ...PATIENT_FIELDS, 'created_at', 'updated_at'] as const;
const VISIT_COLUMNS = [
  'id',
  'patient_id',
  'visit_date',
  'visit_type',
  ...HORMONE_FIELDS,
  ...SYMPTOM_FIELDS,
  ...LIFESTYLE_FIELDS,
  ...VISIT_VALUE_FIELDS,
  'created_at',
  'updated_at',
] as const;
const MEDICATION_COLUMNS = [
  'id',
  'visit_id',
  'patient_id',
  'name',
  'type',
  'dosage',
  'frequency',
  'start_date',
  'end_date',
] as const;

const cell = (value: string | number | boolean | undefined): Cell => value ?? null;

/** Ids in code-unit order: the same views always give the same row order. */
const byId = <T extends { id: string }>(items: Iterable<T>): T[] =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** A patient's row of the patients table. */
export const patientRow = (view: PatientView): Cell[] => [
  view.id,
  ...PATIENT_FIELDS.map((field) => cell(view.patient[field])),
  view.created_at,
  view.updated_at,
];

/**
 * A visit's row of the visits table (biomarkers, symptoms and lifestyle
 * flattened) written into `row`, which an export reuses from one visit to
 * the next: no arrays made per row.
 */
export function fillVisitRow({ id, visit, created_at, updated_at }: VisitView, row: Cell[]): Cell[] {
  let at = 0;
  row[at++] = id;
  row[at++] = visit.patient_id;
  row[at++] = visit.visit_date;
  row[at++] = visit.visit_type;
  const hormones = visit.hormone_biomarkers;
  for (const field of HORMONE_FIELDS) row[at++] = cell(hormones?.[field]);
  const symptoms = visit.symptoms;
  for (const field of SYMPTOM_FIELDS) row[at++] = cell(symptoms?.[field]);
  const lifestyle = visit.lifestyle;
  for (const field of LIFESTYLE_FIELDS) row[at++] = cell(lifestyle?.[field]);
  for (const field of VISIT_VALUE_FIELDS) row[at++] = cell(visit[field]);
  row[at++] = created_at;
  row[at] = updated_at;
  return row;
}

export const visitRow = (view: VisitView): Cell[] => fillVisitRow(view, new Array<Cell>(VISIT_COLUMNS.length));

/** The row of a visit's medication written into `row` (reused, as for fillVisitRow). */
export function fillMedicationRow({ id, visit }: VisitView, medication: Medication, row: Cell[]): Cell[] {
  row[0] = medication.id;
  row[1] = id;
  row[2] = visit.patient_id;
  row[3] = medication.name;
  row[4] = medication.type;
  row[5] = cell(medication.dosage);
  row[6] = cell(medication.frequency);
  row[7] = cell(medication.start_date);
  row[8] = cell(medication.end_date);
  return row;
}

/** A visit's rows of the medications table, in the order of its list. */
export const medicationRows = (view: VisitView): Cell[][] =>
  (view.visit.medications ?? []).map((medication: Medication): Cell[] =>
    fillMedicationRow(view, medication, new Array<Cell>(MEDICATION_COLUMNS.length)),
  );

export const TABLE_COLUMNS: Record<TableName, readonly string[]> = {
  patients: PATIENT_COLUMNS,
  visits: VISIT_COLUMNS,
  medications: MEDICATION_COLUMNS,
};

/**
 * The three de-identified tables: one row per patient, per visit (its
 * biomarkers, symptoms and lifestyle flattened into columns named as in the
 * API) and per medication of a visit, in id order (medications in the order
 * of their visit's list).
 */
export function datasetTables(views: LoadedViews): Table[] {
  const visitViews = byId(views.visits.values());
  return [
    { name: 'patients', columns: PATIENT_COLUMNS, rows: byId(views.patients.values()).map(patientRow) },
    { name: 'visits', columns: VISIT_COLUMNS, rows: visitViews.map(visitRow) },
    { name: 'medications', columns: MEDICATION_COLUMNS, rows: visitViews.flatMap(medicationRows) },
  ];
}

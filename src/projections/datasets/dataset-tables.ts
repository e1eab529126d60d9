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

/** A visit's row of the visits table: biomarkers, symptoms and lifestyle flattened. */
export const visitRow = ({ id, visit, created_at, updated_at }: VisitView): Cell[] => [
  id,
  visit.patient_id,
  visit.visit_date,
  visit.visit_type,
  ...HORMONE_FIELDS.map((field) => cell(visit.hormone_biomarkers?.[field])),
  ...SYMPTOM_FIELDS.map((field) => cell(visit.symptoms?.[field])),
  ...LIFESTYLE_FIELDS.map((field) => cell(visit.lifestyle?.[field])),
  ...VISIT_VALUE_FIELDS.map((field) => cell(visit[field])),
  created_at,
  updated_at,
];

/** A visit's rows of the medications table, in the order of its list. */
export const medicationRows = ({ id, visit }: VisitView): Cell[][] =>
  (visit.medications ?? []).map((medication: Medication): Cell[] => [
    medication.id,
    id,
    visit.patient_id,
    medication.name,
    medication.type,
    cell(medication.dosage),
    cell(medication.frequency),
    cell(medication.start_date),
    cell(medication.end_date),
  ]);

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

import {
  HORMONE_FIELDS,
  LIFESTYLE_FIELDS,
  type Medication,
  PATIENT_FIELDS,
  SYMPTOM_FIELDS,
  VISIT_VALUE_FIELDS,
} from '../../events/clinical-values';
import type { LoadedViews } from '../read-model-store';

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

/**
 * The three de-identified tables: one row per patient, per visit (its
 * biomarkers, symptoms and lifestyle flattened into columns named as in the
 * API) and per medication of a visit, in id order (medications in the order
 * of their visit's list).
 */
export function datasetTables(views: LoadedViews): Table[] {
  const patients = byId(views.patients.values()).map((view): Cell[] => [
    view.id,
    ...PATIENT_FIELDS.map((field) => cell(view.patient[field])),
    view.created_at,
    view.updated_at,
  ]);
  const visitViews = byId(views.visits.values());
  const visits = visitViews.map(({ id, visit, created_at, updated_at }): Cell[] => [
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
  ]);
  const medications = visitViews.flatMap(({ id, visit }) =>
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
    ]),
  );
  return [
    { name: 'patients', columns: PATIENT_COLUMNS, rows: patients },
    { name: 'visits', columns: VISIT_COLUMNS, rows: visits },
    { name: 'medications', columns: MEDICATION_COLUMNS, rows: medications },
  ];
}

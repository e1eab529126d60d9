import type { PatientFields } from '../../events/clinical-values';
import { patientListItemJson } from '../patient-list-item';
import type { ViewChanges } from '../read-model-store';
import type { PatientView } from '../views';

/** A column value as bound to a statement. */
export type ColumnValue = string | number | null;

/**
 * The rows a run of changes writes, each table's rows one after the other in
 * one flat array (PATIENT_COLUMNS values per patient, and so on), views
 * already serialized. Flat arrays of strings and numbers cross to another
 * thread as a cheap copy, where the views' object graphs would be cloned
 * field by field; the live projector writes through the same shape, so both
 * store exactly the same text.
 */
export interface ViewRows {
  /** id, organization_id, region, race, menopause_status, created_ms, notes, revision, list_item, last_position */
  patients: ColumnValue[];
  /** id, organization_id, patient_id, visit_type, visit_date, created_ms, view, last_position */
  visits: ColumnValue[];
  /** id, phase, view, last_position */
  batches: ColumnValue[];
  /** batch_id, row_number, errors, position */
  batchErrors: ColumnValue[];
}

/** Row `index`'s values of a flat `values` array (`row.length` per row) copied into `row`, which is reused. */
export function fillRow(values: ColumnValue[], index: number, row: ColumnValue[]): ColumnValue[] {
  const start = index * row.length;
  for (let column = 0; column < row.length; column += 1) row[column] = values[start + column];
  return row;
}

export const PATIENT_COLUMNS = 10;
/** Where each value of a patient row is, as `toViewRows` lays them out: the one place that knows the order. */
export const PATIENT_ROW = {
  id: 0,
  organization: 1,
  region: 2,
  race: 3,
  status: 4,
  createdMs: 5,
  notes: 6,
  revision: 7,
  listItem: 8,
  lastPosition: 9,
} as const;
export const VISIT_COLUMNS = 8;
export const BATCH_COLUMNS = 4;
export const BATCH_ERROR_COLUMNS = 4;

export function toViewRows(changes: ViewChanges): ViewRows {
  const patients: ColumnValue[] = [];
  for (const view of changes.patients) {
    const { region, race, menopause_status } = view.patient;
    patients.push(
      view.id,
      view.organization_id,
      region,
      race,
      menopause_status,
      Date.parse(view.created_at),
      view.patient.notes ?? null,
      view.revision,
      patientListItemJson(view),
      view.last_position,
    );
  }
  const visits: ColumnValue[] = [];
  for (const view of changes.visits) {
    const { patient_id, visit_type, visit_date } = view.visit;
    visits.push(
      view.id,
      view.organization_id,
      patient_id,
      visit_type,
      visit_date,
      Date.parse(view.created_at),
      JSON.stringify(view),
      view.last_position,
    );
  }
  const batches: ColumnValue[] = [];
  for (const view of changes.batches) batches.push(view.id, view.phase, JSON.stringify(view), view.last_position);
  const batchErrors: ColumnValue[] = [];
  for (const item of changes.batchErrors)
    batchErrors.push(item.batch_id, item.row_number, JSON.stringify(item.errors), item.position);
  return { patients, visits, batches, batchErrors };
}

/** What a stored patient row holds besides its filter columns: enough to make its view again. */
export interface StoredPatient {
  list_item: string;
  organization_id: string;
  notes: string | null;
  revision: number;
  last_position: number;
}

/**
 * A patient's view from its stored row: the list item's fields (a null there is a field not given, which
 * the view leaves out, as no field is ever null), its notes, and the columns. Key order aside, it is the
 * view the row was written from.
 */
export function patientViewOf(row: StoredPatient): PatientView {
  const { id, created_at, updated_at, ...fields } = JSON.parse(row.list_item) as Record<string, unknown> & {
    id: string;
    created_at: string;
    updated_at: string;
  };
  const patient: Record<string, unknown> = {};
  for (const key in fields) if (fields[key] !== null) patient[key] = fields[key];
  if (row.notes !== null) patient.notes = row.notes;
  return {
    id,
    organization_id: row.organization_id,
    patient: patient as unknown as PatientFields,
    created_at,
    updated_at,
    last_position: row.last_position,
    revision: row.revision,
  };
}

/** The view of the patient row starting at `start` of a flat `values` array laid out as `ViewRows.patients`. */
export function patientViewOfValues(values: ColumnValue[], start: number): PatientView {
  return patientViewOf({
    list_item: values[start + PATIENT_ROW.listItem] as string,
    organization_id: values[start + PATIENT_ROW.organization] as string,
    notes: values[start + PATIENT_ROW.notes] as string | null,
    revision: values[start + PATIENT_ROW.revision] as number,
    last_position: values[start + PATIENT_ROW.lastPosition] as number,
  });
}

/** The columns a patient's view is read from (see `patientViewOf`). */
export const STORED_PATIENT_COLUMNS = 'list_item, organization_id, notes, revision, last_position';

import { patientListItemJson } from '../patient-list-item';
import type { ViewChanges } from '../read-model-store';

/** A column value as bound to a statement. */
export type ColumnValue = string | number;

/**
 * The rows a run of changes writes, each table's rows one after the other in
 * one flat array (PATIENT_COLUMNS values per patient, and so on), views
 * already serialized. Flat arrays of strings and numbers cross to another
 * thread as a cheap copy, where the views' object graphs would be cloned
 * field by field; the live projector writes through the same shape, so both
 * store exactly the same text.
 */
export interface ViewRows {
  /** id, organization_id, region, race, menopause_status, created_ms, view, list_item, last_position */
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

export const PATIENT_COLUMNS = 9;
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
      JSON.stringify(view),
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

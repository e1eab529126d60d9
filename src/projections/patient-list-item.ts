import { PATIENT_FIELDS } from '../events/clinical-values';
import type { PatientView } from './views';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every listed key present; a value not given is null, as in the spec's examples. */
export function withNulls(
  keys: readonly string[],
  source: object,
  shaped: { [key: string]: Json } = {},
): { [key: string]: Json } {
  const values = source as Record<string, Json | undefined>;
  // A loop into one object, not Object.fromEntries over mapped pairs and a spread: this runs for every field
  // of every listed record.
  for (const key of keys) shaped[key] = values[key] ?? null;
  return shaped;
}

const LIST_ITEM_FIELDS = PATIENT_FIELDS.filter((field) => field !== 'notes');

/**
 * A patient as patient lists show it (every field but the notes). Here rather than with the other output
 * shapes because the embedded read store keeps each patient's list item as JSON text beside its view.
 */
export function patientListItem(view: PatientView): Record<string, Json> {
  const item = withNulls(LIST_ITEM_FIELDS, view.patient, { id: view.id });
  item.created_at = view.created_at;
  item.updated_at = view.updated_at;
  return item;
}

/** The list item's JSON text: what a page of the list is made of, byte for byte. */
export const patientListItemJson = (view: PatientView): string => JSON.stringify(patientListItem(view));

import { PATIENT_FIELDS } from '../../events/clinical-values';
import type { Cell } from '../datasets/dataset-tables';

/** What a patient's row of the patients table is read from, in this order: its list item's JSON and its notes. */
export const PATIENT_ROW_SOURCE_COLUMNS = 'list_item, notes';

const NOTES_AT = 1 + PATIENT_FIELDS.indexOf('notes');

/**
 * A patient's row of the patients table written into `row` (reused from one
 * patient to the next) straight from its stored list item and notes: the
 * row `patientRow` gives for the view `patientViewOf` makes of them (a null
 * in the list item is a field not given, the notes column wins over the
 * item), without making that view.
 */
export function fillStoredPatientRow(listItem: string, notes: string | null, row: Cell[]): Cell[] {
  const item = JSON.parse(listItem) as Record<string, Cell | undefined>;
  row[0] = item.id ?? null;
  for (let index = 0; index < PATIENT_FIELDS.length; index += 1) row[index + 1] = item[PATIENT_FIELDS[index]] ?? null;
  if (notes !== null) row[NOTES_AT] = notes;
  row[PATIENT_FIELDS.length + 1] = item.created_at ?? null;
  row[PATIENT_FIELDS.length + 2] = item.updated_at ?? null;
  return row;
}

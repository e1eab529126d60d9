import type { TextField } from '../../deidentification/check';

export function patientTextFields(input: { notes?: string }): TextField[] {
  return [{ field: 'notes', text: input.notes }];
}

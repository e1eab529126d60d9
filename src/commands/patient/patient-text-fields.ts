import type { TextField } from '../../deidentification/check';
import { freeTextOf } from '../../shared/free-text';

/** The patient's declared free text, for the identifier screen. */
export function patientTextFields(input: { notes?: string }): TextField[] {
  return freeTextOf('patient', input);
}

import type { PatientFields } from '../../events/clinical-values';
import type { BatchRowError } from '../../events/domain-events';
import { isAppError } from '../../shared/app-error';
import { BIDI_MESSAGE, fieldsWithBidiControls, findIdentifiers } from '../../deidentification/check';
import type { IdentifierDetector } from '../../deidentification/detector';
import { INVALID_ENUM_MESSAGE } from '../../deidentification/named-value';
import { type PatientPolicy, parseNewPatient } from '../patient/patient-schemas';
import { patientTextFields } from '../patient/patient-text-fields';
import { type CsvCells, csvCellsToPatientInput } from './csv-row';

export type RowValidation = { kind: 'valid'; patient: PatientFields } | { kind: 'invalid'; errors: BatchRowError[] };

export interface RowValidationDeps {
  detector: IdentifierDetector;
  patientPolicy: PatientPolicy;
}

/** A row the upload could not map onto the header: judged here so every row outcome is counted the same way. */
export interface CellCountMismatch {
  expected: number;
  actual: number;
}

export const DEIDENTIFICATION_MESSAGE = 'Text appears to contain identifying information';

/**
 * Rejections are stored in the immutable log, so they must never carry cell
 * text: an enum message names the value only where the shared rule allows it
 * (named-value.ts) and is kept; any other message that happens to quote the
 * cell is replaced by a neutral one.
 */
export function logSafeMessage(message: string, cellText: string | undefined): string {
  if (INVALID_ENUM_MESSAGE.test(message)) return message;
  if (cellText !== undefined && cellText.trim().length >= 3 && message.includes(cellText.trim()))
    return 'Invalid value';
  return message;
}

/**
 * The same rules as POST /patients for one CSV row: schema validation first;
 * the de-identification check only on otherwise valid input (DECISIONS).
 */
export function validateRow(
  deps: RowValidationDeps,
  rowNumber: number,
  cells: CsvCells,
  mismatch?: CellCountMismatch,
): RowValidation {
  if (mismatch) {
    return {
      kind: 'invalid',
      errors: [
        {
          row: rowNumber,
          field: 'row',
          message: `Row has ${mismatch.actual} values but the header has ${mismatch.expected} columns`,
        },
      ],
    };
  }
  let patient: PatientFields;
  try {
    patient = parseNewPatient(csvCellsToPatientInput(cells), deps.patientPolicy);
  } catch (error) {
    if (!isAppError(error) || !Array.isArray(error.details)) throw error;
    const items = error.details as { field: string; message: string }[];
    return {
      kind: 'invalid',
      errors: items.map((item) => ({
        row: rowNumber,
        field: item.field,
        message: logSafeMessage(item.message, cells[item.field as keyof CsvCells]),
      })),
    };
  }
  const reordered = fieldsWithBidiControls(patientTextFields(patient));
  if (reordered.length > 0) {
    return { kind: 'invalid', errors: reordered.map((field) => ({ row: rowNumber, field, message: BIDI_MESSAGE })) };
  }
  const findings = findIdentifiers(deps.detector, patientTextFields(patient));
  if (findings.length > 0) {
    return {
      kind: 'invalid',
      errors: findings.map((finding) => ({
        row: rowNumber,
        field: finding.field,
        message: DEIDENTIFICATION_MESSAGE,
        warning: finding.warning,
        position: finding.position,
      })),
    };
  }
  return { kind: 'valid', patient };
}

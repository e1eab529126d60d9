import type { CsvCells } from '../../commands/batch/csv-row';
import {
  type CellCountMismatch,
  type RowValidation,
  type RowValidationDeps,
  validateRow,
} from '../../commands/batch/row-validation';

export interface RowToValidate {
  rowNumber: number;
  cells: CsvCells;
  mismatch?: CellCountMismatch;
}

/** A row whose validation threw: the worker retries the group, or rejects the row once it is poison. */
export interface FailedValidation {
  kind: 'failed';
  message: string;
}

export type ValidatedRow = RowValidation | FailedValidation;

/** Validation and de-identification of a group of CSV rows, in order. */
export interface RowValidator {
  /** Loads the word lists now, so the first import does not wait for them. */
  prepare(): void;
  /** How many requests it works on side by side (its threads); 1 when absent. */
  readonly parallelism?: number;
  validate(rows: RowToValidate[]): Promise<ValidatedRow[]>;
  close(): Promise<void>;
}

/** Any text reaches every rule of the detector, which loads its lists on first use. */
export const WARM_UP_TEXT = 'Warm-up note';

/** Validates each row on its own, so one row that throws cannot take its group's other rows with it. */
export function validateEach(deps: RowValidationDeps, rows: RowToValidate[]): ValidatedRow[] {
  return rows.map((row) => {
    try {
      return validateRow(deps, row.rowNumber, row.cells, row.mismatch);
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** Validates on the calling thread: for custom detectors (tests) and IMPORT_VALIDATION_THREADS=0. */
export function inlineRowValidator(deps: RowValidationDeps): RowValidator {
  return {
    prepare: () => {
      deps.detector.detect(WARM_UP_TEXT);
    },
    validate: async (rows) => validateEach(deps, rows),
    close: async () => {},
  };
}

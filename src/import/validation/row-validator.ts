import type { CsvCells } from '../../commands/batch/csv-row';
import { withSortedKeys } from '../../events/canonical-json';
import { openEnvelope } from '../row-message';
import {
  type CellCountMismatch,
  type RowValidation,
  type RowValidationDeps,
  validateRow,
} from '../../commands/batch/row-validation';

/** A row whose cells are in hand (POST-style checks, tests). */
export interface OpenRowToValidate {
  rowNumber: number;
  cells: CsvCells;
  mismatch?: CellCountMismatch;
}

/**
 * A queued row still sealed under its batch key, opened where it is
 * validated: on a validation thread the main thread never decrypts rows nor
 * copies their cells across. Rows of one batch share one key object, which a
 * thread message then carries once.
 */
export interface SealedRowToValidate {
  rowNumber: number;
  batchId: string;
  sealed: string;
  key: Uint8Array;
}

export type RowToValidate = OpenRowToValidate | SealedRowToValidate;

/** A row whose validation threw: the worker retries the group, or rejects the row once it is poison. */
export interface FailedValidation {
  kind: 'failed';
  message: string;
}

/** A sealed row that its key cannot open (another batch's key, an altered payload): not a row at all. */
export interface UnreadableRow {
  kind: 'unreadable';
  message: string;
}

export type ValidatedRow = RowValidation | FailedValidation | UnreadableRow;

/** Validation and de-identification of a group of CSV rows, in order. */
export interface RowValidator {
  /** Loads the word lists now, so the first import does not wait for them. */
  prepare(): void;
  validate(rows: RowToValidate[]): Promise<ValidatedRow[]>;
  close(): Promise<void>;
}

/** Any text reaches every rule of the detector, which loads its lists on first use. */
export const WARM_UP_TEXT = 'Warm-up note';

/** Validates each row on its own, so one row that throws cannot take its group's other rows with it. */
export function validateEach(deps: RowValidationDeps, rows: RowToValidate[]): ValidatedRow[] {
  return rows.map((row) => {
    let open: OpenRowToValidate;
    try {
      open = 'sealed' in row ? openSealed(row) : row;
    } catch (error) {
      return { kind: 'unreadable', message: messageOf(error) };
    }
    try {
      const validation = validateRow(deps, open.rowNumber, open.cells, open.mismatch);
      // Sorted here, on the validation thread: the command handler then stores the patient as it is.
      return validation.kind === 'valid' ? { ...validation, patient: withSortedKeys(validation.patient) } : validation;
    } catch (error) {
      return { kind: 'failed', message: messageOf(error) };
    }
  });
}

function openSealed({ batchId, rowNumber, sealed, key }: SealedRowToValidate): OpenRowToValidate {
  const { cells, mismatch } = openEnvelope({ batchId, rowNumber, sealed }, key);
  return { rowNumber, cells, mismatch };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

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

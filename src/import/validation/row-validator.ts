import type { CsvCells } from '../../commands/batch/csv-row';
import {
  type CellCountMismatch,
  type RowValidation,
  type RowValidationDeps,
  validateRow,
} from '../../commands/batch/row-validation';
import { openEnvelope } from '../row-message';

/** A row whose cells the caller already has. */
export interface OpenRowToValidate {
  rowNumber: number;
  cells: CsvCells;
  mismatch?: CellCountMismatch;
}

/**
 * A queued row still sealed under its batch's key: the validator opens it
 * (on its own thread, when it has one) just before validating it, so the
 * thread that writes the log neither decrypts nor parses the cells. The key
 * is the same object for every row of a request, so a request to a thread
 * carries it once.
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

/** A sealed row the key could not open (another batch's key, an altered payload): not a row at all. */
export interface UndecodableRow {
  kind: 'undecodable';
  message: string;
}

export type ValidatedRow = RowValidation | FailedValidation | UndecodableRow;

/** Validation and de-identification of a group of CSV rows, in order. */
export interface RowValidator {
  /** Loads the word lists now, so the first import does not wait for them. */
  prepare(): void;
  validate(rows: RowToValidate[]): Promise<ValidatedRow[]>;
  close(): Promise<void>;
}

/** Any text reaches every rule of the detector, which loads its lists on first use. */
export const WARM_UP_TEXT = 'Warm-up note';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function openSealed({ batchId, rowNumber, sealed, key }: SealedRowToValidate): OpenRowToValidate {
  const { cells, mismatch } = openEnvelope({ batchId, rowNumber, sealed }, key);
  return { rowNumber, cells, mismatch };
}

/** Validates each row on its own, so one row that throws cannot take its group's other rows with it. */
export function validateEach(deps: RowValidationDeps, rows: RowToValidate[]): ValidatedRow[] {
  return rows.map((row) => {
    let opened: OpenRowToValidate;
    try {
      opened = 'sealed' in row ? openSealed(row) : row;
    } catch (error) {
      return { kind: 'undecodable', message: messageOf(error) };
    }
    try {
      return validateRow(deps, opened.rowNumber, opened.cells, opened.mismatch);
    } catch (error) {
      return { kind: 'failed', message: messageOf(error) };
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

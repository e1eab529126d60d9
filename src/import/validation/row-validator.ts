import type { CsvCells } from '../../commands/batch/csv-row';
import {
  type CellCountMismatch,
  type RowValidation,
  type RowValidationDeps,
  validateRow,
} from '../../commands/batch/row-validation';
import { type SealedRun, openEnvelope } from '../row-message';

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

/** A queued run of rows as it came off the queue, still sealed, and its batch's key. */
export interface SealedRunToValidate {
  envelope: SealedRun;
  /** On memory of its own: a Buffer may be a slice of a shared pool, which a thread message would copy whole. */
  key: Uint8Array;
}

/**
 * A run's rows validated, in row order; or, for a run its key cannot open
 * (another batch's key, an altered payload, not rows), why.
 */
export type ValidatedRun = { kind: 'opened'; rows: ValidatedRow[] } | { kind: 'unopenable'; message: string };

/**
 * Validation and de-identification of queued runs of CSV rows, in order.
 * The runs are opened where they are validated: on a row thread, the main
 * thread then neither decrypts nor parses the rows, nor copies their cells
 * into the thread's message (a run's sealed text crosses as one string).
 */
export interface RowValidator {
  /** Loads the word lists now, so the first import does not wait for them. */
  prepare(): void;
  /** How many requests it works on side by side (its threads); 1 when absent. */
  readonly parallelism?: number;
  validateRuns(runs: SealedRunToValidate[]): Promise<ValidatedRun[]>;
  close(): Promise<void>;
}

/** Any text reaches every rule of the detector, which loads its lists on first use. */
export const WARM_UP_TEXT = 'Warm-up note';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Validates each row on its own, so one row that throws cannot take its group's other rows with it. */
export function validateEach(deps: RowValidationDeps, rows: RowToValidate[]): ValidatedRow[] {
  return rows.map((row) => {
    try {
      return validateRow(deps, row.rowNumber, row.cells, row.mismatch);
    } catch (error) {
      return { kind: 'failed', message: messageOf(error) };
    }
  });
}

/** Opens each run with its key and validates its rows; a run that does not open is reported, not thrown. */
export function validateSealedRuns(deps: RowValidationDeps, runs: SealedRunToValidate[]): ValidatedRun[] {
  return runs.map(({ envelope, key }): ValidatedRun => {
    let rows: RowToValidate[];
    try {
      rows = openEnvelope(envelope, key);
    } catch (error) {
      return { kind: 'unopenable', message: messageOf(error) };
    }
    return { kind: 'opened', rows: validateEach(deps, rows) };
  });
}

/** Validates on the calling thread: for custom detectors (tests) and IMPORT_VALIDATION_THREADS=0. */
export function inlineRowValidator(deps: RowValidationDeps): RowValidator {
  return {
    prepare: () => {
      deps.detector.detect(WARM_UP_TEXT);
    },
    validateRuns: async (runs) => validateSealedRuns(deps, runs),
    close: async () => {},
  };
}

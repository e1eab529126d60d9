import type { CsvCells } from '../../commands/batch/csv-row';
import type { ImportPatientIds } from '../../commands/batch/import-ids';
import { type PreparedNewStream, prepareNewStream } from '../../commands/grouped-commands';
import { type CellCountMismatch, type RowValidationDeps, validateRow } from '../../commands/batch/row-validation';
import { type SealedRun, openEnvelope } from '../row-message';
import { type IdentifiedValidation, type RowOutcomeContext, type RowRef, rowOutcome } from '../row-outcome';
import { errorMessage } from '../../shared/error-message';

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

/**
 * A row's result: its outcome prepared (decided and written, ready to
 * append) when the run asked for outcomes and the validator knows how
 * imported rows' patient ids are derived; else its validation alone, from
 * which the import worker makes the outcome itself.
 */
export type ValidatedRow = PreparedNewStream | CheckedRow;

/** A row's validation, or why it could not be validated. */
export type CheckedRow = IdentifiedValidation | FailedValidation;

/** A validator prepares outcomes when it has the ids; the detector and policy are needed anyway. */
export interface RunValidationDeps extends RowValidationDeps {
  ids?: ImportPatientIds;
}

/** A queued run of rows as it came off the queue, still sealed, and its batch's key. */
export interface SealedRunToValidate {
  envelope: SealedRun;
  /** On memory of its own: a Buffer may be a slice of a shared pool, which a thread message would copy whole. */
  key: Uint8Array;
  /** Asks for each row's outcome, prepared where it is validated, off the main thread (as OutcomeShare allows). */
  outcome?: RowOutcomeContext;
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

/** Validates each row on its own, so one row that throws cannot take its group's other rows with it. */
export function validateEach(deps: RowValidationDeps, rows: RowToValidate[]): CheckedRow[] {
  return rows.map((row) => {
    try {
      return validateRow(deps, row.rowNumber, row.cells, row.mismatch);
    } catch (error) {
      return { kind: 'failed', message: errorMessage(error) };
    }
  });
}

/** Opens each run with its key and validates its rows; a run that does not open is reported, not thrown. */
export function validateSealedRuns(deps: RunValidationDeps, runs: SealedRunToValidate[]): ValidatedRun[] {
  return runs.map(({ envelope, key, outcome }): ValidatedRun => {
    let rows: RowToValidate[];
    try {
      rows = openEnvelope(envelope, key);
    } catch (error) {
      return { kind: 'unopenable', message: errorMessage(error) };
    }
    const validated = validateEach(deps, rows);
    const { ids } = deps;
    if (!ids) return { kind: 'opened', rows: validated };
    const refOf = (index: number): RowRef => ({ batchId: envelope.batchId, rowNumber: rows[index].rowNumber });
    // Outcomes not asked for: a valid row still gets its patient id (an HMAC) here, off the thread that stores rows.
    if (!outcome) return { kind: 'opened', rows: validated.map((row, index) => identified(ids, refOf(index), row)) };
    return { kind: 'opened', rows: validated.map((row, index) => prepared(ids, refOf(index), row, outcome)) };
  });
}

/** A valid row with the patient id it imports under; any other result as it is. */
function identified(ids: ImportPatientIds, row: RowRef, checked: CheckedRow): CheckedRow {
  return checked.kind === 'valid' ? { ...checked, patientId: ids.patientId(row.batchId, row.rowNumber) } : checked;
}

/** A validated row's outcome, ready to append; a row whose validation failed stays failed. */
function prepared(ids: ImportPatientIds, row: RowRef, validated: CheckedRow, context: RowOutcomeContext): ValidatedRow {
  if (validated.kind === 'failed') return validated;
  try {
    return prepareNewStream(rowOutcome(ids, row, validated, context));
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error) };
  }
}

/** Validates on the calling thread: for custom detectors (tests) and IMPORT_VALIDATION_THREADS=0. */
export function inlineRowValidator(deps: RunValidationDeps): RowValidator {
  return {
    prepare: () => {
      deps.detector.detect(WARM_UP_TEXT);
    },
    validateRuns: async (runs) => validateSealedRuns(deps, runs),
    close: async () => {},
  };
}

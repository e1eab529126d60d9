import type { CsvCells } from '../../commands/batch/csv-row';
import { type CellCountMismatch, type RowDecision, type RowDecisionDeps, decideRow } from '../../commands/batch/row-decision';

export interface RowToDecide {
  rowNumber: number;
  cells: CsvCells;
  mismatch?: CellCountMismatch;
}

/** A row whose decision threw: the worker retries the group, or rejects the row once it is poison. */
export interface FailedDecision {
  kind: 'failed';
  message: string;
}

export type DecidedRow = RowDecision | FailedDecision;

/** Validation and de-identification of a group of CSV rows, in order. */
export interface RowDecider {
  /** Loads the word lists now, so the first import does not wait for them. */
  prepare(): void;
  decide(rows: RowToDecide[]): Promise<DecidedRow[]>;
  close(): Promise<void>;
}

/** Any text reaches every rule of the detector, which loads its lists on first use. */
export const WARM_UP_TEXT = 'Warm-up note';

/** Decides each row on its own, so one row that throws cannot take its group's other rows with it. */
export function decideEach(deps: RowDecisionDeps, rows: RowToDecide[]): DecidedRow[] {
  return rows.map((row) => {
    try {
      return decideRow(deps, row.rowNumber, row.cells, row.mismatch);
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** Decides on the calling thread: for custom detectors (tests) and IMPORT_DECISION_THREADS=0. */
export function inlineRowDecider(deps: RowDecisionDeps): RowDecider {
  return {
    prepare: () => {
      deps.detector.detect(WARM_UP_TEXT);
    },
    decide: async (rows) => decideEach(deps, rows),
    close: async () => {},
  };
}

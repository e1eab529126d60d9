import { newBatchKey } from '../../src/import/batch-keys/row-cipher';
import { ROWS_PER_MESSAGE, type RowContent, encodeRun, readEnvelope } from '../../src/import/row-message';
import type { SealedRunToValidate, ValidatedRow, ValidatedRun } from '../../src/import/validation/row-validator';

/**
 * Rows as the import queue holds them: consecutive runs of up to `runRows`
 * rows (row 1 first), each sealed under the batch key, as validators get them.
 */
export function sealedRunsOf(
  rows: RowContent[],
  runRows = ROWS_PER_MESSAGE,
  key: Uint8Array = new Uint8Array(newBatchKey()),
  batchId = 'batch_sealedruns',
): SealedRunToValidate[] {
  const runs: SealedRunToValidate[] = [];
  for (let start = 0; start < rows.length; start += runRows) {
    const run = { batchId, firstRow: start + 1, rows: rows.slice(start, start + runRows) };
    const message = { ...encodeRun(run, key), offset: `test:${start}`, deliveryAttempt: 1 };
    runs.push({ envelope: readEnvelope(message), key });
  }
  return runs;
}

/** The rows' results of runs that all opened, in row order (a run that did not open fails the test). */
export function rowResultsOf(runs: ValidatedRun[]): ValidatedRow[] {
  return runs.flatMap((run) => {
    if (run.kind !== 'opened') throw new Error(`a run did not open: ${run.message}`);
    return run.rows;
  });
}

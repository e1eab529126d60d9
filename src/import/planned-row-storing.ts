import type { CommandHandler } from '../commands/command-handler';
import type { GroupedOutcome } from '../commands/grouped-commands';
import type { Logger } from '../shared/logger';
import { type PlannedRow, UNPROCESSABLE } from './run-planning';
import { rowRejection } from './row-outcome';

/** A run's commit resolves before it is on disk; the worker waits for the disk once per group, for all its runs. */
const UNSYNCED = { awaitDurable: false } as const;

/**
 * One group commit for the run; conflicts mean "already done" and are fine. Returns how many rows got their
 * outcome from this call (not the ones found done). Once poison, a run that keeps failing is stored row by row,
 * and the row that cannot be stored is rejected alone.
 */
export async function storePlannedRows(
  handler: CommandHandler,
  logger: Logger,
  planned: PlannedRow[],
  poisonMode: boolean,
): Promise<number> {
  if (planned.length === 0) return 0;
  try {
    const commands = planned.map((item) => item.command);
    return appendedCount(await handler.handleGroup(commands, UNSYNCED));
  } catch (error) {
    if (!poisonMode) throw error;
  }
  let appended = 0;
  for (const item of planned) {
    try {
      appended += appendedCount(await handler.handleGroup([item.command], UNSYNCED));
    } catch (error) {
      logger.error(
        { err: error, batch_id: item.row.batchId, row_number: item.row.rowNumber },
        'rejecting a row that cannot be stored',
      );
      const errors = [{ row: item.row.rowNumber, field: 'row', message: UNPROCESSABLE }];
      const rejected = rowRejection(item.row, errors, item.context);
      appended += appendedCount(await handler.handleGroup([rejected], UNSYNCED));
    }
  }
  return appended;
}

function appendedCount(outcomes: GroupedOutcome[]): number {
  return outcomes.filter((outcome) => outcome.status === 'appended').length;
}

import type { ImportPatientIds } from '../commands/batch/import-ids';
import type { GroupMember } from '../commands/grouped-commands';
import type { EventReader } from '../events/event-store';
import { batchRowStream, patientStream } from '../events/streams';
import type { Logger } from '../shared/logger';
import type { DeliveredMessage } from './import-queue';
import type { SealedRun } from './row-message';
import { type IdentifiedValidation, type RowOutcomeContext, type RowRef, rowOutcome } from './row-outcome';
import type { CheckedRow, ValidatedRun } from './validation/row-validator';

/** A queued run whose batch is importable, with the batch key to open it and what its rows' outcomes need. */
export interface RunToOpen {
  message: DeliveredMessage;
  envelope: SealedRun;
  key: Uint8Array;
  context: RowOutcomeContext;
}

export interface PlannedRow {
  row: RowRef;
  context: RowOutcomeContext;
  /** Its outcome, prepared where it was validated, or to be decided by the handler. */
  command: GroupMember;
}

export interface RunPlanningDeps {
  events: EventReader;
  ids: ImportPatientIds;
  logger: Logger;
}

/** The message a row gets when it keeps failing: it says nothing of the row's content. */
export const UNPROCESSABLE = 'The row could not be processed';

/**
 * A validated run's rows with their commands, minus those a redelivery finds done. A run that could not be
 * opened fails the group there, after the runs before it were stored (its redelivery finds those rows
 * done); once it is poison, it is dropped.
 */
export async function planRun(
  deps: RunPlanningDeps,
  run: RunToOpen,
  validated: ValidatedRun,
  poisonMode: boolean,
): Promise<PlannedRow[]> {
  if (validated.kind === 'unopenable') {
    const error = new Error(validated.message);
    if (!poisonMode) throw error;
    dropUndecodable(deps.logger, run.message, error);
    return [];
  }
  const { batchId, firstRow, count } = run.envelope;
  const planned: PlannedRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = { batchId, rowNumber: firstRow + index };
    if (run.message.deliveryAttempt > 1 && (await alreadyImported(deps, row))) continue;
    const result = validated.rows[index];
    const command =
      result?.kind === 'prepared'
        ? result
        : rowOutcome(deps.ids, row, settle(deps.logger, row, result, poisonMode), run.context);
    planned.push({ row, context: run.context, command });
  }
  return planned;
}

/** Not rows at all: nothing to count it against. Logged (without payload) and dropped. */
export function dropUndecodable(logger: Logger, message: DeliveredMessage, error: unknown): void {
  const { key, offset } = message;
  logger.error({ err: error, key, offset }, 'dropped an undecodable import message');
}

/** A row's validation, from a validator that did not prepare its outcome; a failed one is rejected once poison. */
function settle(
  logger: Logger,
  row: RowRef,
  validated: CheckedRow | undefined,
  poisonMode: boolean,
): IdentifiedValidation {
  if (validated?.kind === 'valid' || validated?.kind === 'invalid') return validated;
  const message = validated?.message ?? 'no validation result returned for the row';
  if (!poisonMode) throw new Error(`row ${row.rowNumber} of ${row.batchId} could not be validated: ${message}`);
  logger.error(
    { batch_id: row.batchId, row_number: row.rowNumber, reason: message },
    'rejecting a row that keeps failing',
  );
  return { kind: 'invalid', errors: [{ row: row.rowNumber, field: 'row', message: UNPROCESSABLE }] };
}

/**
 * A redelivered row may already have its outcome; if the rules changed in
 * between (a new deploy), it must still not get a second, different one.
 */
async function alreadyImported({ ids, events }: RunPlanningDeps, row: RowRef): Promise<boolean> {
  const outcomes = [
    patientStream(ids.patientId(row.batchId, row.rowNumber)),
    // A row delivered before an upgrade may have been imported under the id rows had then.
    patientStream(ids.formerPatientId(row.batchId, row.rowNumber)),
    batchRowStream(row.batchId, row.rowNumber),
  ];
  for (const stream of outcomes) if ((await events.readStream(stream)).length > 0) return true;
  return false;
}

/** The group's runs in chunks of at least `minRows` rows (the last one fewer), as validation asks for them. */
export async function* runChunks(sealed: RunToOpen[], minRows: number): AsyncGenerator<RunToOpen[]> {
  let chunk: RunToOpen[] = [];
  let rows = 0;
  for (const run of sealed) {
    chunk.push(run);
    rows += run.envelope.count;
    if (rows >= minRows) {
      yield chunk;
      chunk = [];
      rows = 0;
    }
  }
  if (chunk.length > 0) yield chunk;
}

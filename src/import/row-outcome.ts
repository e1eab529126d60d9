import { batchRowDecider } from '../commands/batch/batch-row-decider';
import type { ImportPatientIds } from '../commands/batch/import-ids';
import type { RowValidation } from '../commands/batch/row-validation';
import { type GroupedCommand, onNewStream } from '../commands/grouped-commands';
import { type CommandOrigin, forImportedRow } from '../commands/command-origin';
import { patientDecider } from '../commands/patient/patient-decider';
import type { BatchRowError } from '../events/domain-events';
import { batchRowStream, patientStream } from '../events/streams';
import type { RowMessage } from './row-message';

/** Which row of which upload. */
export type RowRef = Pick<RowMessage, 'batchId' | 'rowNumber'>;

/** What a row's outcome needs beside the row and its validation; the same for every row of a queued run. */
export interface RowOutcomeContext {
  /** The uploader and upload request, as the batch's log tells them. */
  uploader: CommandOrigin;
  /** When the run is imported (milliseconds since the epoch): the events' `occurred_at`. */
  importedAt: number;
}

/** A row's validation; a valid row may come with the patient id it imports under, derived where it was validated. */
export type IdentifiedValidation = RowValidation & { patientId?: string };

/**
 * A row's one outcome as a command on a new stream: a valid row registers a
 * patient under an id derived from batch and row, an invalid one is rejected
 * on the row's own stream. Either way a redelivery of the row finds the
 * stream taken and writes nothing.
 */
export function rowOutcome(
  ids: ImportPatientIds,
  row: RowRef,
  validation: IdentifiedValidation,
  context: RowOutcomeContext,
): GroupedCommand {
  if (validation.kind === 'invalid') return rowRejection(row, validation.errors, context);
  const patientId = validation.patientId ?? ids.patientId(row.batchId, row.rowNumber);
  const command = {
    type: 'RegisterPatient' as const,
    patientId,
    patient: validation.patient,
    now: new Date(context.importedAt),
  };
  return onNewStream(patientStream(patientId), patientDecider, command, originOf(row, context));
}

export function rowRejection(row: RowRef, errors: BatchRowError[], context: RowOutcomeContext): GroupedCommand {
  const command = {
    type: 'RejectRow' as const,
    batchId: row.batchId,
    rowNumber: row.rowNumber,
    errors,
    now: new Date(context.importedAt),
  };
  return onNewStream(batchRowStream(row.batchId, row.rowNumber), batchRowDecider, command, originOf(row, context));
}

const originOf = (row: RowRef, context: RowOutcomeContext): CommandOrigin =>
  forImportedRow(context.uploader, row.batchId, row.rowNumber);

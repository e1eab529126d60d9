import type {
  BatchAccepted,
  BatchCompleted,
  BatchUploadAborted,
  BatchUploadStarted,
  DomainEvent,
  EventMetadata,
} from '../../events/domain-events';
import { isoTimestamp } from '../../shared/time';

/**
 * The batch aggregate (stream batch-<id>): uploading -> accepted -> completed,
 * or uploading -> aborted. Row outcomes live on their own streams, so this
 * stream stays a handful of events long.
 */
export type BatchState =
  | { status: 'absent' }
  | { status: 'uploading'; batchId: string; startedAt: string; origin: EventMetadata }
  | { status: 'accepted'; batchId: string; totalRecords: number; origin: EventMetadata }
  | { status: 'aborted'; batchId: string }
  | { status: 'completed'; batchId: string };

export type BatchCommand =
  | { type: 'StartUpload'; batchId: string; fileName: string; now: Date }
  | { type: 'AcceptBatch'; batchId: string; fileName: string; totalRecords: number; now: Date }
  | { type: 'AbortUpload'; batchId: string; reason: string; now: Date }
  | { type: 'CompleteBatch'; batchId: string; successful: number; failed: number; now: Date };

export type BatchEvent = BatchUploadStarted | BatchAccepted | BatchUploadAborted | BatchCompleted;

export const initialBatchState = (): BatchState => ({ status: 'absent' });

/** A command that does not fit the batch's phase; callers treat it as "someone else got there first". */
export class BatchPhaseError extends Error {
  constructor(
    readonly command: BatchCommand['type'],
    readonly phase: BatchState['status'],
  ) {
    super(`${command} is not possible while the batch is ${phase}`);
    this.name = 'BatchPhaseError';
  }
}

export function decideBatch(command: BatchCommand, state: BatchState): BatchEvent[] {
  const at = isoTimestamp(command.now);
  switch (command.type) {
    case 'StartUpload':
      if (state.status !== 'absent') throw new BatchPhaseError(command.type, state.status);
      return [{ type: 'BatchUploadStarted', data: { batch_id: command.batchId, file_name: command.fileName, started_at: at } }];
    case 'AcceptBatch':
      if (state.status !== 'uploading') throw new BatchPhaseError(command.type, state.status);
      return [
        {
          type: 'BatchAccepted',
          data: { batch_id: command.batchId, file_name: command.fileName, total_records: command.totalRecords, accepted_at: at },
        },
      ];
    case 'AbortUpload':
      // Only an upload in progress can be aborted; an accepted batch is never taken back.
      if (state.status !== 'uploading') return [];
      return [{ type: 'BatchUploadAborted', data: { batch_id: command.batchId, reason: command.reason, aborted_at: at } }];
    case 'CompleteBatch': {
      if (state.status !== 'accepted') return [];
      if (command.successful + command.failed !== state.totalRecords) return [];
      return [
        {
          type: 'BatchCompleted',
          data: {
            batch_id: command.batchId,
            total_records: state.totalRecords,
            successful: command.successful,
            failed: command.failed,
            completed_at: at,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled batch command ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Folds recorded batch events; the metadata of the start event tells who uploaded (workers act on their behalf). */
export function evolveBatch(state: BatchState, event: DomainEvent, metadata?: EventMetadata): BatchState {
  switch (event.type) {
    case 'BatchUploadStarted':
      if (!metadata) throw new Error('BatchUploadStarted needs its metadata to be folded');
      return { status: 'uploading', batchId: event.data.batch_id, startedAt: event.data.started_at, origin: metadata };
    case 'BatchAccepted':
      if (state.status !== 'uploading') return state;
      return { status: 'accepted', batchId: event.data.batch_id, totalRecords: event.data.total_records, origin: state.origin };
    case 'BatchUploadAborted':
      return { status: 'aborted', batchId: event.data.batch_id };
    case 'BatchCompleted':
      return { status: 'completed', batchId: event.data.batch_id };
    default:
      return state;
  }
}

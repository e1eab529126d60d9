import type { BatchAccepted, BatchCompleted, BatchUploadAborted, BatchUploadStarted } from '../../events/domain-events';
import { isoTimestamp } from '../../shared/time';
import type { Decider, StampedEvent } from '../decider';
import { type CommandOrigin, recordedOrigin } from '../command-origin';

/**
 * The batch aggregate (stream batch-<id>): uploading -> accepted -> completed,
 * or uploading -> aborted. Row outcomes live on their own streams, so this
 * stream stays a handful of events long.
 */
export type BatchState =
  | { status: 'absent' }
  | { status: 'uploading'; batchId: string; startedAt: string; origin: CommandOrigin }
  | { status: 'accepted'; batchId: string; totalRecords: number; origin: CommandOrigin }
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
      return [
        {
          type: 'BatchUploadStarted',
          data: { batch_id: command.batchId, file_name: command.fileName, started_at: at },
        },
      ];
    case 'AcceptBatch':
      if (state.status !== 'uploading') throw new BatchPhaseError(command.type, state.status);
      return [
        {
          type: 'BatchAccepted',
          data: {
            batch_id: command.batchId,
            file_name: command.fileName,
            total_records: command.totalRecords,
            accepted_at: at,
          },
        },
      ];
    case 'AbortUpload':
      // Only an upload in progress can be aborted; an accepted batch is never taken back.
      if (state.status !== 'uploading') return [];
      return [
        { type: 'BatchUploadAborted', data: { batch_id: command.batchId, reason: command.reason, aborted_at: at } },
      ];
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

/**
 * Folds batch events; the metadata of the start event tells who uploaded (workers and reactors act on their behalf).
 */
export function evolveBatch(state: BatchState, event: StampedEvent): BatchState {
  switch (event.type) {
    case 'BatchUploadStarted':
      return {
        status: 'uploading',
        batchId: event.data.batch_id,
        startedAt: event.data.started_at,
        origin: recordedOrigin(event.metadata),
      };
    case 'BatchAccepted':
      if (state.status !== 'uploading') return state;
      return {
        status: 'accepted',
        batchId: event.data.batch_id,
        totalRecords: event.data.total_records,
        origin: state.origin,
      };
    case 'BatchUploadAborted':
      return { status: 'aborted', batchId: event.data.batch_id };
    case 'BatchCompleted':
      return { status: 'completed', batchId: event.data.batch_id };
    default:
      return state;
  }
}

export const batchDecider: Decider<BatchCommand, BatchState> = {
  initialState: initialBatchState,
  decide: decideBatch,
  evolve: evolveBatch,
};

/** The uploader, on whose behalf every later batch event is written. */
export function uploaderOf(state: BatchState): CommandOrigin {
  if (state.status === 'uploading' || state.status === 'accepted') return state.origin;
  throw new Error(`A batch that is ${state.status} has no upload to act for`);
}

import type { BatchRowError, BatchRowRejected } from '../../events/domain-events';
import { isoTimestamp } from '../../shared/time';
import type { Decider, StampedEvent } from '../decider';

/**
 * A rejected import row (stream batchrow-<batch>-<row>): a stream of its own
 * so that a redelivered row conflicts with its first outcome and is never
 * counted twice. Accepted rows become patients on a stream derived from the
 * same (batch, row), which gives them the same guarantee.
 */
export type BatchRowState = { status: 'absent' } | { status: 'rejected' };

export interface RejectRow {
  type: 'RejectRow';
  batchId: string;
  rowNumber: number;
  errors: BatchRowError[];
  now: Date;
}

export const initialBatchRowState = (): BatchRowState => ({ status: 'absent' });

export function decideBatchRow(command: RejectRow, state: BatchRowState): BatchRowRejected[] {
  // A row has one outcome: rejecting it again changes nothing.
  if (state.status === 'rejected') return [];
  return [
    {
      type: 'BatchRowRejected',
      data: {
        batch_id: command.batchId,
        row_number: command.rowNumber,
        errors: command.errors,
        rejected_at: isoTimestamp(command.now),
      },
    },
  ];
}

export function evolveBatchRow(state: BatchRowState, event: StampedEvent): BatchRowState {
  return event.type === 'BatchRowRejected' ? { status: 'rejected' } : state;
}

export const batchRowDecider: Decider<RejectRow, BatchRowState> = {
  initialState: initialBatchRowState,
  decide: decideBatchRow,
  evolve: evolveBatchRow,
};

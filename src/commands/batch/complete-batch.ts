import type { EventMetadata } from '../../events/domain-events';
import { type EventStore, type Position, WrongExpectedRevisionError } from '../../events/event-store';
import { batchStream } from '../../events/streams';
import { newEventId } from '../../shared/ids';
import type { Clock } from '../../shared/time';
import { type BatchCommand, type BatchState, decideBatch, evolveBatch, initialBatchState } from './batch-decider';

export interface LoadedBatch {
  state: BatchState;
  /** Revision of the last event, null when the stream does not exist. */
  revision: number | null;
}

export async function loadBatch(eventStore: EventStore, batchId: string): Promise<LoadedBatch> {
  const history = await eventStore.readStream(batchStream(batchId));
  const state = history.reduce((current, recorded) => evolveBatch(current, recorded, recorded.metadata), initialBatchState());
  return { state, revision: history.length === 0 ? null : history[history.length - 1].revision };
}

function originOf(state: BatchState): EventMetadata | null {
  return state.status === 'uploading' || state.status === 'accepted' ? state.origin : null;
}

/**
 * A system decision on a batch (complete it, abort a stale upload), taken on
 * behalf of the uploader: the events carry the upload's actor and request id.
 * Returns the position written, or null when there was nothing to do or a
 * concurrent writer got there first (both fine: the outcome is the same).
 */
export async function decideForBatch(eventStore: EventStore, loaded: LoadedBatch, command: BatchCommand): Promise<Position | null> {
  const events = decideBatch(command, loaded.state);
  const origin = originOf(loaded.state);
  if (events.length === 0 || !origin || loaded.revision === null) return null;
  const metadata: EventMetadata = {
    actor_user_id: origin.actor_user_id,
    actor_role: origin.actor_role,
    organization_id: origin.organization_id,
    request_id: origin.request_id,
    occurred_at: command.now.toISOString(),
  };
  try {
    const result = await eventStore.append(
      batchStream(command.batchId),
      events.map((event) => ({ id: newEventId(), event, metadata })),
      loaded.revision,
    );
    return result.position;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return null;
    throw error;
  }
}

/** Appends BatchCompleted once every row has an outcome (counts from the batch view). */
export async function completeBatch(
  eventStore: EventStore,
  clock: Clock,
  batchId: string,
  counts: { successful: number; failed: number },
): Promise<Position | null> {
  const loaded = await loadBatch(eventStore, batchId);
  return decideForBatch(eventStore, loaded, { type: 'CompleteBatch', batchId, ...counts, now: clock.now() });
}

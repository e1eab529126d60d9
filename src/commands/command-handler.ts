import type { DomainEvent, EventMetadata } from '../events/domain-events';
import { type EventStore, type Position, WrongExpectedRevisionError } from '../events/event-store';
import { AppError } from '../shared/app-error';
import { newEventId } from '../shared/ids';
import { StreamLocks } from './stream-locks';

export interface Decider<Command, State> {
  initialState(): State;
  decide(command: Command, state: State): DomainEvent[];
  evolve(state: State, event: DomainEvent): State;
}

export interface CommandResult<State> {
  state: State;
  /** Position of the last appended event: what read-your-writes waits for. */
  position: Position;
}

const MAX_ATTEMPTS = 10;
const locks = new StreamLocks();

/** Full jitter, growing per attempt: writers in other processes spread out instead of colliding again. */
function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** attempt)));
}

/**
 * The one place that writes events for a command:
 * 1. read the aggregate's stream and fold it into state,
 * 2. decide the new events (pure),
 * 3. append them with the revision we read as the expected revision,
 * 4. on a concurrent write, start again from 1 (the command is re-decided on the
 *    newer state, so no update is lost); after a few tries answer 409 CONFLICT.
 */
export function handleCommand<Command, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State>,
  command: Command,
  metadata: EventMetadata,
): Promise<CommandResult<State>> {
  const attemptOnce = async (): Promise<CommandResult<State>> => {
    const history = await store.readStream(streamId);
    const state = history.reduce((current, recorded) => decider.evolve(current, recorded), decider.initialState());
    const events = decider.decide(command, state);
    const expected = history.length === 0 ? 'no_stream' : history[history.length - 1].revision;
    const result = await store.append(
      streamId,
      events.map((event) => ({ id: newEventId(), event, metadata })),
      expected,
    );
    return { state: events.reduce(decider.evolve, state), position: result.position };
  };
  return locks.run(streamId, async () => {
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      try {
        return await attemptOnce();
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        await backoff(attempt);
      }
    }
    try {
      return await attemptOnce();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      throw new AppError(409, 'CONFLICT', 'The record was changed by another request at the same time; retry', { stream: streamId.split('-')[0] });
    }
  });
}

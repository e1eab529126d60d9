import { expect } from 'chai';
import type { Decider, StampedEvent } from '../../src/commands/decider';
import type { DomainEvent, EventMetadata } from '../../src/events/domain-events';
import { AppError } from '../../src/shared/app-error';

/** Metadata for given events that do not bring their own: a provider's request. */
export const GIVEN_METADATA: EventMetadata = {
  actor_user_id: 'usr_given',
  actor_role: 'provider',
  organization_id: 'org_given',
  request_id: 'req_given',
  occurred_at: '2025-01-01T00:00:00.000Z',
};

type GivenEvent = DomainEvent | StampedEvent;
type ErrorClass = abstract new (...args: never[]) => Error;

export interface ThenPart<State> {
  /** Exactly these events, in this order. */
  then(expected: DomainEvent[]): void;
  /** No events: the command is already satisfied. */
  thenNothing(): void;
  /** Refused: an AppError with this code, or an error of this class. */
  thenThrows(expected: string | ErrorClass): void;
  /** The state once the new events are folded in (stamped with the given metadata). */
  thenState(check: (state: State) => void): void;
}

export interface DeciderSpecification<Command, State> {
  given(events: GivenEvent[]): { when(command: Command): ThenPart<State> };
}

function stamped(event: GivenEvent): StampedEvent {
  return 'metadata' in event ? event : { ...event, metadata: GIVEN_METADATA };
}

/**
 * Given/when/then for a decider, no I/O: fold the given events, decide the
 * command, and compare what comes out. The same helper serves every aggregate.
 */
export function deciderSpecification<Command, State>(
  decider: Decider<Command, State>,
): DeciderSpecification<Command, State> {
  return {
    given(events) {
      const state = events.map(stamped).reduce(decider.evolve, decider.initialState());
      return {
        when(command) {
          const decide = (): DomainEvent[] => decider.decide(command, state);
          return {
            then: (expected) => expect(decide()).to.deep.equal(expected),
            thenNothing: () => expect(decide()).to.deep.equal([]),
            thenThrows(expected) {
              let caught: unknown = null;
              try {
                decide();
              } catch (error) {
                caught = error;
              }
              if (caught === null)
                expect.fail(
                  `expected the command to be refused (${typeof expected === 'string' ? expected : expected.name})`,
                );
              if (typeof expected === 'string') {
                expect(caught, String(caught)).to.be.instanceOf(AppError);
                expect((caught as AppError).code).to.equal(expected);
              } else {
                expect(caught).to.be.instanceOf(expected);
              }
            },
            thenState: (check) => check(decide().map(stamped).reduce(decider.evolve, state)),
          };
        },
      };
    },
  };
}

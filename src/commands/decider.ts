import type { DomainEvent, EventMetadata } from '../events/domain-events';

/** An event with the metadata it is stored with (recorded events are stamped events too). */
export type StampedEvent = DomainEvent & { metadata: EventMetadata };

/** An aggregate's rules as three pure functions: the clock reading and new ids arrive in the command. */
export interface Decider<Command, State> {
  initialState(): State;
  decide(command: Command, state: State): DomainEvent[];
  evolve(state: State, event: StampedEvent): State;
}

/** Every command carries the time it was issued: deciders stay pure and metadata gets its time from it. */
export interface TimedCommand {
  now: Date;
}

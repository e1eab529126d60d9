import type { Position } from '../events/event-store';
import type { CommandOrigin } from './command-origin';
import type { Decider, TimedCommand } from './decider';

export interface CommandRequest<Command extends TimedCommand, State> {
  streamId: string;
  decider: Decider<Command, State>;
  command: Command;
  /** Who issues the command; a function of the state for commands taken on behalf of the aggregate's starter. */
  origin: CommandOrigin | ((state: State) => CommandOrigin);
  /** The revision the caller decided on (If-Match): when the record has moved on, nothing is written. */
  expectedRevision?: number;
  /** Refuses the caller once the record's state is known, before anything is decided (the organization check). */
  authorize?: (state: State) => void;
  /** The stream id was generated for this command: decide on the initial state without reading. */
  newStream?: boolean;
}

export interface CommandResult<State> {
  state: State;
  /** Position of the last appended event: what read-your-writes waits for. Null when nothing was appended. */
  position: Position | null;
  /** The stream's revision after the command; null while the stream does not exist. */
  revision: number | null;
}

export type AppendedResult<State> = CommandResult<State> & { position: Position; revision: number };

/** For commands whose decider always adds an event or refuses: the result has a position. */
export function appended<State>(result: CommandResult<State>): AppendedResult<State> {
  if (result.position === null || result.revision === null)
    throw new Error('The command was expected to append an event');
  return { ...result, position: result.position, revision: result.revision };
}

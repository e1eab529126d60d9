import type { AppendManyOptions, EventStore, ExpectedRevision, Position, StreamAppend } from '../events/event-store';
import type { CommandOrigin } from './command-origin';
import type { Decider, StampedEvent, TimedCommand } from './decider';
import { type ChainTip, NEW_STREAM, type WrittenEvent, stamp, tipOf, toAppend } from './event-stamping';

/**
 * Commands on many streams appended together in one `appendMany` (group
 * commit, for imports). Each command's state is known to its caller, so
 * nothing is read to decide it; each stream's expected revision is still
 * checked on its own.
 */

/** A command on a stream whose state the caller already knows (an import row: a new stream, `no_stream`). */
export interface KnownStateCommand<Command extends TimedCommand, State> {
  streamId: string;
  decider: Decider<Command, State>;
  command: Command;
  origin: CommandOrigin;
  state: State;
  expectedRevision: ExpectedRevision;
}

/** A known-state command with its decision bound in, so one group can mix aggregates. */
export interface GroupedCommand {
  streamId: string;
  expectedRevision: ExpectedRevision;
  decide(): StampedEvent[];
}

/**
 * A command on a new stream already decided, stamped and chained from the
 * genesis hash, possibly on another thread: plain data a thread message can
 * carry (an import's row threads prepare each row's outcome so).
 */
export interface PreparedNewStream {
  kind: 'prepared';
  streamId: string;
  events: WrittenEvent[];
}

export type GroupMember = GroupedCommand | PreparedNewStream;

/**
 * Outcome of one command of a group. A revision conflict means another
 * writer (a redelivery) already took this step: for the idempotent steps
 * the grouped form is for, that is success, not an error.
 */
export type GroupedOutcome =
  { status: 'appended'; position: Position } | { status: 'already_done' } | { status: 'nothing_to_do' };

export interface GroupAppended {
  outcomes: GroupedOutcome[];
  /** How many events were appended, up to which position: what in-process readers are told. */
  events: number;
  lastPosition: Position;
  streamIds: string[];
}

export function groupedCommand<Command extends TimedCommand, State>(
  request: KnownStateCommand<Command, State>,
): GroupedCommand {
  return {
    streamId: request.streamId,
    expectedRevision: request.expectedRevision,
    decide: () => stamp(request.decider.decide(request.command, request.state), request.origin, request.command.now),
  };
}

/** A known-state command that starts a stream: the decider's initial state, expected `no_stream`. */
export function onNewStream<Command extends TimedCommand, State>(
  streamId: string,
  decider: Decider<Command, State>,
  command: Command,
  origin: CommandOrigin,
): GroupedCommand {
  return groupedCommand({
    streamId,
    decider,
    command,
    origin,
    state: decider.initialState(),
    expectedRevision: 'no_stream',
  });
}

/** Decides a command on a new stream and writes its events, as `appendGroup` will append them. */
export function prepareNewStream(command: GroupedCommand): PreparedNewStream {
  if (command.expectedRevision !== 'no_stream') throw new Error('Only a command on a new stream can be prepared');
  return {
    kind: 'prepared',
    streamId: command.streamId,
    events: toAppend(command.streamId, command.decide(), NEW_STREAM),
  };
}

/** Decides every member, chains each on its stream's tip and appends them all in one `appendMany`. */
export async function appendGroup(
  store: EventStore,
  members: GroupMember[],
  options?: AppendManyOptions,
): Promise<GroupAppended> {
  const decided = members.map(decideMember);
  const appending = decided.filter(({ events }) => events.length > 0);
  const tips = await chainTips(store, appending);
  const appends = appending.map((member, index) => appendOf(member, tips[index]));
  const stored = appends.length === 0 ? [] : await store.appendMany(appends, options);
  let events = 0;
  let lastPosition = 0;
  stored.forEach((outcome, index) => {
    if (outcome.status !== 'appended') return;
    events += appends[index].events.length;
    lastPosition = Math.max(lastPosition, outcome.result.position);
  });
  let next = 0;
  const outcomes = decided.map(({ events: decidedEvents }): GroupedOutcome => {
    if (decidedEvents.length === 0) return { status: 'nothing_to_do' };
    const outcome = stored[next++];
    return outcome.status === 'appended'
      ? { status: 'appended', position: outcome.result.position }
      : { status: 'already_done' };
  });
  return { outcomes, events, lastPosition, streamIds: appends.map((append) => append.streamId) };
}

type DecidedMember =
  { command: GroupedCommand; events: StampedEvent[] } | { prepared: PreparedNewStream; events: WrittenEvent[] };

function decideMember(member: GroupMember): DecidedMember {
  return 'decide' in member
    ? { command: member, events: member.decide() }
    : { prepared: member, events: member.events };
}

/**
 * A new stream's chain starts at the genesis hash; any other stream's tip is
 * read (an append that expects a revision fails anyway if it moved). A group
 * of new streams, an import's, awaits nothing.
 */
async function chainTips(store: EventStore, members: DecidedMember[]): Promise<ChainTip[]> {
  const existing = members.flatMap((member) =>
    'command' in member && member.command.expectedRevision !== 'no_stream' ? [member.command] : [],
  );
  if (existing.length === 0) return members.map(() => NEW_STREAM);
  const read = new Map(
    await Promise.all(
      existing.map(async (command) => [command, tipOf(await store.readStream(command.streamId))] as const),
    ),
  );
  return members.map((member) => ('command' in member && read.get(member.command)) || NEW_STREAM);
}

function appendOf(member: DecidedMember, tip: ChainTip): StreamAppend {
  if ('prepared' in member)
    return { streamId: member.prepared.streamId, expectedRevision: 'no_stream', events: member.events };
  const { streamId, expectedRevision } = member.command;
  return { streamId, expectedRevision, events: toAppend(streamId, member.events, tip) };
}

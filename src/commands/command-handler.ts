import type { DomainEvent, EventMetadata } from '../events/domain-events';
import { inCanonicalOrder, withKeyInOrder, withSortedKeys } from '../events/canonical-json';
import { GENESIS_HASH, eventHash, eventHashOfText, metadataWithoutHash, streamHeadHash } from '../events/event-hash';
import {
  type AppendManyOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '../events/event-store';
import { currentSchemaVersion } from '../events/schema-versions';
import { AppError } from '../shared/app-error';
import { newEventId } from '../shared/ids';
import { type CommandOrigin, stampMetadata } from './command-origin';
import { type KnownStream, KnownStreams } from './known-streams';
import { StreamLocks } from './stream-locks';

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

export interface CommandRequest<Command extends TimedCommand, State> {
  streamId: string;
  decider: Decider<Command, State>;
  command: Command;
  /**
   * Who issues the command. A function of the folded state for commands
   * taken on behalf of whoever started the aggregate (a batch's uploader);
   * it is only asked when there is something to append.
   */
  origin: CommandOrigin | ((state: State) => CommandOrigin);
  /**
   * The stream revision the caller decided on (an HTTP If-Match). When the
   * record has moved on since, nothing is written: 409 CONFLICT naming both.
   * A stream that does not exist is left to the decider (it knows "not found").
   */
  expectedRevision?: number;
  /**
   * Refuses the caller once the record's state is known and before anything
   * is decided (the organization check of updates); it may throw.
   */
  authorize?: (state: State) => void;
  /**
   * The stream id was generated for this command (a new record): it is
   * decided on the decider's initial state without reading the stream. The
   * append expects no stream, so one that exists after all is read and
   * decided again, as without this hint.
   */
  newStream?: boolean;
}

export interface CommandResult<State> {
  state: State;
  /** Position of the last appended event: what read-your-writes waits for. Null when nothing was appended. */
  position: Position | null;
  /** The stream's revision after the command; null while the stream does not exist. */
  revision: number | null;
}

export interface AppendedResult<State> extends CommandResult<State> {
  position: Position;
  revision: number;
}

/** For commands whose decider always adds an event or refuses: the result has a position. */
export function appended<State>(result: CommandResult<State>): AppendedResult<State> {
  if (result.position === null || result.revision === null)
    throw new Error('The command was expected to append an event');
  return { state: result.state, position: result.position, revision: result.revision };
}

/** The weak entity tag of a record at a stream revision, as sent in ETag and expected in If-Match. */
export const entityTag = (revision: number): string => `W/"${revision}"`;

/**
 * A command on a stream whose state the caller already knows, so nothing is
 * read first (an import row: a new stream, initial state, `no_stream`).
 */
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
 * A command on a new stream already decided and written as `handleGroup`
 * would (stamped, given ids, chained from the genesis hash), ahead of it and
 * possibly on another thread: plain data, which a thread message can carry.
 * An import's row threads prepare each row's outcome so; the handler still
 * makes the one append.
 */
export interface PreparedNewStream {
  kind: 'prepared';
  streamId: string;
  events: WrittenEvent[];
}

/** What `handleGroup` takes: a command to decide now, or one prepared ahead on a new stream. */
export type GroupMember = GroupedCommand | PreparedNewStream;

/**
 * Outcome of one command of a group. A revision conflict means another
 * writer (a redelivery) already took this step: for the idempotent steps
 * the grouped form is for, that is success, not an error.
 */
export type GroupedOutcome =
  { status: 'appended'; position: Position } | { status: 'already_done' } | { status: 'nothing_to_do' };

const MAX_ATTEMPTS = 10;

/** Full jitter, growing per attempt: writers in other processes spread out instead of colliding again. */
function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** attempt)));
}

/** Metadata for every event, each with the schema version its type is written with today. */
function stamp(events: DomainEvent[], origin: CommandOrigin, now: Date): StampedEvent[] {
  const metadata = stampMetadata(origin, now);
  return events.map((event) => ({
    ...event,
    metadata: { ...metadata, schema_version: currentSchemaVersion(event.type) },
  }));
}

/** An event to append whose stored text the handler wrote itself (always, for what it appends). */
export type WrittenEvent = EventToAppend & Required<Pick<EventToAppend, 'text'>>;

/** Where a stream's chain stands before an append: its last revision (null: no stream) and last hash. */
interface ChainTip {
  revision: number | null;
  hash: string;
}

const NEW_STREAM: ChainTip = { revision: null, hash: GENESIS_HASH };

const tipOf = (history: RecordedEvent[]): ChainTip =>
  history.length === 0 ? NEW_STREAM : { revision: history[history.length - 1].revision, hash: streamHeadHash(history) };

/**
 * Gives each event its id and, as the very last step (nothing may change the
 * metadata after it), its link in the stream's hash chain: the revision it
 * will get is known because the append is conditional on the tip's revision.
 */
function toAppend(streamId: string, events: StampedEvent[], tip: ChainTip): WrittenEvent[] {
  let previous = tip.hash;
  let revision = tip.revision ?? -1;
  return events.map(({ metadata: stamped, ...rest }) => {
    // Keys in sorted order: the stored text is then canonical, which keeps verification fast. The text is
    // written once here, hashed as it is (when it is canonical as is) and handed to the store to insert.
    const data = withSortedKeys(rest.data);
    const event = { ...rest, data } as DomainEvent;
    const unhashed = metadataWithoutHash(stamped);
    const metadata = withSortedKeys(unhashed);
    const id = newEventId();
    revision += 1;
    const dataText = JSON.stringify(data);
    const content = { id, streamId, revision, type: event.type };
    // withSortedKeys hands back the very value it was given only when that is in canonical order already.
    const hash =
      (data === rest.data || inCanonicalOrder(data)) && (metadata === unhashed || inCanonicalOrder(metadata))
        ? eventHashOfText(previous, content, dataText, JSON.stringify(metadata))
        : eventHash(previous, { ...content, data, metadata });
    previous = hash;
    const hashed = withKeyInOrder(metadata, 'hash', hash);
    return { id, event, metadata: hashed, text: { data: dataText, metadata: JSON.stringify(hashed) } };
  });
}

/** Binds a known-state command's decision for `handleGroup`. */
export function groupedCommand<Command extends TimedCommand, State>(
  request: KnownStateCommand<Command, State>,
): GroupedCommand {
  return {
    streamId: request.streamId,
    expectedRevision: request.expectedRevision,
    decide: () => stamp(request.decider.decide(request.command, request.state), request.origin, request.command.now),
  };
}

/** Decides a command on a new stream and writes its events, as `handleGroup` will append them. */
export function prepareNewStream(command: GroupedCommand): PreparedNewStream {
  if (command.expectedRevision !== 'no_stream') throw new Error('Only a command on a new stream can be prepared');
  return {
    kind: 'prepared',
    streamId: command.streamId,
    events: toAppend(command.streamId, command.decide(), NEW_STREAM),
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

/**
 * The one writer: every event in the log is stamped and appended here.
 * `onAppended` tells in-process readers (the projector) that the log grew: by how many events, up to which position.
 */
export class CommandHandler {
  private readonly locks = new StreamLocks();
  private readonly known: KnownStreams;

  constructor(
    private readonly store: EventStore,
    private readonly onAppended: (events: number, lastPosition: Position) => void = () => undefined,
    knownStreams?: number,
  ) {
    this.known = new KnownStreams(knownStreams);
  }

  /**
   * 1. read the aggregate's stream and fold it into state,
   * 2. decide the new events (pure) and stamp them with their metadata,
   * 3. append them with the revision we read as the expected revision,
   * 4. on a concurrent write, start again from 1: the command is re-decided
   *    on the newer state, so no update is lost; after a few tries, 409.
   * Commands on one stream take turns within this process.
   */
  handle<Command extends TimedCommand, State>(request: CommandRequest<Command, State>): Promise<CommandResult<State>> {
    return this.locks.run(request.streamId, async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.attempt(request);
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
          if (attempt >= MAX_ATTEMPTS) {
            throw new AppError(409, 'CONFLICT', 'The record was changed by another request at the same time; retry', {
              stream: request.streamId.split('-')[0],
            });
          }
          await backoff(attempt);
        }
      }
    });
  }

  /**
   * Known-state commands on many streams in one `appendMany` (group commit,
   * for imports), beside new streams' events prepared ahead (appended as
   * they are). Each stream's expected revision is checked on its own; the
   * outcomes come back in the order of the commands. With `awaitDurable:
   * false` they may not be on disk yet: see `durable()`.
   */
  async handleGroup(commands: GroupMember[], options?: AppendManyOptions): Promise<GroupedOutcome[]> {
    const decided = commands.map(decideMember);
    const appending = decided.filter(({ events }) => events.length > 0);
    const tips = await this.chainTips(appending);
    const appends = appending.map((member, index) => appendOf(member, tips[index]));
    for (const append of appends) this.known.forget(append.streamId);
    const stored = appends.length === 0 ? [] : await this.store.appendMany(appends, options);
    let events = 0;
    let lastPosition = 0;
    stored.forEach((outcome, index) => {
      if (outcome.status !== 'appended') return;
      events += appends[index].events.length;
      lastPosition = Math.max(lastPosition, outcome.result.position);
    });
    if (events > 0) this.onAppended(events, lastPosition);
    let next = 0;
    return decided.map(({ events }): GroupedOutcome => {
      if (events.length === 0) return { status: 'nothing_to_do' };
      const outcome = stored[next++];
      return outcome.status === 'appended'
        ? { status: 'appended', position: outcome.result.position }
        : { status: 'already_done' };
    });
  }

  /** Resolves once every append made so far is on disk: before acknowledging groups handled without waiting for it. */
  durable(): Promise<void> {
    return this.store.durable?.() ?? Promise.resolve();
  }

  /**
   * A security event, on a new stream of its own, with metadata its recorder
   * built (the caller may not be signed in, so there is no command origin).
   * Chained and appended like every other event.
   */
  async appendNotice(streamId: string, event: DomainEvent, metadata: EventMetadata): Promise<Position> {
    const result = await this.store.append(
      streamId,
      toAppend(
        streamId,
        [{ ...event, metadata: { ...metadata, schema_version: currentSchemaVersion(event.type) } }],
        NEW_STREAM,
      ),
      'no_stream',
    );
    this.onAppended(1, result.position);
    return result.position;
  }

  /**
   * Each command's chain tip. A new stream's chain starts at the genesis
   * hash; any other stream's tip is read (an append that expects a revision
   * fails anyway if it moved), those reads side by side. A group of new
   * streams (an import's) awaits nothing: a promise per row was about a
   * twentieth of what an import allocated.
   */
  private async chainTips(members: DecidedMember[]): Promise<ChainTip[]> {
    const existing = members.flatMap((member) =>
      'command' in member && member.command.expectedRevision !== 'no_stream' ? [member.command] : [],
    );
    if (existing.length === 0) return members.map(() => NEW_STREAM);
    const read = new Map(
      await Promise.all(
        existing.map(async (command) => [command, tipOf(await this.store.readStream(command.streamId))] as const),
      ),
    );
    return members.map((member) => ('command' in member && read.get(member.command)) || NEW_STREAM);
  }

  /**
   * One try: decide on the state this process last knew of the stream, or
   * the initial state of a stream made for this command (no read), or on
   * the stream read and folded now. A decision on a remembered
   * state only stands if the append, conditional on that state's revision,
   * goes through; anything else it leads to (a revision conflict, a refusal,
   * nothing to append) may be an artefact of an outdated state and is
   * decided again on the stream as read.
   */
  private async attempt<Command extends TimedCommand, State>(
    request: CommandRequest<Command, State>,
  ): Promise<CommandResult<State>> {
    const known = request.newStream
      ? { state: request.decider.initialState(), revision: null, hash: GENESIS_HASH }
      : this.known.get<State>(request.streamId, request.decider);
    if (known !== undefined) {
      const outcome = await this.decideOn(request, known, true);
      if (outcome !== OUTDATED) return outcome;
      this.known.forget(request.streamId);
    }
    const history = await this.store.readStream(request.streamId);
    const last = history.at(-1);
    const state = history.reduce(request.decider.evolve, request.decider.initialState());
    const read = { state, revision: last?.revision ?? null, hash: streamHeadHash(history) };
    if (read.revision !== null)
      this.known.remember(request.streamId, request.decider, { ...read, revision: read.revision });
    return (await this.decideOn(request, read, false)) as CommandResult<State>;
  }

  private async decideOn<Command extends TimedCommand, State>(
    request: CommandRequest<Command, State>,
    basis: { state: State; revision: number | null; hash: string },
    remembered: boolean,
  ): Promise<CommandResult<State> | typeof OUTDATED> {
    const { decider, command, streamId } = request;
    const { state, revision } = basis;
    let decided: DomainEvent[];
    try {
      if (request.expectedRevision !== undefined && revision !== null && revision !== request.expectedRevision) {
        throw new AppError(409, 'CONFLICT', 'The record was changed since you read it; read it again and retry', {
          expected: entityTag(request.expectedRevision),
          actual: entityTag(revision),
        });
      }
      request.authorize?.(state);
      decided = decider.decide(command, state);
    } catch (error) {
      if (remembered) return OUTDATED;
      throw error;
    }
    if (decided.length === 0) return remembered ? OUTDATED : { state, position: null, revision };
    const origin = typeof request.origin === 'function' ? request.origin(state) : request.origin;
    const events = stamp(decided, origin, command.now);
    const appending = toAppend(streamId, events, { revision, hash: basis.hash });
    let result: AppendResult;
    try {
      result = await this.store.append(streamId, appending, revision ?? 'no_stream');
    } catch (error) {
      this.known.forget(streamId);
      if (remembered && error instanceof WrongExpectedRevisionError) return OUTDATED;
      throw error;
    }
    this.onAppended(events.length, result.position);
    this.known.remember(streamId, decider, afterAppend(decider, state, appending, result));
    return {
      state: events.reduce(decider.evolve, state),
      position: result.position,
      revision: result.nextExpectedRevision,
    };
  }
}

/** A member of a group with its events: decided now, or as prepared. */
type DecidedMember =
  { command: GroupedCommand; events: StampedEvent[] } | { prepared: PreparedNewStream; events: WrittenEvent[] };

function decideMember(member: GroupMember): DecidedMember {
  return 'decide' in member
    ? { command: member, events: member.decide() }
    : { prepared: member, events: member.events };
}

/** A member's append; a decided command's events are written on its stream's chain tip now. */
function appendOf(member: DecidedMember, tip: ChainTip): StreamAppend {
  if ('prepared' in member)
    return { streamId: member.prepared.streamId, expectedRevision: 'no_stream', events: member.events };
  const { streamId, expectedRevision } = member.command;
  return { streamId, expectedRevision, events: toAppend(streamId, member.events, tip) };
}

/** Marks a decision taken on a remembered state that must be taken again on the stream as read. */
const OUTDATED = Symbol('outdated');

/**
 * The stream's state after an append, folded from the events as they are
 * stored (JSON text: a key whose value is undefined is not kept), so it is
 * the state a later read and fold of the stream would give.
 */
function afterAppend<State>(
  decider: Decider<unknown, State>,
  state: State,
  appended: WrittenEvent[],
  result: AppendResult,
): KnownStream<State> {
  // The text the store keeps, parsed: no second serialization of what toAppend already wrote.
  const stored = appended.map(
    ({ event, text }) =>
      ({ type: event.type, data: JSON.parse(text.data), metadata: JSON.parse(text.metadata) }) as StampedEvent,
  );
  return {
    state: stored.reduce(decider.evolve, state),
    revision: result.nextExpectedRevision,
    hash: appended[appended.length - 1].metadata.hash as string,
  };
}

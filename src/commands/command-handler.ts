import type { DomainEvent, EventMetadata } from '../events/domain-events';
import type { AppendManyOptions, EventStore, Position } from '../events/event-store';
import { WrongExpectedRevisionError } from '../events/event-store';
import type { IdempotencyRecord } from '../events/idempotency-record';
import type { CommandRequest, CommandResult } from './command-request';
import { ConcurrencyError } from './concurrency-error';
import type { TimedCommand } from './decider';
import { type ChainTip, NEW_STREAM, asStored, stamp, tipOf, toAppend, versioned } from './event-stamping';
import { type GroupMember, type GroupedOutcome, appendGroup } from './grouped-commands';
import { KnownStreams } from './known-streams';
import { StreamLocks } from './stream-locks';

const MAX_ATTEMPTS = 10;

/** Full jitter, growing per attempt: writers in other processes spread out instead of colliding again. */
const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** attempt)));

/** A state to decide on, and whether it is this process's memory of the stream (only a guess) or was read now. */
interface Basis<State> extends ChainTip {
  state: State;
  remembered: boolean;
}

/** Marks a decision taken on a remembered state that must be taken again on the stream as read. */
const OUTDATED = Symbol('outdated');

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
   * 1. take the state of the stream: remembered, initial for a new stream, or read and folded,
   * 2. decide the new events (pure) and stamp them with their metadata and hash chain,
   * 3. append them with that state's revision as the expected revision,
   * 4. on a concurrent write, start again from 1 on the newer state; after a few tries, ConcurrencyError.
   * Commands on one stream take turns within this process.
   */
  handle<Command extends TimedCommand, State>(request: CommandRequest<Command, State>): Promise<CommandResult<State>> {
    return this.locks.run(request.streamId, async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const remembered = this.remembered(request);
          const outcome = remembered && (await this.decideAndAppend(request, remembered));
          if (outcome && outcome !== OUTDATED) return outcome;
          this.known.forget(request.streamId);
          return (await this.decideAndAppend(request, await this.read(request))) as CommandResult<State>;
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
          if (attempt >= MAX_ATTEMPTS) throw new ConcurrencyError(request.streamId, null, null);
          await backoff(attempt);
        }
      }
    });
  }

  /** Known-state commands on many streams in one append (group commit, for imports); outcomes in command order. */
  async handleGroup(commands: GroupMember[], options?: AppendManyOptions): Promise<GroupedOutcome[]> {
    const group = await appendGroup(this.store, commands, options);
    for (const streamId of group.streamIds) this.known.forget(streamId);
    if (group.events > 0) this.onAppended(group.events, group.lastPosition);
    return group.outcomes;
  }

  /** The committed write that stored this idempotency key, if any: the log is the record of keyed writes. */
  findIdempotent(key: string): Promise<IdempotencyRecord | null> {
    return this.store.findIdempotent?.(key) ?? Promise.resolve(null);
  }

  /** Resolves once every append made so far is on disk: before acknowledging groups handled without waiting for it. */
  durable(): Promise<void> {
    return this.store.durable?.() ?? Promise.resolve();
  }

  /** A security event on a new stream of its own, with metadata its recorder built (the caller may be anonymous). */
  async appendNotice(streamId: string, event: DomainEvent, metadata: EventMetadata): Promise<Position> {
    const written = toAppend(streamId, [versioned(event, metadata)], NEW_STREAM);
    const result = await this.store.append(streamId, written, 'no_stream');
    this.onAppended(1, result.position);
    return result.position;
  }

  private remembered<Command extends TimedCommand, State>(
    request: CommandRequest<Command, State>,
  ): Basis<State> | undefined {
    if (request.newStream) return { state: request.decider.initialState(), ...NEW_STREAM, remembered: true };
    const known = this.known.get<State>(request.streamId, request.decider);
    return known && { ...known, remembered: true };
  }

  private async read<Command extends TimedCommand, State>(
    request: CommandRequest<Command, State>,
  ): Promise<Basis<State>> {
    const { decider, streamId } = request;
    const history = await this.store.readStream(streamId);
    const basis = { state: history.reduce(decider.evolve, decider.initialState()), ...tipOf(history) };
    if (basis.revision !== null) this.known.remember(streamId, decider, { ...basis, revision: basis.revision });
    return { ...basis, remembered: false };
  }

  /**
   * A decision on a remembered state stands only if the append, conditional on
   * that state's revision, goes through; anything else it leads to (a refusal,
   * nothing to append, a revision conflict) may come from an outdated state and
   * is decided again on the stream as read.
   */
  private async decideAndAppend<Command extends TimedCommand, State>(
    request: CommandRequest<Command, State>,
    basis: Basis<State>,
  ): Promise<CommandResult<State> | typeof OUTDATED> {
    const { decider, command, streamId } = request;
    const { state, revision } = basis;
    let decided: DomainEvent[];
    try {
      if (request.expectedRevision !== undefined && revision !== null && revision !== request.expectedRevision)
        throw new ConcurrencyError(streamId, request.expectedRevision, revision);
      request.authorize?.(state);
      decided = decider.decide(command, state);
    } catch (error) {
      if (basis.remembered) return OUTDATED;
      throw error;
    }
    if (decided.length === 0) return basis.remembered ? OUTDATED : { state, position: null, revision };
    const origin = typeof request.origin === 'function' ? request.origin(state) : request.origin;
    const written = toAppend(streamId, stamp(decided, origin, command.now), basis);
    if (origin.idempotency) written[written.length - 1].idempotency = origin.idempotency;
    let result;
    try {
      result = await this.store.append(streamId, written, revision ?? 'no_stream');
    } catch (error) {
      this.known.forget(streamId);
      if (basis.remembered && error instanceof WrongExpectedRevisionError) return OUTDATED;
      throw error;
    }
    this.onAppended(written.length, result.position);
    // Folded from the events as stored, so the remembered state is the one a later read would give.
    const after = asStored(written).reduce(decider.evolve, state);
    const hash = written[written.length - 1].metadata.hash as string;
    this.known.remember(streamId, decider, { state: after, revision: result.nextExpectedRevision, hash });
    return { state: after, position: result.position, revision: result.nextExpectedRevision };
  }
}

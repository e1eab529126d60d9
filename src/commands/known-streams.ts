import { LRUCache } from 'lru-cache';

/** How many streams' last known state the handler keeps; an update of one not kept reads it from the log. */
export const DEFAULT_KNOWN_STREAMS = 5_000;

/** A stream as this process last read or wrote it: the folded state at a revision and the chain's tip there. */
export interface KnownStream<State> {
  state: State;
  revision: number;
  hash: string;
}

/**
 * The command handler's memory of streams it read or wrote, so an update of
 * a record does not read and fold its whole stream again. Only a guess: the
 * append that follows is conditional on the remembered revision, so a stream
 * another process (or `handleGroup`) moved on is caught there and read again.
 * Keyed by stream and decider (a state only means something to its decider);
 * least recently used streams are dropped first.
 */
export class KnownStreams {
  private readonly streams: LRUCache<string, { decider: object } & KnownStream<unknown>>;

  constructor(capacity = DEFAULT_KNOWN_STREAMS) {
    this.streams = new LRUCache({ max: capacity });
  }

  get<State>(streamId: string, decider: object): KnownStream<State> | undefined {
    const known = this.streams.get(streamId);
    if (known === undefined || known.decider !== decider) return undefined;
    return known as KnownStream<State>;
  }

  remember<State>(streamId: string, decider: object, known: KnownStream<State>): void {
    this.streams.set(streamId, { decider, ...known });
  }

  forget(streamId: string): void {
    this.streams.delete(streamId);
  }

  get size(): number {
    return this.streams.size;
  }
}

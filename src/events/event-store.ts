import type { DomainEvent, EventMetadata } from './domain-events';
import type { IdempotencyMark, IdempotencyRecord } from './idempotency-record';

/**
 * The event store port. Every adapter (SQLite, PostgreSQL, EventStoreDB) keeps
 * the same semantics: one stream per aggregate, optimistic concurrency on the
 * stream revision (zero-based, like EventStoreDB), and a global position that
 * only grows in the order readers observe commits.
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

/** Global position in the log. Opaque to callers except for ordering. */
export type Position = number;

export interface EventToAppend {
  id: string;
  event: DomainEvent;
  metadata: EventMetadata;
  /**
   * The event's data and metadata as the JSON text to store, when the writer
   * already made it (for its hash): a store that keeps text stores exactly
   * this instead of serializing the objects a second time. It is
   * JSON.stringify of `event.data` and `metadata` as given, so parsing it
   * gives the same values.
   */
  text?: { data: string; metadata: string };
  /** Set on the last event of a keyed write: stored beside it, unique across the log. */
  idempotency?: IdempotencyMark;
}

export interface RecordedEnvelope {
  id: string;
  streamId: string;
  revision: number;
  position: Position;
  metadata: EventMetadata;
  recordedAt: string;
}

/** A stored event: its envelope plus the domain event, still a discriminated union on `type`. */
export type RecordedEvent = RecordedEnvelope & DomainEvent;

export interface AppendResult {
  nextExpectedRevision: number;
  position: Position;
}

export interface StreamAppend {
  streamId: string;
  events: EventToAppend[];
  expectedRevision: ExpectedRevision;
}

/** Per-stream outcome of a multi-stream append: a conflict on one stream never blocks the others. */
export type StreamAppendOutcome =
  | { status: 'appended'; streamId: string; result: AppendResult }
  | { status: 'conflict'; streamId: string; actualRevision: number | null };

export interface AppendManyOptions {
  /**
   * false: resolve once the appends are committed, perhaps before they are on
   * disk, so a caller storing many parts in a row does not wait for the disk
   * after each; it awaits `durable()` before acknowledging any of them. By
   * default an append resolves only once it is durable.
   */
  awaitDurable?: boolean;
}

export interface EventStore {
  /** The embedded database file the log lives in, when it is one (a store keeping views beside it may read it). */
  readonly file?: string;
  append(streamId: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to many streams at once (group commit for imports). Each stream's
   * expected revision is checked on its own.
   */
  appendMany(appends: StreamAppend[], options?: AppendManyOptions): Promise<StreamAppendOutcome[]>;
  /**
   * Resolves once every append made so far is on disk. Absent where each
   * commit is durable by the time it returns (PostgreSQL, EventStoreDB).
   */
  durable?(): Promise<void>;
  /** All events of one stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Up to `limit` events strictly after `after` (null = from the start), in position order. */
  readAll(after: Position | null, limit: number): Promise<RecordedEvent[]>;
  /** The highest position a reader can currently see (null when the log is empty). */
  headPosition(): Promise<Position | null>;
  /** The write that stored this idempotency key, once committed and durable (absent: the adapter keeps none). */
  findIdempotent?(key: string): Promise<IdempotencyRecord | null>;
  /** Events at or before a position, where positions are not a count (PostgreSQL's have gaps). */
  countUpTo?(position: Position): Promise<number>;
  close(): Promise<void>;
}

/** The log, read-only: what everything but the command handler gets. */
export type EventReader = Pick<EventStore, 'readStream' | 'readAll' | 'headPosition' | 'countUpTo'>;

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${actual === null ? 'none' : actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export function revisionMatches(expected: ExpectedRevision, actual: number | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === null;
  return actual === expected;
}

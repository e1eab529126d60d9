import type {
  AppendManyOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  Position,
  RecordedEvent,
  StreamAppend,
  StreamAppendOutcome,
} from '../event-store';
import type { IdempotencyRecord } from '../idempotency-record';
import { upcast } from './upcasters';

/**
 * Every read of the log goes through the upcasters, so deciders, projectors,
 * the feed and datasets only ever see today's event shapes. Appends pass
 * straight through: the command handler already writes today's versions.
 */
export class UpcastingEventStore implements EventStore {
  /** `stored`: the adapter itself, for tests that must write an event in an older shape. */
  constructor(readonly stored: EventStore) {}

  get file(): string | undefined {
    return this.stored.file;
  }

  append(streamId: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    return this.stored.append(streamId, events, expectedRevision);
  }

  appendMany(appends: StreamAppend[], options?: AppendManyOptions): Promise<StreamAppendOutcome[]> {
    return this.stored.appendMany(appends, options);
  }

  durable(): Promise<void> {
    return this.stored.durable?.() ?? Promise.resolve();
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return (await this.stored.readStream(streamId)).map(upcast);
  }

  async readAll(after: Position | null, limit: number): Promise<RecordedEvent[]> {
    return (await this.stored.readAll(after, limit)).map(upcast);
  }

  headPosition(): Promise<Position | null> {
    return this.stored.headPosition();
  }

  countUpTo(position: Position): Promise<number> {
    return this.stored.countUpTo?.(position) ?? Promise.resolve(position);
  }

  findIdempotent(key: string): Promise<IdempotencyRecord | null> {
    return this.stored.findIdempotent?.(key) ?? Promise.resolve(null);
  }

  close(): Promise<void> {
    return this.stored.close();
  }
}

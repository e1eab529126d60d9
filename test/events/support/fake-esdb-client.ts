import { Readable } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type AppendResult,
  type AllStreamRecordedEvent,
  type EventData,
  type Position,
  type ReadPosition,
  type ReadRevision,
  type Direction,
} from '@eventstore/db-client';
import type { EsdbClient } from '../../../src/events/esdb/esdb-event-store';

/**
 * An in-memory stand-in for an EventStoreDB node, close enough to exercise the
 * adapter's logic without a server: byte-offset positions with commit =
 * prepare, inclusive forward reads and exclusive backward reads of $all,
 * system events interleaved with ours, WrongExpectedVersionError and
 * StreamNotFoundError as the client raises them, idempotent appends by event
 * id. It is a double built from the server's documented behaviour, not a
 * substitute for the container suite.
 */
export class FakeEsdbClient {
  private readonly log: AllStreamRecordedEvent[] = [];
  private offset = 0n;

  constructor(private readonly systemEventEvery = 3) {
    this.system('$epoch-information', '$epoch-information');
    this.system('$scavenges', '$scavengeStarted');
  }

  private write(streamId: string, revision: bigint, data: EventData): AllStreamRecordedEvent {
    // Records have different sizes, like prepares in the transaction file.
    this.offset += 120n + BigInt(this.log.length % 7) * 37n;
    const position: Position = { commit: this.offset, prepare: this.offset };
    const record = {
      streamId,
      id: data.id,
      isJson: data.contentType === 'application/json',
      revision,
      type: data.type,
      created: new Date(),
      data: data.data,
      metadata: data.metadata,
      position,
    } as AllStreamRecordedEvent;
    this.log.push(record);
    return record;
  }

  private system(streamId: string, type: string): void {
    const revision = BigInt(this.log.filter((record) => record.streamId === streamId).length);
    this.write(streamId, revision, {
      id: crypto.randomUUID(),
      contentType: 'application/json',
      type,
      data: {},
      metadata: undefined,
    } as EventData);
  }

  private streamEvents(streamId: string): AllStreamRecordedEvent[] {
    return this.log.filter((record) => record.streamId === streamId);
  }

  async appendToStream(
    streamName: string,
    events: EventData | EventData[],
    options: { expectedRevision?: AppendExpectedRevision } = {},
  ): Promise<AppendResult> {
    const batch = Array.isArray(events) ? events : [events];
    const existing = this.streamEvents(streamName);
    const current = existing.length === 0 ? null : BigInt(existing.length - 1);
    const duplicate = existing.filter((record) => batch.some((event) => event.id === record.id));
    if (duplicate.length === batch.length && batch.length > 0) {
      const last = duplicate[duplicate.length - 1];
      return { success: true, nextExpectedRevision: last.revision, position: last.position };
    }
    const expected = options.expectedRevision ?? ANY;
    const matches = expected === ANY || (expected === NO_STREAM ? current === null : current === expected);
    if (!matches) {
      throw new WrongExpectedVersionError(undefined, {
        streamName,
        expected,
        current: current === null ? NO_STREAM : current,
      });
    }
    let revision = current ?? -1n;
    let last: AllStreamRecordedEvent | null = null;
    for (const event of batch) last = this.write(streamName, ++revision, event);
    if (this.log.length % this.systemEventEvery === 0) this.system('$stats-127.0.0.1:2113', '$statsCollected');
    return { success: true, nextExpectedRevision: revision, position: last?.position };
  }

  readStream(
    streamName: string,
    options: { fromRevision?: ReadRevision; direction?: Direction; maxCount?: number | bigint } = {},
  ) {
    const events = this.streamEvents(streamName);
    const ordered = options.direction === BACKWARDS ? [...events].reverse() : events;
    const limited = ordered.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
    async function* generate() {
      if (events.length === 0) throw new StreamNotFoundError(undefined, streamName);
      for (const event of limited) yield { event, commitPosition: event.position.commit };
    }
    return Object.assign(Readable.from(generate()), { cancel: async () => undefined });
  }

  readAll(options: { fromPosition?: ReadPosition; maxCount?: number | bigint; direction?: Direction } = {}) {
    const from = options.fromPosition ?? START;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    let selected: AllStreamRecordedEvent[];
    if (options.direction === BACKWARDS) {
      const before =
        from === END || from === START ? this.log : this.log.filter((record) => record.position.commit < from.commit);
      selected = from === START ? [] : [...before].reverse();
    } else {
      selected =
        from === START
          ? this.log
          : from === END
            ? []
            : this.log.filter((record) => record.position.commit >= from.commit);
    }
    const page = selected.slice(0, max).map((event) => ({ event, commitPosition: event.position.commit }));
    return Object.assign(Readable.from(page), { cancel: async () => undefined });
  }

  async dispose(): Promise<void> {}

  asClient(): EsdbClient {
    return this as unknown as EsdbClient;
  }
}

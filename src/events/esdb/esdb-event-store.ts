import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  type AllStreamRecordedEvent,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type StreamAppend,
  type StreamAppendOutcome,
  WrongExpectedRevisionError,
} from '../event-store';
import { runLimited } from './run-limited';
import {
  appendPosition,
  commitOffset,
  eventPosition,
  fromEsdbRevision,
  isOurEvent,
  toEsdbExpectedRevision,
  toEsdbPosition,
  toEventData,
  toRecordedEvent,
} from './esdb-mapping';

/** The client calls this adapter makes; tests substitute an in-memory double. */
export type EsdbClient = Pick<EventStoreDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'dispose'>;

export interface EsdbEventStoreOptions {
  /** Streams appended in parallel by appendMany (one append per stream: ESDB has no multi-stream transaction). */
  appendConcurrency: number;
  /** Records fetched per $all read when system events have to be skipped. */
  readChunk: number;
}

const DEFAULTS: EsdbEventStoreOptions = { appendConcurrency: 16, readChunk: 512 };

/**
 * EventStoreDB adapter: one stream per aggregate, our event ids as ESDB ids.
 *
 * Connection string (EVENTSTOREDB_URL), e.g.
 *   esdb://admin:changeit@127.0.0.1:2113?tls=false&keepAliveInterval=10000&keepAliveTimeout=10000
 *   esdb+discover://admin:changeit@cluster.dns:2113?nodePreference=leader   (cluster: gossip discovery)
 * Reading $all needs an admin/ops user on a secure cluster. After a server
 * restart or leader change the client drops the broken channel when a call
 * fails with UNAVAILABLE (or NotLeader) and reconnects on the next call,
 * rediscovering the leader with `discover`; keepAliveInterval makes it notice
 * a silently dead connection. We retry such a call once: reads are harmless to
 * repeat, and an append with a checked revision carries fixed event ids, so a
 * repeat of one that had in fact been written is recognised as idempotent.
 */
export class EsdbEventStore implements EventStore {
  private readonly options: EsdbEventStoreOptions;

  constructor(
    private readonly client: EsdbClient,
    options: Partial<EsdbEventStoreOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Connects and reads the end of $all once, so a bad URL or missing permission fails at startup. */
  static async connect(
    connectionString: string,
    options: Partial<EsdbEventStoreOptions> = {},
  ): Promise<EsdbEventStore> {
    const store = new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), options);
    try {
      await store.headPosition();
    } catch (error) {
      await store.close();
      throw new Error(`EventStoreDB at ${redact(connectionString)} is not usable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return store;
  }

  async append(streamId: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const outcome = await this.appendOne({ streamId, events, expectedRevision });
    if (outcome.status === 'conflict')
      throw new WrongExpectedRevisionError(streamId, expectedRevision, outcome.actualRevision);
    return outcome.result;
  }

  /**
   * One append per stream, a few streams at a time. Appends to the same
   * stream stay in input order (each waits for the previous one), so their
   * expected revisions are checked as the SQL adapter checks them.
   */
  async appendMany(appends: StreamAppend[]): Promise<StreamAppendOutcome[]> {
    const outcomes: StreamAppendOutcome[] = new Array(appends.length);
    const byStream = new Map<string, number[]>();
    appends.forEach((append, index) =>
      byStream.set(append.streamId, [...(byStream.get(append.streamId) ?? []), index]),
    );
    await runLimited([...byStream.values()], this.options.appendConcurrency, async (indexes) => {
      for (const index of indexes) outcomes[index] = await this.appendOne(appends[index]);
    });
    return outcomes;
  }

  private async appendOne({ streamId, events, expectedRevision }: StreamAppend): Promise<StreamAppendOutcome> {
    try {
      const write = () =>
        this.client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expectedRevision),
        });
      // With 'any' the server's duplicate check is best effort, so only a checked revision is retried.
      const result = await (expectedRevision === 'any' ? write() : retryOnce(write));
      if (!result.success) return { status: 'conflict', streamId, actualRevision: await this.lastRevision(streamId) };
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      const position = result.position ? appendPosition(result.position) : await this.lastPosition(streamId);
      return { status: 'appended', streamId, result: { nextExpectedRevision, position } };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        return { status: 'conflict', streamId, actualRevision: fromEsdbRevision(error.actualVersion) };
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return retryOnce(async () => {
      const events: RecordedEvent[] = [];
      try {
        for await (const { event } of this.client.readStream(streamId, { fromRevision: START, direction: FORWARDS })) {
          if (event && isOurEvent(event)) events.push(toRecordedEvent(event, requirePosition(event)));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    });
  }

  /**
   * Pages $all forward from `after`. The v6 client sends no server-side filter
   * on reads (only subscriptions take one), so system and foreign events are
   * skipped here; a read from a position includes the event at that position,
   * so everything at or before `after` is dropped.
   */
  async readAll(after: Position | null, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let cursor: bigint | null = after === null ? null : BigInt(after);
    let from: ReadPosition = after === null ? START : toEsdbPosition(after);
    const chunk = Math.max(limit + 1, this.options.readChunk);
    while (events.length < limit) {
      const records = await retryOnce(() => this.readAllChunk(from, chunk, FORWARDS));
      for (const record of records) {
        const offset = commitOffset(record.position);
        if (cursor !== null && offset <= cursor) continue;
        cursor = offset;
        if (isOurEvent(record) && events.length < limit)
          events.push(toRecordedEvent(record, eventPosition(record.position)));
        from = record.position;
      }
      if (records.length < chunk) break;
    }
    return events;
  }

  /** The newest of our events in $all, found by reading backwards past system events. */
  async headPosition(): Promise<Position | null> {
    let from: ReadPosition = END;
    const chunk = 64;
    for (;;) {
      const records = await retryOnce(() => this.readAllChunk(from, chunk, BACKWARDS));
      const ours = records.find(isOurEvent);
      if (ours) return eventPosition(ours.position);
      if (records.length < chunk) return null;
      from = records[records.length - 1].position;
    }
  }

  private async readAllChunk(
    from: ReadPosition,
    maxCount: number,
    direction: typeof FORWARDS | typeof BACKWARDS,
  ): Promise<AllStreamRecordedEvent[]> {
    const records: AllStreamRecordedEvent[] = [];
    for await (const { event } of this.client.readAll({
      fromPosition: from,
      maxCount,
      direction,
      resolveLinkTos: false,
    })) {
      if (event) records.push(event);
    }
    return records;
  }

  private async lastEvent(streamId: string): Promise<{ revision: bigint; position: Position | null } | null> {
    try {
      for await (const { event } of this.client.readStream(streamId, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1,
      })) {
        if (event) return { revision: event.revision, position: event.position ? eventPosition(event.position) : null };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return null;
  }

  private async lastRevision(streamId: string): Promise<number | null> {
    const last = await this.lastEvent(streamId);
    return last === null ? null : Number(last.revision);
  }

  private async lastPosition(streamId: string): Promise<Position> {
    const last = await this.lastEvent(streamId);
    if (last?.position == null) throw new Error(`EventStoreDB returned no position for the append to ${streamId}`);
    return last.position;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function requirePosition(event: { id: string; position?: { commit: bigint; prepare: bigint } }): Position {
  if (!event.position) throw new Error(`EventStoreDB returned event ${event.id} without a position`);
  return eventPosition(event.position);
}

/** One retry after UNAVAILABLE: by then the client has dropped the dead channel and reconnects. */
async function retryOnce<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    return call();
  }
}

function redact(connectionString: string): string {
  return connectionString.replace(/\/\/[^@/]*@/, '//***@');
}

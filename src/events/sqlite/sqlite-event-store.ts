import type { Statement } from 'better-sqlite3';
import { SQLITE_BOUND_LIMIT, type SqliteClient } from '../../storage/sqlite-client';
import {
  type AppendManyOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type StreamAppend,
  type StreamAppendOutcome,
  WrongExpectedRevisionError,
  revisionMatches,
} from '../event-store';
import type { StoredEventText, StoredTextReader } from '../stored-text';
import type { InlineProjection } from './inline-projection';
import { SQLITE_EVENT_LOG_SCHEMA } from './sqlite-event-log-schema';
import { SqliteKeyedEvents } from './sqlite-idempotency';
import {
  type EventRow,
  type InsertedEvent,
  INSERT_EVENT,
  INSERT_FIRST_EVENT,
  SELECT_EVENTS,
  asRecorded,
  chunkLength,
  prepareEventsAfter,
  toRecorded,
  toStoredText,
} from './sqlite-event-rows';
import { yieldToEventLoop } from '../../shared/yield';

/**
 * How far behind the inline projection may be for an append to bring it up to
 * date, reading back inside the transaction what it missed while its own run
 * was in flight: otherwise it would stay behind for a whole import. Further
 * behind (a restart, a rebuild), its own runs catch up.
 */
const CATCH_UP_EVENTS = 1000;

/** Marks a rollback caused by the inline projection rather than by the append itself. */
class ListenerFailure extends Error {
  constructor(cause: unknown) {
    super('the inline projection failed', { cause });
  }
}

/** A single append waiting for the next group commit, and then for its commit to be on disk. */
interface WaitingAppend {
  append: StreamAppend;
  resolve(outcome: StreamAppendOutcome): void;
  reject(error: unknown): void;
}

/**
 * The event log in the embedded SQLite file. One writer connection commits
 * appends one after the other, so positions become visible in the order they
 * were assigned: a reader that has seen position N never later sees a
 * smaller one appear, without the advisory lock the PostgreSQL adapter needs.
 * Reads go through the reader connection and never wait for an append.
 */
export class SqliteEventStore implements EventStore, StoredTextReader {
  private readonly lastRevision: Statement<[string], { revision: number | null }>;
  private readonly insert: Statement<[string, string, number, string, string, string, string]>;
  /** The first event of a new stream: inserted only if the stream has no revision 0, i.e. does not exist. */
  private readonly insertFirst: Statement<[string, string, number, string, string, string, string]>;
  private readonly byStream: Statement<[string], EventRow>;
  private readonly after: Statement<[number, number], EventRow>;
  private readonly head: Statement<[], { head: number | null }>;
  private readonly textAfter: Statement<[number, number], unknown[]>;
  private readonly waiting: WaitingAppend[] = [];
  private beforeCommit: InlineProjection | null = null;
  private catchUpLimit = CATCH_UP_EVENTS;
  private readonly between: Statement<[number, number], EventRow>;
  readonly findIdempotent = (key: string) => this.keys.find(key);

  private constructor(
    private readonly db: SqliteClient,
    private readonly keys = new SqliteKeyedEvents(db),
  ) {
    this.lastRevision = db.writer.prepare('SELECT max(stream_revision) AS revision FROM event_log WHERE stream_id = ?');
    this.insert = db.writer.prepare(INSERT_EVENT);
    this.insertFirst = db.writer.prepare(INSERT_FIRST_EVENT);
    this.byStream = db.reader
      .prepare<[string], EventRow>(`${SELECT_EVENTS} WHERE stream_id = ? ORDER BY stream_revision`)
      .raw(true);
    this.after = prepareEventsAfter(db.reader);
    this.head = db.reader.prepare('SELECT max(position) AS head FROM event_log');
    // On the writer: inside an append's transaction, where the listener's missed events are read back.
    this.between = db.writer
      .prepare<[number, number], EventRow>(`${SELECT_EVENTS} WHERE position > ? AND position < ? ORDER BY position`)
      .raw(true);
    this.textAfter = db.reader
      .prepare<[number, number], unknown[]>(
        'SELECT position, event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at ' +
          `FROM event_log WHERE position > ? ORDER BY position ${SQLITE_BOUND_LIMIT}`,
      )
      .raw(true);
  }

  /** The database file the log lives in. */
  get file(): string {
    return this.db.writer.name;
  }

  static open(db: SqliteClient): Promise<SqliteEventStore> {
    db.writer.exec(SQLITE_EVENT_LOG_SCHEMA);
    return Promise.resolve(new SqliteEventStore(db));
  }

  /** One inline projection at most: the projector of the views in this file. */
  registerInline(listener: InlineProjection, catchUpLimit = CATCH_UP_EVENTS): void {
    this.beforeCommit = listener;
    this.catchUpLimit = catchUpLimit;
  }

  async append(streamId: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const outcome = await this.groupCommitted({ streamId, events, expectedRevision });
    if (outcome.status === 'conflict')
      throw new WrongExpectedRevisionError(streamId, expectedRevision, outcome.actualRevision);
    return outcome.result;
  }

  /**
   * Group commit: appends arriving in one turn of the event loop share a transaction, each checked against
   * its own expected revision, in arrival order; the fsync runs off the event loop (`writeSyncedLater`) and
   * each append is answered once its commit is on disk.
   */
  private groupCommitted(append: StreamAppend): Promise<StreamAppendOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => this.commitWaiting());
    });
  }

  private commitWaiting(): void {
    const committed: (WaitingAppend & { outcome: StreamAppendOutcome })[] = [];
    while (this.waiting.length > 0) {
      const count = chunkLength(
        this.waiting.map((entry) => entry.append),
        0,
      );
      const group = this.waiting.splice(0, count);
      try {
        const outcomes = this.appendChunk(group.map((entry) => entry.append));
        group.forEach((entry, index) => committed.push({ ...entry, outcome: outcomes[index] }));
      } catch {
        // One bad append (a reused event id) must not fail the others: each on its own then.
        for (const entry of group) {
          try {
            committed.push({ ...entry, outcome: this.appendChunk([entry.append])[0] });
          } catch (error) {
            entry.reject(error);
          }
        }
      }
    }
    // Conflicts wait too: their answer names a revision that may not be on disk yet.
    this.db.durable().then(
      () => committed.forEach((entry) => entry.resolve(entry.outcome)),
      (error: unknown) => committed.forEach((entry) => entry.reject(error)),
    );
  }

  /**
   * Transactions of about CHUNK_EVENTS events with the event loop free in between, so an import never holds
   * HTTP requests up. As with EventStoreDB each stream's append is atomic but the call is not: a failure leaves
   * earlier chunks appended, which the import worker's retry sees as conflicts, i.e. already done.
   */
  async appendMany(appends: StreamAppend[], options: AppendManyOptions = {}): Promise<StreamAppendOutcome[]> {
    const outcomes: StreamAppendOutcome[] = [];
    let start = 0;
    while (start < appends.length) {
      const end = start + chunkLength(appends, start);
      if (start > 0) await yieldToEventLoop();
      outcomes.push(...this.appendChunk(appends.slice(start, end)));
      start = end;
    }
    if (options.awaitDurable !== false) await this.db.durable();
    return outcomes;
  }

  /** Resolves once every commit so far is on disk (under synchronous=FULL they are synced off the event loop). */
  durable(): Promise<void> {
    return this.db.durable();
  }

  private appendChunk(appends: StreamAppend[]): StreamAppendOutcome[] {
    try {
      return this.appendChunkNotifying(appends, this.beforeCommit);
    } catch (error) {
      if (!(error instanceof ListenerFailure)) throw error;
      // What the listener writes can be made later from the log (views): the append goes in without it.
      return this.appendChunkNotifying(appends, null);
    }
  }

  private appendChunkNotifying(appends: StreamAppend[], listener: InlineProjection | null): StreamAppendOutcome[] {
    const recordedAt = new Date().toISOString();
    const { outcomes, afterCommit } = this.db.writeSyncedLater(() => {
      const inserted: InsertedEvent[] = [];
      const outcomes = appends.map((append): StreamAppendOutcome => {
        // A new stream is not looked up first (about 2.5 µs an append): its first event goes in only if no
        // revision 0 exists, so an insert that changes nothing is the conflict, read back for its revision.
        const fresh = append.expectedRevision === 'no_stream' && append.events.length > 0;
        // Read inside the transaction: an earlier append of this call to the same stream counts.
        const actual = fresh ? null : this.currentRevision(append.streamId);
        if (!revisionMatches(append.expectedRevision, actual)) {
          return { status: 'conflict', streamId: append.streamId, actualRevision: actual };
        }
        let revision = actual ?? -1;
        let position = 0;
        for (const { id, event, metadata, text, idempotency } of append.events) {
          revision += 1;
          const data = text?.data ?? JSON.stringify(event.data);
          const metadataText = text?.metadata ?? JSON.stringify(metadata);
          const statement = this.keys.insert(idempotency) ?? (fresh && revision === 0 ? this.insertFirst : this.insert);
          const result = statement.run(id, append.streamId, revision, event.type, data, metadataText, recordedAt);
          if (result.changes === 0) {
            return {
              status: 'conflict',
              streamId: append.streamId,
              actualRevision: this.currentRevision(append.streamId),
            };
          }
          position = Number(result.lastInsertRowid);
          if (listener) {
            const row: EventRow = [position, id, append.streamId, revision, event.type, data, metadataText, recordedAt];
            inserted.push({ row, objects: text ? { event, metadata } : null });
          }
        }
        return { status: 'appended', streamId: append.streamId, result: { nextExpectedRevision: revision, position } };
      });
      const recorded = listener ? this.forListener(listener, inserted) : null;
      if (!listener || !recorded) return { outcomes, afterCommit: null };
      try {
        return { outcomes, afterCommit: listener.apply(recorded) };
      } catch (error) {
        throw new ListenerFailure(error);
      }
    });
    afterCommit?.();
    return outcomes;
  }

  private currentRevision(streamId: string): number | null {
    return this.lastRevision.get(streamId)?.revision ?? null;
  }

  /**
   * What the listener is to apply with this append: the events it missed, read back from the log, then the
   * ones just inserted. Null when it declines or is too far behind.
   */
  private forListener(listener: InlineProjection, inserted: InsertedEvent[]): RecordedEvent[] | null {
    const first = inserted[0]?.row[0];
    const next = listener.nextPosition();
    if (first === undefined || next === null || next > first || first - next > this.catchUpLimit) return null;
    const missed = next < first ? this.between.all(next - 1, first).map(toRecorded) : [];
    return [...missed, ...inserted.map(asRecorded)];
  }

  /**
   * Not held back for durability: commands decide on what they read here, and their own appends come after
   * it in the log, so they reach the disk no earlier. Answers built from it wait at the HTTP layer.
   */
  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.byStream.all(streamId).map(toRecorded);
  }

  /**
   * The log's reads for readers that show it (the live tail, the audit trail, exports, checkpoints) return
   * once what they read is on disk. Read first, then wait: a commit made after the read cannot be in it.
   */
  async readAll(after: Position | null, limit: number): Promise<RecordedEvent[]> {
    const rows = this.after.all(after ?? 0, limit);
    await this.db.durable();
    return rows.map(toRecorded);
  }

  /** Rows as arrays (better-sqlite3's raw mode): the verifier reads the whole log through here. */
  async readStoredText(after: Position | null, limit: number): Promise<StoredEventText[]> {
    const rows = this.textAfter.all(after ?? 0, limit);
    await this.db.durable();
    return rows.map(toStoredText);
  }

  async headPosition(): Promise<Position | null> {
    const head = this.head.get()?.head ?? null;
    await this.db.durable();
    return head;
  }

  async close(): Promise<void> {
    // The SQLite client is shared with the other embedded adapters and closed by its owner.
  }
}

import type { SqlClient } from '../../storage/sql-client';
import { LOCK_KEYS, migrate } from '../../storage/migrations';
import type { DomainEvent, EventMetadata } from '../domain-events';
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
import { EVENT_LOG_SCHEMA } from './event-log-schema';
import { findIdempotentSql } from './event-log-idempotency';
import type { IdempotencyRecord } from '../idempotency-record';

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  stream_revision: number;
  event_type: DomainEvent['type'];
  data: DomainEvent['data'];
  metadata: EventMetadata;
  recorded_at: Date | string;
}

/** One stream's outcome as event_log_append reports it. */
interface AppendCallOutcome {
  ok: boolean;
  actual: number | null;
  next: number | null;
  position: number | string | null;
}

/**
 * Splits appends into calls in which each stream appears once, keeping
 * order: a stream named again is appended in a later call, after the first.
 * Returns the indexes of each call's appends.
 */
function roundsOfDistinctStreams(appends: StreamAppend[]): number[][] {
  const rounds: number[][] = [];
  const timesSeen = new Map<string, number>();
  appends.forEach((append, index) => {
    const round = timesSeen.get(append.streamId) ?? 0;
    timesSeen.set(append.streamId, round + 1);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}

/** Positions per transaction id: an append holds at most this many events. */
const POSITIONS_PER_TRANSACTION = 65536;

// A position is id x 2^16 + index: below 2^53 (a JS number) for the first 2^37 transactions of the server.

/**
 * The oldest transaction of this statement's snapshot that may still add
 * rows to the log: one in progress at the snapshot that holds append locks
 * now, or that has committed since (its rows are not in this snapshot). An
 * appender holds its locks from before it takes its transaction id until it
 * ends. Unrelated long transactions on the server do not hold readers back.
 *
 * The order of the two checks matters, hence CASE (SQL may reorder an OR):
 * a transaction that no longer shows as holding locks has ended by then,
 * so its status read afterwards is final.
 */
const OLDEST_APPEND_IN_FLIGHT = `SELECT min(x) FROM pg_snapshot_xip(snap.s) AS x
  WHERE CASE
    WHEN EXISTS (SELECT 1 FROM pg_locks k JOIN pg_stat_activity a ON a.pid = k.pid
                 WHERE k.locktype = 'advisory' AND k.classid = $3 AND a.backend_xid = x::xid) THEN true
    ELSE pg_xact_status(x) = 'committed'
  END`;

const SELECT_EVENTS =
  `SELECT position, event_id, stream_id, stream_revision, event_type, data, metadata, ` + `recorded_at FROM event_log`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.stream_revision,
    position: Number(row.position),
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at).toISOString(),
  } as RecordedEvent;
}

/**
 * The event log on PostgreSQL, shared by several processes. Appends to
 * different streams run in parallel: each append (one call of the
 * event_log_append function) locks only its own streams (transaction-scoped
 * advisory locks, taken in one sorted order so two appends never deadlock)
 * and checks their revisions under those locks. Commits of different appends
 * therefore share PostgreSQL's group commit instead of queueing behind one
 * log-wide lock.
 *
 * Positions must still never appear out of order to a reader. So a position
 * is not drawn from a sequence but made from the appending transaction's id
 * and the event's index in the append: id × 2^16 + index. A reader takes only positions below the oldest append still
 * in flight for its snapshot (OLDEST_APPEND_IN_FLIGHT): every later commit
 * comes from a transaction with an id at least that large, so it lands
 * behind everything already read. The transaction gets its id with the
 * insert, after it holds its stream locks, which is what lets the reader
 * tell appenders from other transactions; a long transaction elsewhere on
 * the server does not hold readers back.
 *
 * Rows written before this scheme keep their sequence positions, which are
 * all smaller than any position made this way. Every writer must append
 * through this class; test/events/concurrent-append.int.spec.ts checks with
 * two processes that a reader paging from its checkpoint misses nothing.
 */
export class SqlEventStore implements EventStore {
  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<SqlEventStore> {
    await migrate(sql, LOCK_KEYS.eventSchema, EVENT_LOG_SCHEMA);
    return new SqlEventStore(sql);
  }

  async append(streamId: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const [outcome] = await this.appendMany([{ streamId, events, expectedRevision }]);
    if (outcome.status === 'conflict') {
      throw new WrongExpectedRevisionError(streamId, expectedRevision, outcome.actualRevision);
    }
    return outcome.result;
  }

  async appendMany(appends: StreamAppend[]): Promise<StreamAppendOutcome[]> {
    const outcomes: StreamAppendOutcome[] = new Array(appends.length);
    for (const round of roundsOfDistinctStreams(appends)) {
      const results = await this.appendOnce(round.map((index) => appends[index]));
      round.forEach((index, at) => (outcomes[index] = results[at]));
    }
    return outcomes;
  }

  /** One call of event_log_append: streams all distinct, at most POSITIONS_PER_TRANSACTION events. */
  private async appendOnce(appends: StreamAppend[]): Promise<StreamAppendOutcome[]> {
    const events = appends.reduce((sum, append) => sum + append.events.length, 0);
    if (events > POSITIONS_PER_TRANSACTION)
      throw new Error(`One append holds at most ${POSITIONS_PER_TRANSACTION} events, not ${events}`);
    // One JSON parameter rather than arrays per column: data and metadata are not encoded twice.
    const input = appends.map(({ streamId, expectedRevision, events: list }) => ({
      stream: streamId,
      expected: expectedRevision,
      // A keyless event's idem and fp are undefined, which JSON leaves out.
      events: list.map(({ id, event, metadata, idempotency: mark }) => {
        return { id, type: event.type, data: event.data, meta: metadata, idem: mark?.key, fp: mark?.fingerprint };
      }),
    }));
    const [row] = await this.sql.query<{ outcomes: AppendCallOutcome[] }>(
      'SELECT event_log_append($1::jsonb, $2, $3) AS outcomes',
      [JSON.stringify(input), LOCK_KEYS.streamAppend, POSITIONS_PER_TRANSACTION],
    );
    return row.outcomes.map((outcome, index): StreamAppendOutcome => {
      const streamId = appends[index].streamId;
      if (!outcome.ok) return { status: 'conflict', streamId, actualRevision: outcome.actual };
      return {
        status: 'appended',
        streamId,
        result: { nextExpectedRevision: Number(outcome.next), position: Number(outcome.position ?? 0) },
      };
    });
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await this.sql.query<EventRow>(`${SELECT_EVENTS} WHERE stream_id = $1 ORDER BY stream_revision`, [
      streamId,
    ]);
    return rows.map(toRecorded);
  }

  /**
   * The settled prefix of the next `limit` positions (settled-prefix.ts),
   * judged against the snapshot of the same statement. The run comes back as
   * one JSON text: one native JSON.parse instead of decoding every column of
   * every row in JS.
   */
  async readAll(after: Position | null, limit: number): Promise<RecordedEvent[]> {
    const [row] = await this.sql.query<{ events: string }>(
      `WITH bound AS (
         SELECT coalesce((${OLDEST_APPEND_IN_FLIGHT}), pg_snapshot_xmax(snap.s))::text::bigint *
           ${POSITIONS_PER_TRANSACTION} AS below
         FROM (SELECT pg_current_snapshot() AS s) snap)
       SELECT coalesce(json_agg(e ORDER BY e.position), '[]')::text AS events
       FROM (${SELECT_EVENTS}, bound WHERE position > $1 AND position < bound.below ORDER BY position LIMIT $2) e`,
      [after ?? 0, limit, LOCK_KEYS.streamAppend],
    );
    return (JSON.parse(row.events) as EventRow[]).map(toRecorded);
  }

  async headPosition(): Promise<Position | null> {
    const [row] = await this.sql.query<{ head: number | null }>('SELECT max(position) AS head FROM event_log');
    return row.head === null ? null : Number(row.head);
  }

  async countUpTo(position: Position): Promise<number> {
    const [row] = await this.sql.query<{ count: string }>(
      'SELECT count(*) AS count FROM event_log WHERE position <= $1',
      [position],
    );
    return Number(row.count);
  }

  findIdempotent(key: string): Promise<IdempotencyRecord | null> {
    return findIdempotentSql(this.sql, key);
  }

  async close(): Promise<void> {
    // The SQL client is shared with other adapters and closed by its owner.
  }
}

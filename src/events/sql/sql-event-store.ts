import type { SqlClient, SqlExecutor } from '../../storage/sql-client';
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
  revisionMatches,
} from '../event-store';
import { EVENT_LOG_SCHEMA } from './event-log-schema';

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

/** One event as the append statement reads it from its JSON parameter. */
interface InsertRow {
  id: string;
  stream: string;
  rev: number;
  type: DomainEvent['type'];
  data: DomainEvent['data'];
  meta: EventMetadata;
}

/** Positions per transaction id: an append holds at most this many events. */
const POSITIONS_PER_TRANSACTION = 65536;
const EVENTS_PER_APPEND = POSITIONS_PER_TRANSACTION;

/** id × 2^16 + index: below 2^53 (a JS number) for the first 2^37 transactions of the server. */
const POSITION_OF_ORD = `pg_current_xact_id()::text::bigint * ${POSITIONS_PER_TRANSACTION} + (e.ord - 1)`;

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

const SELECT_EVENTS = `SELECT position, event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at FROM event_log`;

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
 * The event log in SQL (PostgreSQL, and PGlite while it is the embedded
 * store). Appends to different streams run in parallel: each append locks
 * only its own streams (transaction-scoped advisory locks, taken in one
 * sorted order so two appends never deadlock) and checks their revisions
 * under those locks. Commits of different appends therefore share
 * PostgreSQL's group commit instead of queueing behind one log-wide lock.
 *
 * Positions must still never appear out of order to a reader. So a position
 * is not drawn from a sequence but made from the appending transaction's id
 * and the event's index in the append: id × 2^16 + index (see
 * `positionOf`). A reader takes only positions below the oldest append still
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
    if (appends.length === 0) return [];
    return this.sql.transaction(async (tx) => {
      const streamIds = Array.from(new Set(appends.map((append) => append.streamId)));
      // Locks only: the transaction must not have an id before it holds them (see the class comment).
      await tx.query(
        `SELECT count(pg_advisory_xact_lock($1, k))
         FROM (SELECT DISTINCT hashtext(s) AS k FROM unnest($2::text[]) AS s ORDER BY 1) keys`,
        [LOCK_KEYS.streamAppend, streamIds],
      );
      const current = await this.currentRevisions(tx, streamIds);
      const outcomes: StreamAppendOutcome[] = [];
      const rows: InsertRow[] = [];
      const pending: { index: number; streamId: string; count: number; last: number }[] = [];
      for (const append of appends) {
        const actual = current.has(append.streamId) ? (current.get(append.streamId) as number) : null;
        if (!revisionMatches(append.expectedRevision, actual)) {
          outcomes.push({ status: 'conflict', streamId: append.streamId, actualRevision: actual });
          continue;
        }
        let revision = actual === null ? -1 : actual;
        for (const { id, event, metadata } of append.events) {
          revision += 1;
          rows.push({ id, stream: append.streamId, rev: revision, type: event.type, data: event.data, meta: metadata });
        }
        current.set(append.streamId, revision);
        pending.push({ index: outcomes.length, streamId: append.streamId, count: append.events.length, last: revision });
        outcomes.push({ status: 'appended', streamId: append.streamId, result: { nextExpectedRevision: revision, position: 0 } });
      }
      if (rows.length === 0) return outcomes;
      if (rows.length > EVENTS_PER_APPEND) throw new Error(`One append holds at most ${EVENTS_PER_APPEND} events, not ${rows.length}`);
      // One JSON parameter rather than six text arrays: data and metadata are not JSON-encoded twice
      // and array-escaped, which dominated an import's CPU on PGlite (its wire encoding runs in JS).
      // One row of positions back rather than a row per event, for the same reason.
      const [inserted] = await tx.query<{ positions: (number | string)[] }>(
        `WITH ins AS (
           INSERT INTO event_log (position, event_id, stream_id, stream_revision, event_type, data, metadata)
           SELECT ${POSITION_OF_ORD}, (e.v->>'id')::uuid, e.v->>'stream', (e.v->>'rev')::int, e.v->>'type', e.v->'data', e.v->'meta'
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(v, ord)
           RETURNING position)
         SELECT array_agg(position ORDER BY position) AS positions FROM ins`,
        [JSON.stringify(rows)],
      );
      // Positions follow ord, the order of `rows`: walk them per stream.
      const positions = inserted.positions.map(Number);
      let cursor = 0;
      for (const item of pending) {
        cursor += item.count;
        outcomes[item.index] = {
          status: 'appended',
          streamId: item.streamId,
          result: { nextExpectedRevision: item.last, position: positions[cursor - 1] },
        };
      }
      return outcomes;
    });
  }

  /**
   * One backward index probe per stream. `stream_id = ANY(...)` with a
   * GROUP BY was planned as a sequential scan whenever the table had no
   * statistics (PGlite never runs autovacuum, so never ANALYZE): each group
   * commit read the whole log, and a 100,000-row import spent a third of its
   * time here.
   */
  private async currentRevisions(tx: SqlExecutor, streamIds: string[]): Promise<Map<string, number>> {
    const rows = await tx.query<{ stream_id: string; revision: number }>(
      `SELECT s.id AS stream_id, last.revision
       FROM unnest($1::text[]) AS s(id)
       CROSS JOIN LATERAL (
         SELECT e.stream_revision AS revision FROM event_log e WHERE e.stream_id = s.id ORDER BY e.stream_revision DESC LIMIT 1
       ) last`,
      [streamIds],
    );
    return new Map(rows.map((row) => [row.stream_id, Number(row.revision)]));
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await this.sql.query<EventRow>(`${SELECT_EVENTS} WHERE stream_id = $1 ORDER BY stream_revision`, [streamId]);
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
         SELECT coalesce((${OLDEST_APPEND_IN_FLIGHT}), pg_snapshot_xmax(snap.s))::text::bigint * ${POSITIONS_PER_TRANSACTION} AS below
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

  async close(): Promise<void> {
    // The SQL client is shared with other adapters and closed by its owner.
  }
}

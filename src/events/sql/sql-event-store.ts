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
 * The event log on PostgreSQL, shared by several processes. Appends take one transaction-scoped advisory lock, so positions
 * are assigned and committed in the same order: a reader that has seen
 * position N can never later see a smaller one appear.
 *
 * Why that holds: the lock is the first statement, so nextval() for the
 * BIGSERIAL runs only under it, and PostgreSQL releases transaction locks
 * after the commit is visible to new snapshots (ProcArrayEndTransaction comes
 * before lock release), so the next appender assigns larger positions and
 * commits later. Readers need no lock; one statement's snapshot always sees a
 * prefix of the log. Rolled-back appends leave position gaps, which readers
 * step over harmlessly (they never wait for a missing number).
 * It depends on two things: the sequence keeps CACHE 1 (a per-session cache
 * would hand out positions out of commit order), and every writer appends
 * through this class. test/events/concurrent-append.int.spec.ts checks it
 * with two processes; with the lock removed that reader misses events.
 * Cost: appends are serialized database-wide, which appendMany amortizes.
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
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.eventAppend]);
      const current = await this.currentRevisions(tx, appends.map((a) => a.streamId));
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
      // One JSON parameter rather than six text arrays: data and metadata are not JSON-encoded twice
      // and array-escaped, which dominated an import's CPU on PGlite (its wire encoding runs in JS).
      // One row of positions back rather than a row per event, for the same reason.
      const [inserted] = await tx.query<{ positions: (number | string)[] }>(
        `WITH ins AS (
           INSERT INTO event_log (event_id, stream_id, stream_revision, event_type, data, metadata)
           SELECT (e.v->>'id')::uuid, e.v->>'stream', (e.v->>'rev')::int, e.v->>'type', e.v->'data', e.v->'meta'
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(v, ord)
           ORDER BY e.ord
           RETURNING position)
         SELECT array_agg(position ORDER BY position) AS positions FROM ins`,
        [JSON.stringify(rows)],
      );
      // Positions are assigned in insertion order, which follows ord: walk them per stream.
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
      [Array.from(new Set(streamIds))],
    );
    return new Map(rows.map((row) => [row.stream_id, Number(row.revision)]));
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await this.sql.query<EventRow>(`${SELECT_EVENTS} WHERE stream_id = $1 ORDER BY stream_revision`, [streamId]);
    return rows.map(toRecorded);
  }

  /**
   * The run comes back as one JSON text: PGlite decodes every field of every
   * row in JS (jsonb columns each through JSON.parse), which cost more than
   * twice one native JSON.parse of the aggregate; a projector reads every event.
   */
  async readAll(after: Position | null, limit: number): Promise<RecordedEvent[]> {
    const [row] = await this.sql.query<{ events: string }>(
      `SELECT coalesce(json_agg(e ORDER BY e.position), '[]')::text AS events
       FROM (${SELECT_EVENTS} WHERE position > $1 ORDER BY position LIMIT $2) e`,
      [after ?? 0, limit],
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

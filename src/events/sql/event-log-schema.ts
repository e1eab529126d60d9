import { EVENT_LOG_IDEMPOTENCY_SCHEMA } from './event-log-idempotency';

/**
 * One append in one round trip (a call in its own transaction): lock the
 * streams, check each stream's revision, insert the events of the streams
 * that match. Input: [{ stream, expected: "no_stream" | "any" | n, events:
 * [{ id, type, data, meta }] }], each stream at most once. Output, in input
 * order: [{ ok, actual, next, position }] (position of the stream's last
 * event). The statements after the lock run on a fresh snapshot (a volatile
 * plpgsql function takes one per statement), so they see the commit of
 * whoever held a lock before. See SqlEventStore for how positions are made.
 */
const APPEND_FUNCTION = `CREATE OR REPLACE FUNCTION event_log_append(
  appends jsonb, lock_namespace int, per_transaction bigint
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  outcomes jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(lock_namespace, k)
  FROM (SELECT DISTINCT hashtext(a->>'stream') AS k FROM jsonb_array_elements(appends) AS a ORDER BY 1) keys;
  WITH input AS (
    SELECT t.ord, t.a->>'stream' AS stream, t.a->'expected' AS expected, t.a->'events' AS events
    FROM jsonb_array_elements(appends) WITH ORDINALITY AS t(a, ord)
  ), checked AS (
    SELECT i.ord, i.stream, i.events, last.revision AS actual,
           CASE WHEN jsonb_typeof(i.expected) = 'number' THEN last.revision IS NOT DISTINCT FROM (i.expected #>>
             '{}')::int
                WHEN i.expected #>> '{}' = 'any' THEN true
                ELSE last.revision IS NULL END AS ok
    FROM input i LEFT JOIN LATERAL (
      SELECT e.stream_revision AS revision FROM event_log e WHERE e.stream_id = i.stream ORDER BY e.stream_revision
        DESC LIMIT 1
    ) last ON true
  ), numbered AS (
    SELECT c.stream, coalesce(c.actual, -1) + ev.n AS revision, ev.e, row_number() OVER (ORDER BY c.ord, ev.n) - 1 AS
      idx
    FROM checked c CROSS JOIN LATERAL jsonb_array_elements(c.events) WITH ORDINALITY AS ev(e, n)
    WHERE c.ok
  ), inserted AS (
    INSERT INTO event_log (position, event_id, stream_id, stream_revision, event_type, data, metadata,
                           idempotency_key, idempotency_fingerprint)
    SELECT pg_current_xact_id()::text::bigint * per_transaction + n.idx, (n.e->>'id')::uuid, n.stream, n.revision,
           n.e->>'type', n.e->'data', n.e->'meta', n.e->>'idem', n.e->>'fp'
    FROM numbered n
    RETURNING stream_id, position
  ), last_positions AS (
    SELECT stream_id, max(position) AS position FROM inserted GROUP BY stream_id
  )
  SELECT jsonb_agg(jsonb_build_object(
           'ok', c.ok, 'actual', c.actual,
           'next', CASE WHEN c.ok THEN coalesce(c.actual, -1) + jsonb_array_length(c.events) END,
           'position', p.position) ORDER BY c.ord)
  INTO outcomes
  FROM checked c LEFT JOIN last_positions p ON p.stream_id = c.stream;
  RETURN outcomes;
END $fn$`;

/** The event log table. Rows are immutable: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export const EVENT_LOG_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS event_log (
     position BIGSERIAL PRIMARY KEY,
     event_id UUID NOT NULL UNIQUE,
     stream_id TEXT NOT NULL,
     stream_revision INTEGER NOT NULL,
     event_type TEXT NOT NULL,
     data JSONB NOT NULL,
     metadata JSONB NOT NULL,
     recorded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
     UNIQUE (stream_id, stream_revision)
   )`,
  `CREATE OR REPLACE FUNCTION event_log_is_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'event_log is append-only';
   END $$`,
  `DROP TRIGGER IF EXISTS event_log_no_change ON event_log`,
  `CREATE TRIGGER event_log_no_change BEFORE UPDATE OR DELETE ON event_log
     FOR EACH ROW EXECUTE FUNCTION event_log_is_immutable()`,
  `DROP TRIGGER IF EXISTS event_log_no_truncate ON event_log`,
  `CREATE TRIGGER event_log_no_truncate BEFORE TRUNCATE ON event_log
     FOR EACH STATEMENT EXECUTE FUNCTION event_log_is_immutable()`,
  ...EVENT_LOG_IDEMPOTENCY_SCHEMA,
  APPEND_FUNCTION,
];

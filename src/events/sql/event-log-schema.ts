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
];

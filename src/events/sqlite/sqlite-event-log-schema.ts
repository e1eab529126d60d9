/**
 * The event log in SQLite. AUTOINCREMENT so a position is never handed out
 * twice, even after the last rows of a failed append were rolled back.
 * SQLite has no TRUNCATE: a DELETE without WHERE runs the delete trigger too
 * (the truncate optimization is off on a table with triggers).
 */
export const SQLITE_EVENT_LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS event_log (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    stream_revision INTEGER NOT NULL,
    event_type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (stream_id, stream_revision)
  );
  CREATE TRIGGER IF NOT EXISTS event_log_no_update BEFORE UPDATE ON event_log
  BEGIN SELECT RAISE(ABORT, 'event_log is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS event_log_no_delete BEFORE DELETE ON event_log
  BEGIN SELECT RAISE(ABORT, 'event_log is append-only'); END;
`;

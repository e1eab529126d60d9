/**
 * The embedded import queue, shaped like the PostgreSQL one: segments (the
 * messages of one key from one publish call) in arrival order, and one row
 * per key with pending messages that carries the key's lease. Lease times
 * are epoch milliseconds from the one process that may open the file.
 * lease_session names the process that took the lease: a lease of an earlier
 * process (killed, since DATA_DIR admits one) is void at once.
 *
 * A segment's payload (a few hundred sealed rows) spills over a chain of
 * overflow pages, and the columns after it live at the chain's end: a claim
 * that read each segment's message_count from the table walked about 25 pages
 * per segment. The index by key carries message_count, and a claim reads each
 * payload's size from its record header on the row's first page
 * (octet_length), so it picks its segments without walking any chain.
 */
export const SQLITE_IMPORT_QUEUE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS import_queue (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    msg_key TEXT NOT NULL,
    payload TEXT NOT NULL,
    message_count INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  DROP INDEX IF EXISTS import_queue_by_key;
  CREATE INDEX IF NOT EXISTS import_queue_key_sizes ON import_queue (msg_key, seq, message_count);
  CREATE TABLE IF NOT EXISTS import_queue_keys (
    msg_key TEXT PRIMARY KEY,
    lease_owner TEXT,
    lease_session TEXT,
    leased_until INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS import_queue_keys_ready ON import_queue_keys (leased_until);
`;

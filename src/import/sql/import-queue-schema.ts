/**
 * The embedded import queue: segments in arrival order (the messages of one
 * key from one publish call, like a Kafka record batch, so queueing costs one
 * row write per chunk rather than per message), plus one row per key
 * with pending messages that carries the key's lease. Leasing a whole key is
 * what keeps delivery ordered per key when several worker processes share a
 * PostgreSQL server (like a Kafka partition owned by one consumer).
 */
export const IMPORT_QUEUE_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS import_queue (
     seq BIGSERIAL PRIMARY KEY,
     msg_key TEXT NOT NULL,
     payload TEXT NOT NULL,
     message_count INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     enqueued_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  // The DO blocks only act when something is missing: ALTER ... IF NOT EXISTS and CREATE INDEX
  // IF NOT EXISTS lock the table (AccessExclusive, Share) even when there is nothing to do, and a
  // process starting next to running consumers then deadlocks with them (and fails to start).
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = 'import_queue' AND column_name =
                      'message_count') THEN
       ALTER TABLE import_queue ADD COLUMN message_count INTEGER NOT NULL DEFAULT 1;
     END IF;
   END $$`,
  `DO $$ BEGIN
     IF to_regclass(quote_ident(current_schema()) || '.import_queue_by_key') IS NULL THEN CREATE INDEX
       import_queue_by_key ON import_queue (msg_key, seq); END IF;
   END $$`,
  // Payloads are written once, read once and deleted: compressing them costs the server CPU for
  // disk space that is given back moments later.
  `DO $$ BEGIN
     IF EXISTS (SELECT 1 FROM pg_attribute
                WHERE attrelid = to_regclass(quote_ident(current_schema()) || '.import_queue') AND attname =
                  'payload' AND attstorage <> 'e') THEN
       ALTER TABLE import_queue ALTER COLUMN payload SET STORAGE EXTERNAL;
     END IF;
   END $$`,
  `CREATE TABLE IF NOT EXISTS import_queue_keys (
     msg_key TEXT PRIMARY KEY,
     lease_owner TEXT,
     leased_until TIMESTAMPTZ NOT NULL DEFAULT '-infinity'
   )`,
  `DO $$ BEGIN
     IF to_regclass(quote_ident(current_schema()) || '.import_queue_keys_ready') IS NULL THEN CREATE INDEX
       import_queue_keys_ready ON import_queue_keys (leased_until); END IF;
   END $$`,
];

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
  `ALTER TABLE import_queue ADD COLUMN IF NOT EXISTS message_count INTEGER NOT NULL DEFAULT 1`,
  `CREATE INDEX IF NOT EXISTS import_queue_by_key ON import_queue (msg_key, seq)`,
  `CREATE TABLE IF NOT EXISTS import_queue_keys (
     msg_key TEXT PRIMARY KEY,
     lease_owner TEXT,
     leased_until TIMESTAMPTZ NOT NULL DEFAULT '-infinity'
   )`,
  `CREATE INDEX IF NOT EXISTS import_queue_keys_ready ON import_queue_keys (leased_until)`,
];

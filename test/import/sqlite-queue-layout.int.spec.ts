import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteBatchKeyStore } from '../../src/import/batch-keys/sqlite-batch-key-store';
import { SqliteImportQueue } from '../../src/import/sqlite/sqlite-import-queue';
import { SEGMENT_SIZES, SqliteQueueClaims } from '../../src/import/sqlite/sqlite-queue-claims';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';

/** Groups bounded by messages only, as the earlier claim took them. */
const TEN_MESSAGES = { maxMessages: 10, maxBytes: Number.POSITIVE_INFINITY };

/**
 * A queued segment's payload spills over a chain of overflow pages; what a
 * claim needs besides the payload (which segments, how many rows each) must
 * not be read through those chains, and acknowledging rows must not write
 * the pages they free.
 */
describe('SQLite import queue: the file layout claims and acknowledgements rely on (integration)', () => {
  let dir: string;
  let db: SqliteClient;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'queue-layout-'));
    db = openSqliteClient(dir, { synchronous: 'full' });
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const plan = (sql: string): string =>
    (db.writer.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('batch-1') as { detail: string }[])
      .map((step) => step.detail)
      .join('; ');

  it("picks a claim's segments through the index by key, their sizes from the payloads' headers", async () => {
    await SqliteImportQueue.open(db);
    expect(plan(SEGMENT_SIZES)).to.match(/USING INDEX import_queue_key_sizes/);
    // length() of TEXT would count characters through every overflow page; octet_length reads the header.
    expect(SEGMENT_SIZES).to.match(/octet_length\(payload\)/);
  });

  it('gives a file queued by an earlier version the new index, and still claims its rows', async () => {
    db.writer.exec(`
      CREATE TABLE import_queue (seq INTEGER PRIMARY KEY AUTOINCREMENT, msg_key TEXT NOT NULL,
        payload TEXT NOT NULL, message_count INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX import_queue_by_key ON import_queue (msg_key, seq);
      CREATE TABLE import_queue_keys (msg_key TEXT PRIMARY KEY, lease_owner TEXT, lease_session TEXT,
        leased_until INTEGER NOT NULL DEFAULT 0);
      INSERT INTO import_queue (msg_key, payload, message_count) VALUES ('batch-1', '["row-1","row-2"]', 2);
      INSERT INTO import_queue_keys (msg_key) VALUES ('batch-1');
    `);
    await SqliteImportQueue.open(db);
    const indexes = db.writer
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'import_queue' ORDER BY name")
      .pluck()
      .all();
    expect(indexes).to.deep.equal(['import_queue_key_sizes']);
    const claimed = new SqliteQueueClaims(db).claim('worker-a', TEN_MESSAGES, 60_000);
    expect(claimed?.messages.map((message) => message.value)).to.deep.equal(['row-1', 'row-2']);
  });

  it('zeroes deleted content only in the pages a delete writes anyway (secure_delete FAST)', () => {
    new SqliteBatchKeyStore(db);
    // 2 is FAST. ON (1) also wrote zeros over every overflow page an acknowledgement freed.
    expect(db.writer.pragma('secure_delete', { simple: true })).to.equal(2);
  });
});

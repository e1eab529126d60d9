import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import type { BatchKeyStore } from './batch-key-store';
import { WalEmptier } from '../../storage/wal-emptier';
import { newBatchKey } from './row-cipher';

/** What `PRAGMA secure_delete` reads back, as it must be set again: a plain 2 would read as ON, not FAST. */
const SECURE_DELETE_SETTINGS = ['OFF', 'ON', 'FAST'];

/**
 * Batch keys in the embedded SQLite file. A key is deleted with secure_delete
 * ON, which zeroes its bytes in its page even when the page goes to the free
 * list (the writer's usual FAST would leave them there); then the write-ahead
 * log, whose earlier frames still hold the key as inserted, is emptied into
 * the file, so the key survives in neither.
 */
export class SqliteBatchKeyStore implements BatchKeyStore {
  private readonly insert: Statement<[string, Buffer]>;
  private readonly select: Statement<[string]>;
  private readonly remove: Statement<[string]>;
  private readonly all: Statement<[]>;
  private readonly log: WalEmptier;

  constructor(private readonly db: SqliteClient) {
    db.writer.exec(
      'CREATE TABLE IF NOT EXISTS import_batch_keys (batch_id TEXT PRIMARY KEY, cipher_key BLOB NOT NULL)',
    );
    this.insert = db.writer.prepare('INSERT INTO import_batch_keys (batch_id, cipher_key) VALUES (?, ?)');
    this.select = db.writer.prepare('SELECT cipher_key FROM import_batch_keys WHERE batch_id = ?');
    this.remove = db.writer.prepare('DELETE FROM import_batch_keys WHERE batch_id = ?');
    this.all = db.writer.prepare('SELECT batch_id FROM import_batch_keys');
    this.log = new WalEmptier(db.writer);
  }

  create(batchId: string): Promise<Buffer> {
    const key = newBatchKey();
    this.db.write(() => this.insert.run(batchId, key));
    return Promise.resolve(key);
  }

  get(batchId: string): Promise<Buffer | null> {
    const row = this.select.get(batchId) as { cipher_key: Buffer } | undefined;
    return Promise.resolve(row ? Buffer.from(row.cipher_key) : null);
  }

  batchIds(): Promise<string[]> {
    return Promise.resolve((this.all.all() as { batch_id: string }[]).map((row) => row.batch_id));
  }

  async destroy(batchId: string): Promise<void> {
    const writer = this.db.writer;
    const usual = writer.pragma('secure_delete', { simple: true }) as number;
    writer.pragma('secure_delete = ON');
    let removed: number;
    try {
      removed = this.db.write(() => this.remove.run(batchId).changes);
    } finally {
      writer.pragma(`secure_delete = ${SECURE_DELETE_SETTINGS[usual] ?? 'FAST'}`);
    }
    if (removed > 0) await this.log.request();
  }

  /** True when every destroyed key is out of the write-ahead log too. */
  get scrubbed(): boolean {
    return this.log.idle;
  }
}

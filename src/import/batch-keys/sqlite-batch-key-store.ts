import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import type { BatchKeyStore } from './batch-key-store';
import { newBatchKey } from './row-cipher';

/**
 * Batch keys in the embedded SQLite file. The writer's secure_delete (FAST,
 * set where the connection opens) overwrites a deleted key's bytes in its
 * page, and a checkpoint after each destroy moves that page out of the
 * write-ahead log and truncates the log, so the key survives in neither file.
 */
export class SqliteBatchKeyStore implements BatchKeyStore {
  private readonly insert: Statement<[string, Buffer]>;
  private readonly select: Statement<[string]>;
  private readonly remove: Statement<[string]>;
  private readonly all: Statement<[]>;

  constructor(private readonly db: SqliteClient) {
    db.writer.exec(
      'CREATE TABLE IF NOT EXISTS import_batch_keys (batch_id TEXT PRIMARY KEY, cipher_key BLOB NOT NULL)',
    );
    this.insert = db.writer.prepare('INSERT INTO import_batch_keys (batch_id, cipher_key) VALUES (?, ?)');
    this.select = db.writer.prepare('SELECT cipher_key FROM import_batch_keys WHERE batch_id = ?');
    this.remove = db.writer.prepare('DELETE FROM import_batch_keys WHERE batch_id = ?');
    this.all = db.writer.prepare('SELECT batch_id FROM import_batch_keys');
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

  destroy(batchId: string): Promise<void> {
    const removed = this.db.write(() => this.remove.run(batchId).changes);
    // Copies the zeroed page into the database file and empties the log (once per finished batch).
    if (removed > 0) this.db.writer.pragma('wal_checkpoint(TRUNCATE)');
    return Promise.resolve();
  }
}

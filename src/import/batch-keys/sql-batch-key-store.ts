import type { SqlClient } from '../../storage/sql-client';
import type { BatchKeyStore } from './batch-key-store';
import { newBatchKey } from './row-cipher';

/**
 * Batch keys in PostgreSQL, for the PostgreSQL and Kafka queues (the Kafka
 * topic keeps only ciphertext for its whole retention). A destroyed key's row
 * is deleted; PostgreSQL reclaims its space at the next vacuum and its
 * write-ahead segments are recycled after checkpoints.
 */
export class SqlBatchKeyStore implements BatchKeyStore {
  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<SqlBatchKeyStore> {
    await sql.exec(
      'CREATE TABLE IF NOT EXISTS import_batch_keys (batch_id TEXT PRIMARY KEY, cipher_key BYTEA NOT NULL)',
    );
    return new SqlBatchKeyStore(sql);
  }

  async create(batchId: string): Promise<Buffer> {
    const key = newBatchKey();
    await this.sql.query('INSERT INTO import_batch_keys (batch_id, cipher_key) VALUES ($1, $2)', [batchId, key]);
    return key;
  }

  async get(batchId: string): Promise<Buffer | null> {
    const rows = await this.sql.query<{ cipher_key: Buffer }>(
      'SELECT cipher_key FROM import_batch_keys WHERE batch_id = $1',
      [batchId],
    );
    return rows[0]?.cipher_key ?? null;
  }

  async batchIds(): Promise<string[]> {
    const rows = await this.sql.query<{ batch_id: string }>('SELECT batch_id FROM import_batch_keys');
    return rows.map((row) => row.batch_id);
  }

  async destroy(batchId: string): Promise<void> {
    await this.sql.query('DELETE FROM import_batch_keys WHERE batch_id = $1', [batchId]);
  }
}

import { Pool, types } from 'pg';
import type { SqlClient, SqlExecutor } from './sql-client';

// int8 positions stay far below 2^53; parse them as numbers, as the port's Position is.
types.setTypeParser(20, (value: string) => Number(value));

export async function openPgClient(connectionString: string, maxConnections = 10): Promise<SqlClient> {
  const pool = new Pool({ connectionString, max: maxConnections });
  await pool.query('select 1');
  return {
    async query<R>(text: string, params: unknown[] = []): Promise<R[]> {
      const result = await pool.query(text, params);
      return result.rows as R[];
    },
    async exec(text: string): Promise<void> {
      await pool.query(text);
    },
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(text: string, params: unknown[] = []): Promise<R[]> {
            return (await client.query(text, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}

import { Pool, type PoolClient, types } from 'pg';
import type { Logger } from '../shared/logger';
import type { SqlClient, SqlExecutor } from './sql-client';

// int8 positions stay far below 2^53; parse them as numbers, as the port's Position is.
types.setTypeParser(20, (value: string) => Number(value));

export interface PgClientOptions {
  /** Where connection losses are reported; without one they are still caught, silently. */
  logger?: Logger;
  /** The server ends a statement running longer than this (SQLSTATE 57014, answered 504). */
  statementTimeoutMs?: number;
  /** How long a request waits for a connection before the server counts as unreachable. */
  connectTimeoutMs?: number;
}

/** Defaults that keep an outage visible within about two seconds and a runaway query bounded. */
export const PG_CONNECT_TIMEOUT_MS = 2000;
export const PG_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * A pg Pool. A restarted or unreachable server must never crash the process:
 * the pool reports errors of idle connections on its 'error' event, and a
 * connection checked out for a transaction gets its own listener while out
 * (pg-pool removes the idle one), otherwise an `Unhandled 'error' event`
 * (57P01, terminating connection) would end the process. Broken connections
 * are discarded by the pool and new ones are made on the next request, so
 * reconnecting needs nothing more; requests fail fast meanwhile.
 */
export async function openPgClient(
  connectionString: string,
  maxConnections = 10,
  options: PgClientOptions = {},
): Promise<SqlClient> {
  const pool = new Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs ?? PG_STATEMENT_TIMEOUT_MS,
    keepAlive: true,
  });
  const report = connectionReporter(options.logger);
  pool.on('error', report);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    async query<R>(text: string, params: unknown[] = []): Promise<R[]> {
      const result = await pool.query(text, params);
      return result.rows as R[];
    },
    async exec(text: string): Promise<void> {
      await pool.query(text);
    },
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client: PoolClient = await pool.connect();
      let broken: Error | undefined;
      const onError = (error: Error): void => {
        broken = error;
        report(error);
      };
      client.on('error', onError);
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
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', onError);
        // A connection that failed is destroyed rather than handed to the next request.
        client.release(broken);
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}

/** Logs a lost connection at most once a second: a restart breaks every pooled connection at once. */
function connectionReporter(logger: Logger | undefined): (error: Error) => void {
  let lastAt = 0;
  return (error) => {
    const now = Date.now();
    if (!logger || now - lastAt < 1000) return;
    lastAt = now;
    logger.warn({ err: error, dependency: 'postgres' }, 'postgres connection lost; reconnecting on next use');
  };
}

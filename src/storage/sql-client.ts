/**
 * The few SQL operations the PostgreSQL adapters need (the embedded SQLite
 * adapters use better-sqlite3 directly). Parameters are positional ($1, $2, ...).
 */
export interface SqlExecutor {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface SqlClient extends SqlExecutor {
  /** Runs several statements without parameters (schema setup). */
  exec(text: string): Promise<void>;
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

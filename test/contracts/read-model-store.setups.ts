import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { MongoConnection } from '../../src/projections/mongo/mongo-connection';
import { MongoReadModelStore } from '../../src/projections/mongo/mongo-read-model-store';
import { SqlReadModelStore } from '../../src/projections/sql/sql-read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import { openPgClient } from '../../src/storage/pg-client';
import type { SqlClient } from '../../src/storage/sql-client';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

export const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://clinical:clinical@127.0.0.1:55432/clinical';
export const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:57017/clinical';

/** One backing server (or embedded database) for a test run, isolated from every other run. */
export interface Backend {
  label: string;
  /** Opens the isolated database; a string is the reason it is unreachable. */
  open(): Promise<string | null>;
  readStore(): Promise<ReadModelStore>;
  /** The PostgreSQL client or MongoDB database, for leases (the embedded profile needs none). */
  sql?: () => SqlClient;
  mongo?: () => Db;
  dispose(): Promise<void>;
}

const runId = (): string => randomBytes(6).toString('hex');

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function sqliteBackend(): Backend {
  let scratch: ScratchSqlite | null = null;
  return {
    label: 'SQLite',
    async open() {
      scratch = openScratchSqlite('rm-contract');
      return null;
    },
    readStore: () => SqliteReadModelStore.open((scratch as ScratchSqlite).db),
    async dispose() {
      await scratch?.dispose();
    },
  };
}

/** A random schema per run, put first on every pooled connection's search_path. */
export function postgresBackend(url = POSTGRES_URL): Backend {
  const schema = `rm_test_${runId()}`;
  let admin: SqlClient | null = null;
  let client: SqlClient | null = null;
  return {
    label: 'PostgreSQL',
    async open() {
      try {
        admin = await openPgClient(url, 1);
      } catch (error) {
        return `${url}: ${reason(error)}`;
      }
      await admin.exec(`CREATE SCHEMA ${schema}`);
      const separator = url.includes('?') ? '&' : '?';
      client = await openPgClient(`${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
      return null;
    },
    readStore: () => SqlReadModelStore.open(client as SqlClient),
    sql: () => client as SqlClient,
    async dispose() {
      await client?.close();
      await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.close();
    },
  };
}

/** A random database per run, dropped afterwards. */
export function mongoBackend(url = MONGODB_URL): Backend {
  const connection = new MongoConnection(url, { database: `rm_test_${runId()}`, serverSelectionTimeoutMS: 2000 });
  let db: Db | null = null;
  return {
    label: 'MongoDB (FerretDB)',
    async open() {
      try {
        db = await connection.db();
        await db.command({ ping: 1 });
        return null;
      } catch (error) {
        await connection.close().catch(() => undefined);
        return `${url}: ${reason(error)}`;
      }
    },
    readStore: () => MongoReadModelStore.open(db as Db),
    mongo: () => db as Db,
    async dispose() {
      if (db) await db.dropDatabase();
      await connection.close();
    },
  };
}

/** Every backend this machine can offer; unreachable ones are skipped loudly by the suites. */
export const allBackends = (): Backend[] => [sqliteBackend(), postgresBackend(), mongoBackend()];

/** Opens the backend in a mocha `before`, or warns and skips the whole suite. */
export async function openOrSkip(context: Mocha.Context, backend: Backend, suite: string): Promise<void> {
  const unreachable = await backend.open();
  if (unreachable === null) return;
  console.warn(`\n  !!! SKIPPED ${suite} on ${backend.label}: not reachable (${unreachable})\n`);
  context.skip();
}

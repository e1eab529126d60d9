import { MongoClient } from 'mongodb';
import { Client } from 'pg';
import { profileResources } from '../../test/support/test-profile';

export interface ServerProfileRun {
  /** The event log's and the read models' sizes on the servers, in MB. */
  storeSizes(): Promise<string>;
  /** Events in the PostgreSQL log. */
  eventCount(): Promise<number>;
  cleanup(): Promise<void>;
}

/**
 * `bench:scale -- --server`: the service and its CLIs (children of this process, which inherit its
 * environment) run on the server profile, in a PostgreSQL schema, a MongoDB database, a Kafka topic and a
 * Redis key prefix of their own, dropped at the end like the server-profile test suites' resources.
 */
export async function useServerProfile(): Promise<ServerProfileRun> {
  process.env.TEST_PROFILE = 'server';
  const resources = await profileResources();
  // BENCH_SCALE_READ_STORE=postgres measures the PostgreSQL read models beside the MongoDB ones.
  if (process.env.BENCH_SCALE_READ_STORE) resources.env.READ_STORE = process.env.BENCH_SCALE_READ_STORE;
  Object.assign(process.env, resources.env);
  const env = resources.env;
  return {
    async storeSizes() {
      const pg = new Client({ connectionString: env.POSTGRES_URL });
      const mongo = new MongoClient(env.MONGODB_URL);
      try {
        await pg.connect();
        const rows = await pg.query<{ bytes: string | null }>(
          `SELECT sum(pg_total_relation_size(c.oid))::bigint AS bytes FROM pg_class c
             JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
        );
        await mongo.connect();
        const stats = await mongo.db().stats();
        const mongoBytes = Number(stats.storageSize ?? 0) + Number(stats.indexSize ?? 0);
        return (
          `PostgreSQL schema ${(Number(rows.rows[0].bytes ?? 0) / 1e6).toFixed(0)} MB, ` +
          `MongoDB database ${(mongoBytes / 1e6).toFixed(0)} MB (storage + indexes as dbStats reports them)`
        );
      } finally {
        await pg.end().catch(() => undefined);
        await mongo.close().catch(() => undefined);
      }
    },
    async eventCount() {
      const pg = new Client({ connectionString: env.POSTGRES_URL });
      try {
        await pg.connect();
        const rows = await pg.query<{ events: string }>('SELECT count(*) AS events FROM event_log');
        return Number(rows.rows[0].events);
      } finally {
        await pg.end().catch(() => undefined);
      }
    },
    cleanup: () => resources.cleanup(),
  };
}

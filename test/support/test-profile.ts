import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { createPgTestSchema } from '../contracts/support/servers';

export interface ProfileResources {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const MONGODB_BASE = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:57017/clinical';

/**
 * TEST_PROFILE=server runs the HTTP suites on the production-shaped adapters
 * (PostgreSQL events, MongoDB read models, Kafka queue, Redis limits), each
 * test service isolated in its own schema, database, topic and key prefix.
 */
export async function profileResources(): Promise<ProfileResources> {
  if (process.env.TEST_PROFILE !== 'server') return { env: {}, cleanup: async () => undefined };
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const schema = await createPgTestSchema();
  const mongoUrl = new URL(MONGODB_BASE);
  mongoUrl.pathname = `/t_${run}`;
  const env: Record<string, string> = {
    EVENT_STORE: 'postgres',
    POSTGRES_URL: schema.url,
    READ_STORE: 'mongodb',
    MONGODB_URL: mongoUrl.toString(),
    IMPORT_QUEUE: process.env.TEST_IMPORT_QUEUE ?? 'kafka',
    KAFKA_TOPIC: `test.import-rows.${run}`,
    KAFKA_GROUP_ID: `test-import-${run}`,
    LIMITS_STORE: 'redis',
    REDIS_KEY_PREFIX: `test:${run}:`,
    // Servers on other ports (a session's own copy, deploy/local/services.sh env): as POSTGRES_URL and MONGODB_URL.
    ...(process.env.REDIS_URL !== undefined && { REDIS_URL: process.env.REDIS_URL }),
    ...(process.env.KAFKA_BROKERS !== undefined && { KAFKA_BROKERS: process.env.KAFKA_BROKERS }),
  };
  return {
    env,
    async cleanup() {
      await schema.drop().catch(() => undefined);
      const client = new MongoClient(mongoUrl.toString());
      try {
        await client.connect();
        await client.db().dropDatabase();
      } catch {
        // best effort: a leftover test database is harmless
      } finally {
        await client.close();
      }
    },
  };
}

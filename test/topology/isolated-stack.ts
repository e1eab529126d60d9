import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { Client } from 'pg';
import { POSTGRES_URL, REDIS_URL, createPgTestSchema, isReachable } from '../contracts/support/servers';

const ROOT = resolve(__dirname, '../..');

export const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:57017/clinical';
export const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:59092';
/** kafka by default; TOPOLOGY_IMPORT_QUEUE=postgres runs the same topology on the SQL queue. */
export const IMPORT_QUEUE = process.env.TOPOLOGY_IMPORT_QUEUE ?? 'kafka';

export interface IsolatedStack {
  /** The environment every process of the run shares (stores, secrets, users). */
  env: Record<string, string>;
  addUser(email: string, password: string, role: string): void;
  /** Where the log and the read models stand, for failure messages. */
  diagnose(): Promise<string>;
  /** Drops what the run created: schema, Mongo database, Kafka topic and group, temp dir. */
  destroy(): Promise<void>;
}

/** The servers this profile needs that do not answer, as "name at host:port" (empty: all up). */
export async function unreachableServers(): Promise<string[]> {
  const checks: [string, string, number][] = [
    ['PostgreSQL', POSTGRES_URL, 5432],
    ['MongoDB', MONGODB_URL, 27017],
    ['Redis', REDIS_URL, 6379],
  ];
  if (IMPORT_QUEUE === 'kafka') checks.push(['Kafka', `kafka://${KAFKA_BROKERS.split(',')[0]}`, 9092]);
  const missing: string[] = [];
  for (const [name, url, port] of checks)
    if (!(await isReachable(url, port))) missing.push(`${name} at ${new URL(url).host}`);
  return missing;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A run of its own on shared servers: a fresh PostgreSQL schema (search_path in
 * POSTGRES_URL), a fresh Mongo database, its own Kafka topic and consumer
 * group, its own Redis key prefix, one random JWT secret and one users file
 * for every process, as a deployment would share them.
 */
export async function createIsolatedStack(): Promise<IsolatedStack> {
  const id = `topology_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'deid-topology-'));
  const schema = await createPgTestSchema(POSTGRES_URL);
  const mongoUrl = withDatabase(MONGODB_URL, id);
  const env: Record<string, string> = {
    DATA_DIR: dir,
    USERS_FILE: join(dir, 'users.json'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    EVENT_STORE: 'postgres',
    READ_STORE: 'mongodb',
    IMPORT_QUEUE,
    LIMITS_STORE: 'redis',
    POSTGRES_URL: schema.url,
    MONGODB_URL: mongoUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: `${id}:`,
    KAFKA_BROKERS,
    KAFKA_TOPIC: id,
    KAFKA_GROUP_ID: id,
    KAFKA_TOPIC_PARTITIONS: '4',
    RATE_LIMIT_PER_HOUR: '1000000',
    RATE_LIMIT_BURST_PER_MINUTE: '1000000',
    LOG_LEVEL: 'info',
  };
  return {
    env,
    addUser(email, password, role) {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/users.ts', 'add', '--email', email, '--role', role, '--org', 'org-topology'],
        {
          cwd: ROOT,
          input: `${password}\n`,
          env: { ...process.env, ...env },
          stdio: 'pipe',
        },
      );
    },
    async diagnose() {
      const pg = new Client({ connectionString: schema.url });
      const mongo = await MongoClient.connect(mongoUrl, { serverSelectionTimeoutMS: 5000 });
      try {
        await pg.connect();
        const types = await pg.query<{ event_type: string; n: string; head: string }>(
          'SELECT event_type, count(*) AS n, max(position) AS head FROM event_log GROUP BY event_type ORDER ' +
            'BY event_type',
        );
        const checkpoints = await mongo.db(id).collection('checkpoints').find().toArray();
        return `event log: ${JSON.stringify(types.rows)}; checkpoints: ${JSON.stringify(checkpoints)}`;
      } catch (error) {
        return `diagnosis failed: ${String(error)}`;
      } finally {
        await pg.end().catch(() => undefined);
        await mongo.close();
      }
    },
    async destroy() {
      const problems: string[] = [];
      const attempt = async (what: string, work: () => Promise<unknown>): Promise<void> => {
        await work().catch((error: unknown) => problems.push(`${what}: ${String(error)}`));
      };
      await attempt('drop schema', () => schema.drop());
      await attempt('drop mongo database', async () => {
        const client = await MongoClient.connect(mongoUrl, { serverSelectionTimeoutMS: 5000 });
        try {
          await client.db(id).dropDatabase();
        } finally {
          await client.close();
        }
      });
      if (IMPORT_QUEUE === 'kafka') {
        await attempt('delete kafka topic', async () => {
          const admin = new Kafka({
            clientId: 'topology-test',
            brokers: KAFKA_BROKERS.split(','),
            logLevel: logLevel.NOTHING,
          }).admin();
          await admin.connect();
          try {
            const topics = await admin.listTopics();
            if (topics.includes(id)) await admin.deleteTopics({ topics: [id] });
            await admin.deleteGroups([id]).catch(() => undefined);
          } finally {
            await admin.disconnect();
          }
        });
      }
      rmSync(dir, { recursive: true, force: true });
      if (problems.length > 0) console.warn(`topology cleanup: ${problems.join('; ')}`);
    },
  };
}

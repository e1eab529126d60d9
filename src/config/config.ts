import { randomBytes } from 'node:crypto';
import { type Env, oneOf, positiveInt } from './env-values';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqliteSynchronous } from '../storage/sqlite-client';

export type EventStoreKind = 'sqlite' | 'postgres' | 'eventstoredb';
export type ReadStoreKind = 'sqlite' | 'postgres' | 'mongodb';
export type ImportQueueKind = 'sqlite' | 'postgres' | 'kafka';
export type LimitsStoreKind = 'memory' | 'redis';
export const PROCESS_ROLES = ['api', 'projector', 'import-worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface ServiceConfig {
  port: number;
  host: string;
  /** Roles without the API (projector, import worker) answer GET {basePath}/health here when set. */
  healthPort?: number;
  dataDir: string;
  /** The embedded SQLite file's fsync policy: `full` makes an acknowledged write survive power loss. */
  sqliteSynchronous: SqliteSynchronous;
  basePath: string;
  roles: ProcessRole[];
  eventStore: EventStoreKind;
  readStore: ReadStoreKind;
  importQueue: ImportQueueKind;
  limitsStore: LimitsStoreKind;
  postgresUrl: string;
  mongodbUrl: string;
  eventStoreDbUrl: string;
  kafkaBrokers: string[];
  kafkaClientId: string;
  /** Import rows topic (IMPORT_QUEUE=kafka); created with kafkaTopicPartitions partitions and kafkaRetentionMs retention when missing. */
  kafkaTopic: string;
  kafkaGroupId: string;
  kafkaTopicPartitions: number;
  /** Raw CSV rows may hold identifying text: the broker deletes them after this long, consumed or not. */
  kafkaRetentionMs: number;
  redisUrl: string;
  /** Prefix of every Redis key (limits, lockouts, refresh tokens), so deployments or test runs can share a server. */
  redisKeyPrefix: string;
  usersFile: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  maxFailedLogins: number;
  lockoutSeconds: number;
  rateLimitPerHour: number;
  rateLimitBurstPerMinute: number;
  jsonLimitBytes: number;
  batchMaxFileBytes: number;
  readYourWritesTimeoutMs: number;
  topCodeAgeAt90: boolean;
  /** Behind a TLS-terminating proxy: take client addresses and protocol from X-Forwarded-*. */
  trustProxy: boolean;
  logLevel: string;
}


/**
 * Without JWT_SECRET the embedded profile keeps a random secret in DATA_DIR,
 * so tokens survive a restart and the secret is never a built-in default.
 */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  const path = join(dataDir, 'jwt-secret');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(path, 'utf8').trim();
}

export function loadConfig(env: Env = process.env): ServiceConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const basePath = (env.BASE_PATH ?? '/v1').replace(/\/+$/, '');
  const roles = (env.ROLES ?? 'api,projector,import-worker').split(',').map((role) => role.trim()).filter(Boolean);
  for (const role of roles) {
    if (!PROCESS_ROLES.includes(role as ProcessRole)) throw new Error(`ROLES: unknown role "${role}" (use ${PROCESS_ROLES.join(', ')})`);
  }
  return {
    port: positiveInt(env, 'PORT', 3000),
    host: env.HOST ?? '127.0.0.1',
    healthPort: env.HEALTH_PORT ? positiveInt(env, 'HEALTH_PORT', 0) : undefined,
    dataDir,
    sqliteSynchronous: oneOf(env, 'SQLITE_SYNCHRONOUS', ['full', 'normal'], 'full'),
    basePath,
    roles: roles as ProcessRole[],
    eventStore: oneOf(env, 'EVENT_STORE', ['sqlite', 'postgres', 'eventstoredb'], 'sqlite'),
    readStore: oneOf(env, 'READ_STORE', ['sqlite', 'postgres', 'mongodb'], 'sqlite'),
    importQueue: oneOf(env, 'IMPORT_QUEUE', ['sqlite', 'postgres', 'kafka'], 'sqlite'),
    limitsStore: oneOf(env, 'LIMITS_STORE', ['memory', 'redis'], 'memory'),
    postgresUrl: env.POSTGRES_URL ?? 'postgres://clinical:clinical@127.0.0.1:55432/clinical',
    mongodbUrl: env.MONGODB_URL ?? 'mongodb://127.0.0.1:57017/clinical',
    eventStoreDbUrl: env.EVENTSTOREDB_URL ?? 'esdb://127.0.0.1:2113?tls=false',
    kafkaBrokers: (env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',').map((broker) => broker.trim()),
    kafkaClientId: env.KAFKA_CLIENT_ID ?? 'menopause-deid-service',
    kafkaTopic: env.KAFKA_TOPIC ?? 'clinical.import-rows',
    kafkaGroupId: env.KAFKA_GROUP_ID ?? 'clinical-import-workers',
    kafkaTopicPartitions: positiveInt(env, 'KAFKA_TOPIC_PARTITIONS', 4),
    kafkaRetentionMs: positiveInt(env, 'KAFKA_RETENTION_MS', 24 * 3600 * 1000),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:56379',
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'deid:',
    usersFile: resolve(env.USERS_FILE ?? join(dataDir, 'users.json')),
    jwtSecret: jwtSecret(env, dataDir),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: positiveInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 7 * 24 * 3600),
    maxFailedLogins: positiveInt(env, 'MAX_FAILED_LOGINS', 5),
    lockoutSeconds: positiveInt(env, 'LOCKOUT_SECONDS', 15 * 60),
    rateLimitPerHour: positiveInt(env, 'RATE_LIMIT_PER_HOUR', 1000),
    rateLimitBurstPerMinute: positiveInt(env, 'RATE_LIMIT_BURST_PER_MINUTE', 100),
    jsonLimitBytes: positiveInt(env, 'JSON_LIMIT_BYTES', 1024 * 1024),
    batchMaxFileBytes: positiveInt(env, 'BATCH_MAX_FILE_BYTES', 50 * 1024 * 1024),
    readYourWritesTimeoutMs: positiveInt(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 5000),
    topCodeAgeAt90: env.TOP_CODE_AGE_90 === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

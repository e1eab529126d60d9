import { join } from 'node:path';
import {
  type CheckpointStore,
  FileCheckpointStore,
  MongoCheckpointStore,
  SqlCheckpointStore,
  SqliteCheckpointStore,
} from '../audit/checkpoint-store';
import type { SecurityStore } from '../auth/security-store';
import { MemorySecurityStore } from '../auth/memory-security-store';
import { RedisSecurityStore } from '../auth/redis-security-store';
import type { ServiceConfig } from '../config/config';
import type { EventStore } from '../events/event-store';
import { SqlEventStore } from '../events/sql/sql-event-store';
import { SqliteEventStore } from '../events/sqlite/sqlite-event-store';
import { EsdbEventStore } from '../events/esdb/esdb-event-store';
import type { RateLimitBackend } from '../http/middleware/rate-limit';
import type { ImportQueue } from '../import/import-queue';
import { KafkaImportQueue } from '../import/kafka/kafka-import-queue';
import { SqlImportQueue } from '../import/sql/sql-import-queue';
import { SqliteImportQueue } from '../import/sqlite/sqlite-import-queue';
import { MongoProjectorLease } from '../projections/lease/mongo-projector-lease';
import { type ProjectorLease, soleProcessLease } from '../projections/lease/projector-lease';
import { SqlProjectorLease } from '../projections/lease/sql-projector-lease';
import type { MongoConnection } from '../projections/mongo/mongo-connection';
import { MongoReadModelStore } from '../projections/mongo/mongo-read-model-store';
import type { ReadModelStore } from '../projections/read-model-store';
import { SqlReadModelStore } from '../projections/sql/sql-read-model-store';
import { SqliteReadModelStore } from '../projections/sqlite/sqlite-read-model-store';
import type { Logger } from '../shared/logger';
import type { SqlClient } from '../storage/sql-client';
import { openPgClient } from '../storage/pg-client';
import { type SqliteClient, openSqliteClient } from '../storage/sqlite-client';
import { openRedisClient } from '../storage/redis-client';

/** Opens SQL clients lazily and once: the embedded SQLite file and PostgreSQL may each back several ports. */
export class SqlClients {
  private sqlite: SqliteClient | null = null;
  private postgres: Promise<SqlClient> | null = null;

  constructor(private readonly config: ServiceConfig) {}

  embedded(): SqliteClient {
    this.sqlite ??= openSqliteClient(this.config.dataDir, { synchronous: this.config.sqliteSynchronous });
    return this.sqlite;
  }

  server(): Promise<SqlClient> {
    this.postgres ??= openPgClient(this.config.postgresUrl);
    return this.postgres;
  }

  async closeAll(): Promise<void> {
    if (this.postgres) await (await this.postgres).close();
    this.sqlite?.close();
  }
}

export async function openEventStore(config: ServiceConfig, sql: SqlClients): Promise<EventStore> {
  switch (config.eventStore) {
    case 'sqlite':
      return SqliteEventStore.open(sql.embedded());
    case 'postgres':
      return SqlEventStore.open(await sql.server());
    case 'eventstoredb':
      return EsdbEventStore.connect(config.eventStoreDbUrl);
  }
}

/**
 * Signed audit checkpoints live beside the log they describe; EventStoreDB
 * has no side tables, so with it they live beside the read models, which
 * every process shares (a file in DATA_DIR only when those are embedded).
 */
export async function openCheckpointStore(
  config: ServiceConfig,
  sql: SqlClients,
  mongo: MongoConnection | null,
): Promise<CheckpointStore> {
  switch (config.eventStore) {
    case 'sqlite':
      return SqliteCheckpointStore.open(sql.embedded());
    case 'postgres':
      return SqlCheckpointStore.open(await sql.server());
    case 'eventstoredb':
      if (config.readStore === 'postgres') return SqlCheckpointStore.open(await sql.server());
      if (config.readStore === 'mongodb' && mongo) return MongoCheckpointStore.open(await mongo.db());
      return new FileCheckpointStore(join(config.dataDir, 'audit-checkpoints.jsonl'));
  }
}

export async function openReadStore(
  config: ServiceConfig,
  sql: SqlClients,
  mongo: MongoConnection,
): Promise<ReadModelStore> {
  switch (config.readStore) {
    case 'sqlite':
      return SqliteReadModelStore.open(sql.embedded());
    case 'postgres':
      return SqlReadModelStore.open(await sql.server());
    case 'mongodb':
      return MongoReadModelStore.open(await mongo.db());
  }
}

/** The lease that keeps one projector active lives beside the read models it guards. */
export async function openProjectorLease(
  config: ServiceConfig,
  sql: SqlClients,
  mongo: MongoConnection,
): Promise<ProjectorLease> {
  switch (config.readStore) {
    case 'sqlite':
      return soleProcessLease();
    case 'postgres':
      return SqlProjectorLease.open(await sql.server());
    case 'mongodb':
      return MongoProjectorLease.open(await mongo.db());
  }
}

export async function openImportQueue(config: ServiceConfig, sql: SqlClients, logger: Logger): Promise<ImportQueue> {
  switch (config.importQueue) {
    case 'sqlite':
      return SqliteImportQueue.open(sql.embedded());
    case 'postgres':
      return SqlImportQueue.open(await sql.server());
    case 'kafka':
      return KafkaImportQueue.open({
        brokers: config.kafkaBrokers,
        clientId: config.kafkaClientId,
        topic: config.kafkaTopic,
        groupId: config.kafkaGroupId,
        partitions: config.kafkaTopicPartitions,
        retentionMs: config.kafkaRetentionMs,
        logger,
      });
  }
}

export interface LimitsBackends {
  security: SecurityStore;
  rateLimit: RateLimitBackend;
  close(): Promise<void>;
}

export async function openLimits(config: ServiceConfig): Promise<LimitsBackends> {
  switch (config.limitsStore) {
    case 'memory': {
      const security = new MemorySecurityStore();
      return { security, rateLimit: { driver: 'memory', db: new Map() }, close: () => security.close() };
    }
    case 'redis': {
      // One connection shared by the security store and koa-ratelimit, closed last.
      const redis = await openRedisClient(config.redisUrl);
      const security = new RedisSecurityStore(redis, { keyPrefix: `${config.redisKeyPrefix}security:` });
      return {
        security,
        rateLimit: { driver: 'redis', db: redis, keyPrefix: `${config.redisKeyPrefix}ratelimit:` },
        close: async () => {
          await security.close();
          await redis.quit();
        },
      };
    }
  }
}

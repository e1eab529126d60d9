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
import { MemoryReplayStore, type ReplayStore } from '../storage/replay-store';
import type { ServiceConfig } from '../config/config';
import type { EventStore } from '../events/event-store';
import { SqliteEventStore } from '../events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../events/upcasting/upcasting-event-store';
import type { RateLimitBackend } from '../http/middleware/rate-limit';
import type { ImportQueue } from '../import/import-queue';
import { SqliteImportQueue } from '../import/sqlite/sqlite-import-queue';
import { type ProjectorLease, soleProcessLease } from '../projections/lease/projector-lease';
import type { MongoConnection } from '../projections/mongo/mongo-connection';
import type { Projector } from '../projections/projector';
import type { PatientAnswers } from '../projections/patient-answers';
import type { ReadModelStore } from '../projections/read-model-store';
import { shapedPatientAnswers } from '../queries/shaped-patient-answers';
import { SqliteReadModelStore } from '../projections/sqlite/sqlite-read-model-store';
import { guardDependency } from '../shared/dependency-error';
import { FallbackSecurityStore } from '../auth/fallback-security-store';
import type { Logger } from '../shared/logger';
import type { SqlClient } from '../storage/sql-client';
import { type SqliteClient, openSqliteClient } from '../storage/sqlite-client';
import type { BatchKeyStore } from '../import/batch-keys/batch-key-store';
import { SqliteBatchKeyStore } from '../import/batch-keys/sqlite-batch-key-store';

import type * as ServerAdapters from './server-adapters';

/**
 * Server-profile adapters, loaded on first use. A plain require rather than
 * import(): under tsx (the tests) import() stays an ES module import, which
 * resolves no extensionless path.
 */
function serverAdapters(): typeof ServerAdapters {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./server-adapters') as typeof ServerAdapters;
}

/** Opens SQL clients lazily and once: the embedded SQLite file and PostgreSQL may each back several ports. */
export class SqlClients {
  private sqlite: SqliteClient | null = null;
  private postgres: Promise<SqlClient> | null = null;

  /**
   * `serving`: the file is a running service's, whose checkpoints run on a thread of their own.
   * `oneConnection`: reads share the writer's connection (a rebuild's own process, see SqliteOptions).
   */
  constructor(
    private readonly config: ServiceConfig,
    private readonly logger?: Logger,
    private readonly options: { serving: boolean; oneConnection?: boolean } = { serving: false },
  ) {}

  embedded(): SqliteClient {
    this.sqlite ??= openSqliteClient(this.config.dataDir, {
      synchronous: this.config.sqliteSynchronous,
      oneConnection: this.options.oneConnection === true,
      ...(this.options.serving && {
        checkpointThread: {
          onFailure: (error: Error) =>
            this.logger?.warn({ err: error }, 'the checkpoint thread stopped; commits checkpoint the log themselves'),
        },
      }),
      onSyncFailure: (error: Error) =>
        this.logger?.error(
          { err: error },
          'the log could not be synced to disk: every answer now fails; restart the service to recover from the disk',
        ),
    });
    return this.sqlite;
  }

  /** Resolves once every commit to the embedded file is on disk; at once when none is open. */
  durable(): Promise<void> {
    return this.sqlite?.durable() ?? Promise.resolve();
  }

  server(): Promise<SqlClient> {
    if (!this.postgres) {
      const opening = serverAdapters().openPgClient(this.config.postgresUrl, 10, { logger: this.logger });
      this.postgres = opening;
      // A server that was down at start is tried again by the next call, not remembered as failed.
      opening.catch(() => {
        if (this.postgres === opening) this.postgres = null;
      });
    }
    return this.postgres;
  }

  async closeAll(): Promise<void> {
    if (this.postgres) await (await this.postgres).close();
    this.sqlite?.close();
  }
}

/** The log and the read models, and how the projector joins the log's appends where it can. */
export interface OpenedStores {
  events: UpcastingEventStore;
  views: ReadModelStore;
  answers: PatientAnswers;
  /**
   * Registers the projector as an inline projection of the log: on the
   * embedded profile the views live in the log's own file and are written in
   * each append's transaction. Absent on other profiles, where the projector's
   * loop alone applies events.
   */
  projectInline?(projector: Projector): void;
}

export async function openStores(
  config: ServiceConfig,
  sql: SqlClients,
  mongo: MongoConnection,
): Promise<OpenedStores> {
  if (config.eventStore !== 'sqlite' || config.readStore !== 'sqlite') {
    const views = await openReadStore(config, sql, mongo);
    return { events: await openEventStore(config, sql), views, answers: shapedPatientAnswers(views) };
  }
  const log = await SqliteEventStore.open(sql.embedded());
  const views = await SqliteReadModelStore.open(sql.embedded());
  return {
    events: new UpcastingEventStore(log),
    views,
    answers: views,
    projectInline: (projector) => log.registerInline(projector.inline(views)),
  };
}

/** The configured log, read through the upcasters: every reader sees today's event shapes. */
export async function openEventStore(config: ServiceConfig, sql: SqlClients): Promise<UpcastingEventStore> {
  return new UpcastingEventStore(await openStoredEventStore(config, sql));
}

async function openStoredEventStore(config: ServiceConfig, sql: SqlClients): Promise<EventStore> {
  switch (config.eventStore) {
    case 'sqlite':
      return SqliteEventStore.open(sql.embedded());
    case 'postgres':
      return guardDependency(await serverAdapters().SqlEventStore.open(await sql.server()), 'postgres');
    case 'eventstoredb':
      return guardDependency(await serverAdapters().EsdbEventStore.connect(config.eventStoreDbUrl), 'eventstoredb');
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
      return guardDependency(await serverAdapters().SqlReadModelStore.open(await sql.server()), 'postgres');
    case 'mongodb':
      return guardDependency(await serverAdapters().MongoReadModelStore.open(await mongo.db()), 'mongodb');
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
      return serverAdapters().SqlProjectorLease.open(await sql.server());
    case 'mongodb':
      return serverAdapters().MongoProjectorLease.open(await mongo.db());
  }
}

export async function openImportQueue(config: ServiceConfig, sql: SqlClients, logger: Logger): Promise<ImportQueue> {
  switch (config.importQueue) {
    case 'sqlite':
      return SqliteImportQueue.open(sql.embedded());
    case 'postgres':
      return guardDependency(await serverAdapters().SqlImportQueue.open(await sql.server()), 'postgres');
    case 'kafka': {
      const queue = await serverAdapters().KafkaImportQueue.open({
        brokers: config.kafkaBrokers,
        clientId: config.kafkaClientId,
        topic: config.kafkaTopic,
        groupId: config.kafkaGroupId,
        partitions: config.kafkaTopicPartitions,
        retentionMs: config.kafkaRetentionMs,
        timings: { sessionTimeoutMs: config.kafkaSessionTimeoutMs },
        logger,
      });
      return guardDependency(queue, 'kafka');
    }
  }
}

/**
 * The batch payload keys live beside the queue's database: the SQLite file for the embedded queue,
 * PostgreSQL for the PostgreSQL queue and for Kafka (whose topic keeps only ciphertext).
 */
export async function openBatchKeyStore(config: ServiceConfig, sql: SqlClients): Promise<BatchKeyStore> {
  return config.importQueue === 'sqlite'
    ? new SqliteBatchKeyStore(sql.embedded())
    : serverAdapters().SqlBatchKeyStore.open(await sql.server());
}

export interface LimitsBackends {
  security: SecurityStore;
  /** Idempotency-Key answers and recent upload fingerprints. */
  replay: ReplayStore;
  rateLimit: RateLimitBackend;
  /** Readiness: resolves when the store answers (always, for process memory). */
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

export async function openLimits(config: ServiceConfig, logger?: Logger): Promise<LimitsBackends> {
  switch (config.limitsStore) {
    case 'memory': {
      const security = new MemorySecurityStore();
      const replay = new MemoryReplayStore();
      return {
        security,
        replay,
        rateLimit: { driver: 'memory', db: new Map() },
        ping: async () => undefined,
        close: async () => {
          replay.close();
          await security.close();
        },
      };
    }
    case 'redis': {
      // One connection shared by the security store and koa-ratelimit, closed last.
      const { openRedisClient, RedisReplayStore, RedisSecurityStore } = serverAdapters();
      const redis = await openRedisClient(config.redisUrl, logger);
      // While Redis is down, lockouts and throttles are counted per process and logins go on; what needs the
      // shared state (refreshing an older token, logging out) fails closed (503). See FallbackSecurityStore.
      const security = new FallbackSecurityStore(
        guardDependency(new RedisSecurityStore(redis, { keyPrefix: `${config.redisKeyPrefix}security:` }), 'redis'),
      );
      return {
        security,
        replay: guardDependency(new RedisReplayStore(redis, `${config.redisKeyPrefix}replay:`), 'redis'),
        rateLimit: { driver: 'redis', db: redis, keyPrefix: `${config.redisKeyPrefix}ratelimit:` },
        ping: () => redis.ping(),
        close: async () => {
          await security.close();
          // quit() needs a live connection; during an outage just drop the socket.
          await redis.quit().catch(() => redis.disconnect());
        },
      };
    }
  }
}

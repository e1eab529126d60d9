import { KafkaImportQueue } from '../../src/import/kafka/kafka-import-queue';
import { SqlImportQueue } from '../../src/import/sql/sql-import-queue';
import { SqliteImportQueue } from '../../src/import/sqlite/sqlite-import-queue';
import { createLogger } from '../../src/shared/logger';
import { openPgClient } from '../../src/storage/pg-client';
import { KAFKA_BROKERS, deleteKafkaLeftovers, isKafkaReachable, uniqueKafkaNames } from '../import/kafka-support';
import { importQueueContract } from './import-queue.contract';
import { POSTGRES_URL, createPgTestSchema, isReachable, warnSkipped } from './support/servers';
import { openScratchSqlite } from '../support/scratch-sqlite';

// The SQL and SQLite queues are one table per database: the tests share it, each with its own keys.
const SQL_TIMINGS = { idleMs: 20 };

describe('import queue contract: SQLite (temp dir)', () => {
  importQueueContract(async () => {
    const { db, dispose } = openScratchSqlite('queue-contract');
    return { fresh: async () => ({ open: () => SqliteImportQueue.open(db, SQL_TIMINGS) }), close: dispose };
  });
});

describe('import queue contract: PostgreSQL (own schema per run)', () => {
  importQueueContract(async () => {
    if (!(await isReachable(POSTGRES_URL, 5432))) {
      warnSkipped(
        'PostgreSQL import queue contract suite',
        `nothing listening at ${new URL(POSTGRES_URL).host} (start deploy/local/services.sh up postgres)`,
      );
      return null;
    }
    const schema = await createPgTestSchema();
    const sql = await openPgClient(schema.url, 4);
    return {
      fresh: async () => ({ open: () => SqlImportQueue.open(sql, SQL_TIMINGS) }),
      async close() {
        await sql.close();
        await schema.drop();
      },
    };
  });
});

describe('import queue contract: Kafka (own topic and group per test)', function () {
  // Group joins and rebalances take seconds on a loaded machine.
  this.timeout(90_000);
  importQueueContract(async () => {
    if (!(await isKafkaReachable())) {
      warnSkipped(
        'Kafka import queue contract suite',
        `nothing listening at ${KAFKA_BROKERS[0]} (start deploy/local/services.sh up kafka)`,
      );
      return null;
    }
    const topics: string[] = [];
    const groups: string[] = [];
    return {
      async fresh() {
        const { topic, groupId } = uniqueKafkaNames('import-queue');
        topics.push(topic);
        groups.push(groupId);
        return {
          open: () =>
            KafkaImportQueue.open({
              brokers: KAFKA_BROKERS,
              clientId: 'import-queue-contract',
              topic,
              groupId,
              partitions: 4,
              retentionMs: 3600_000,
              logger: createLogger(process.env.TEST_KAFKA_LOG_LEVEL ?? 'silent'),
              timings: { maxWaitTimeMs: 200, heartbeatIntervalMs: 500, sessionTimeoutMs: 10_000 },
            }),
        };
      },
      close: () => deleteKafkaLeftovers(topics, groups),
    };
  });
});

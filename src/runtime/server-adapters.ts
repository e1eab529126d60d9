/** The server profile's adapters, loaded only when one is selected: an embedded process never loads their drivers. */
export { RedisSecurityStore } from '../auth/redis-security-store';
export { RedisReplayStore } from '../storage/redis-replay-store';
export { EsdbEventStore } from '../events/esdb/esdb-event-store';
export { SqlEventStore } from '../events/sql/sql-event-store';
export { SqlBatchKeyStore } from '../import/batch-keys/sql-batch-key-store';
export { KafkaImportQueue } from '../import/kafka/kafka-import-queue';
export { SqlImportQueue } from '../import/sql/sql-import-queue';
export { MongoProjectorLease } from '../projections/lease/mongo-projector-lease';
export { SqlProjectorLease } from '../projections/lease/sql-projector-lease';
export { MongoReadModelStore } from '../projections/mongo/mongo-read-model-store';
export { SqlReadModelStore } from '../projections/sql/sql-read-model-store';
export { openPgClient } from '../storage/pg-client';
export { openRedisClient } from '../storage/redis-client';

import type { Logger } from '../../shared/logger';

/** Where the Kafka import queue lives and how its consumers behave. */
export interface KafkaQueueSettings {
  brokers: string[];
  clientId: string;
  /** Import rows, keyed by batch id (one key stays on one partition, so its rows stay in order). */
  topic: string;
  /** The consumer group shared by every import worker process. */
  groupId: string;
  /** Partitions when the topic is created here; the upper bound on parallel import workers. */
  partitions: number;
  /**
   * How long the broker keeps rows. Raw CSV rows may hold identifying text, so
   * they must not outlive their import by much; rows still unconsumed after
   * this long are lost too (their batch never completes), so it must exceed
   * any worker outage you plan to survive.
   */
  retentionMs: number;
  logger: Logger;
  timings?: Partial<KafkaConsumerTimings>;
}

export interface KafkaConsumerTimings {
  /** The broker drops a consumer silent for this long and gives its partitions to others. */
  sessionTimeoutMs: number;
  /** Heartbeats while a long group is in the handler, and between groups. */
  heartbeatIntervalMs: number;
  /** Longest fetch wait when a partition is idle; also bounds how fast a rebalance is noticed. */
  maxWaitTimeMs: number;
  /**
   * Bytes of rows per produce request: all rows of a batch go to one partition in one record batch, capped by the
   * broker's message.max.bytes (1 MiB default).
   */
  maxRequestBytes: number;
}

export const DEFAULT_KAFKA_TIMINGS: KafkaConsumerTimings = {
  sessionTimeoutMs: 30_000,
  heartbeatIntervalMs: 3_000,
  maxWaitTimeMs: 1_000,
  maxRequestBytes: 512 * 1024,
};

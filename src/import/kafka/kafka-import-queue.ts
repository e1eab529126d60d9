import { Kafka, Partitioners, type Producer, logLevel } from 'kafkajs';
import type { ConsumeOptions, GroupHandler, ImportQueue, QueueConsumer, QueueMessage } from '../import-queue';
import { startGroupConsumer } from './kafka-group-consumer';
import { kafkaLogCreator } from './kafka-log';
import { DEFAULT_KAFKA_TIMINGS, type KafkaConsumerTimings, type KafkaQueueSettings } from './kafka-queue-settings';
import { ensureTopic } from './kafka-topic';
import { chunkByBytes } from './message-chunks';

/**
 * The import queue on Kafka: one topic of CSV rows keyed by batch id, so a
 * batch's rows stay on one partition in order, consumed by one consumer group
 * of import workers (a partition belongs to one worker at a time).
 *
 * Durability: the producer is idempotent with one request in flight and waits
 * for every in-sync replica (acks -1), so a resolved publish is on the broker
 * and a retried request neither duplicates nor reorders rows. How many copies
 * that is depends on the topic's replication (the broker default; production
 * wants 3 with min.insync.replicas 2, the local single broker has 1).
 */
export class KafkaImportQueue implements ImportQueue {
  private readonly consumers = new Set<QueueConsumer>();

  private constructor(
    private readonly kafka: Kafka,
    private readonly probe: Kafka,
    private readonly producer: Producer,
    private readonly settings: KafkaQueueSettings,
    private readonly timings: KafkaConsumerTimings,
  ) {}

  static async open(settings: KafkaQueueSettings): Promise<KafkaImportQueue> {
    const kafka = new Kafka({
      clientId: settings.clientId,
      brokers: settings.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(settings.logger),
      // Outages: tries at most 2 s apart for about a minute, so the consumer rides out a short broker outage
      // as the same group member and resumes within about 2 s of the broker's return (a crashed consumer would
      // rejoin as a new member and wait a session timeout for its old self). Publishes retry less (below).
      connectionTimeout: 2000,
      retry: { initialRetryTime: 250, maxRetryTime: 2000, retries: 30 },
    });
    // Readiness and metrics ask the broker with a client that does not retry: an answer or a quick "down".
    const probe = new Kafka({
      clientId: `${settings.clientId}-probe`,
      brokers: settings.brokers,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 1000,
      retry: { retries: 0 },
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      await ensureTopic(
        admin,
        { topic: settings.topic, partitions: settings.partitions, retentionMs: settings.retentionMs },
        settings.logger,
      );
    } finally {
      await admin.disconnect();
    }
    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // The Java client's murmur2 partitioner, so other tools place a batch id on the same partition.
      createPartitioner: Partitioners.DefaultPartitioner,
      // An upload waiting on a broker that is down answers 503 after about a second, rather than hanging.
      retry: { initialRetryTime: 250, maxRetryTime: 1000, retries: 2 },
    });
    await producer.connect();
    return new KafkaImportQueue(kafka, probe, producer, settings, { ...DEFAULT_KAFKA_TIMINGS, ...settings.timings });
  }

  /**
   * Resolves once the broker acknowledged every row. Large publishes go out as
   * several requests in order; a failure part-way leaves the earlier rows
   * queued, which the caller's retry or abort handles (rows are idempotent).
   */
  async publish(messages: QueueMessage[]): Promise<void> {
    for (const chunk of chunkByBytes(messages, this.timings.maxRequestBytes)) {
      await this.producer.send({
        topic: this.settings.topic,
        acks: -1,
        messages: chunk.map((message) => ({ key: message.key, value: message.value })),
      });
    }
  }

  /** Rows behind the consumer group: per partition, the log end minus the group's committed offset. */
  async depth(): Promise<number> {
    const admin = this.probe.admin();
    await admin.connect();
    try {
      const ends = await admin.fetchTopicOffsets(this.settings.topic);
      const [committed] = await admin.fetchOffsets({ groupId: this.settings.groupId, topics: [this.settings.topic] });
      const done = new Map((committed?.partitions ?? []).map((p) => [p.partition, BigInt(p.offset)]));
      let behind = 0n;
      for (const end of ends) {
        const from = done.get(end.partition) ?? -1n;
        const start = from < 0n ? BigInt(end.low) : from;
        if (BigInt(end.high) > start) behind += BigInt(end.high) - start;
      }
      return Number(behind);
    } finally {
      await admin.disconnect();
    }
  }

  async consume(handler: GroupHandler, options: ConsumeOptions): Promise<QueueConsumer> {
    const started = await startGroupConsumer(
      this.kafka,
      { topic: this.settings.topic, groupId: this.settings.groupId, timings: this.timings },
      handler,
      options,
    );
    const consumer: QueueConsumer = {
      stop: async () => {
        await started.stop();
        this.consumers.delete(consumer);
      },
    };
    this.consumers.add(consumer);
    return consumer;
  }

  async close(): Promise<void> {
    for (const consumer of [...this.consumers]) await consumer.stop();
    await this.producer.disconnect();
  }
}

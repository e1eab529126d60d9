import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import { groupBounds } from '../group-bounds';
import type { ConsumeOptions, DeliveredMessage, GroupHandler, QueueConsumer } from '../import-queue';
import type { KafkaConsumerTimings } from './kafka-queue-settings';
import { type FetchedMessage, type PlannedGroup, PartitionProgress, planGroups } from './partition-progress';

export interface GroupConsumerConfig {
  topic: string;
  groupId: string;
  timings: KafkaConsumerTimings;
}

/**
 * 400 ms after the first failure, doubling, at most 5 s: a group that failed because a store was down is
 * retried within a few seconds of the store returning.
 */
const failureBackoffMs = (attempt: number): number => Math.min(5_000, 200 * 2 ** attempt);

/**
 * One member of the import workers' consumer group. Offsets are committed
 * only for messages whose group the handler acknowledged (autoCommit off,
 * auto-resolve off): a crash before that redelivers them.
 *
 * A group that throws (or is deferred because its batch is still uploading)
 * is retried by seeking the partition back to the first unacknowledged offset
 * and pausing it for the backoff (or the handler's delay). Later groups of
 * the same key wait with it, which keeps the key's order; groups of other
 * keys in the same fetch are still handled, and remembered so the re-fetch
 * does not hand them out again. Republishing retried rows at the end of the
 * topic was the alternative; it breaks per-key order and doubles raw rows on
 * the broker. The cost of seek + pause: keys that hash to a partition behind
 * an uploading batch's rows wait for that upload (bounded by the upload's
 * length, at worst BATCH_STALE_UPLOAD_MS), other partitions do not.
 */
export async function startGroupConsumer(
  kafka: Kafka,
  config: GroupConsumerConfig,
  handler: GroupHandler,
  options: ConsumeOptions,
): Promise<QueueConsumer> {
  const { topic, timings } = config;
  const consumer: Consumer = kafka.consumer({
    groupId: config.groupId,
    sessionTimeout: timings.sessionTimeoutMs,
    heartbeatInterval: timings.heartbeatIntervalMs,
    maxWaitTimeInMs: timings.maxWaitTimeMs,
    allowAutoTopicCreation: false,
    // After a longer outage than the client's retries cover, kafkajs restarts the consumer 250 ms to 2 s later.
    retry: { initialRetryTime: 250, maxRetryTime: 2000, retries: 30 },
  });
  const progress = new Map<number, PartitionProgress>();
  const resumeTimers = new Set<NodeJS.Timeout>();
  const progressOf = (partition: number): PartitionProgress => {
    let known = progress.get(partition);
    if (!known) progress.set(partition, (known = new PartitionProgress()));
    return known;
  };

  // After a rebalance, forget partitions that went to other members.
  consumer.on(consumer.events.GROUP_JOIN, (event) => {
    const mine = new Set(event.payload.memberAssignment[topic] ?? []);
    for (const partition of progress.keys()) if (!mine.has(partition)) progress.delete(partition);
  });

  /** Hands one group to the handler; answers null when acknowledged, else when to retry. */
  async function deliver(
    group: PlannedGroup,
    partition: PartitionProgress,
    payload: EachBatchPayload,
  ): Promise<number | null> {
    const delivered: DeliveredMessage[] = group.messages.map((message) => ({
      key: group.key,
      value: message.value,
      offset: message.offset,
      deliveryAttempt: partition.deliver(message.offset),
    }));
    // A long group must not cost the partition: keep the session alive meanwhile. A failed beat
    // (a rebalance) surfaces again at the heartbeat after the group, where kafkajs rejoins.
    const beat = setInterval(() => void payload.heartbeat().catch(() => undefined), timings.heartbeatIntervalMs);
    try {
      const outcome = await handler(delivered);
      if (outcome.kind === 'ack') {
        for (const message of group.messages) partition.ack(message.offset);
        return null;
      }
      for (const message of group.messages) partition.undeliver(message.offset);
      return outcome.delayMs;
    } catch (error) {
      options.onHandlerError?.(error, delivered);
      return failureBackoffMs(Math.max(...delivered.map((message) => message.deliveryAttempt)));
    } finally {
      clearInterval(beat);
    }
  }

  async function eachBatch(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    const partition = progressOf(batch.partition);
    const fetched: FetchedMessage[] = batch.messages.map((message) => ({
      offset: message.offset,
      key: message.key?.toString('utf8') ?? '',
      value: message.value?.toString('utf8') ?? '',
    }));
    let next = 0;
    /** Resolves and commits the acknowledged prefix of the fetch. */
    const commitDone = async (): Promise<void> => {
      const from = next;
      while (next < fetched.length && partition.isAcked(fetched[next].offset))
        payload.resolveOffset(fetched[next++].offset);
      if (next > from) await payload.commitOffsetsIfNecessary(payload.uncommittedOffsets());
    };

    await commitDone();
    const waiting = new Set<string>();
    let retryInMs: number | null = null;
    for (const group of planGroups(
      fetched.filter((message) => !partition.isAcked(message.offset)),
      groupBounds(options),
    )) {
      // stop(): finish the group in hand, take no new one.
      if (!payload.isRunning() || payload.isStale()) break;
      if (waiting.has(group.key)) continue;
      const retry = await deliver(group, partition, payload);
      if (retry !== null) {
        waiting.add(group.key);
        retryInMs = Math.min(retryInMs ?? retry, retry);
      }
      await commitDone();
      await payload.heartbeat();
    }
    if (next < fetched.length) {
      partition.forgetBelow(fetched[next].offset);
      if (retryInMs !== null && payload.isRunning()) {
        consumer.seek({ topic, partition: batch.partition, offset: fetched[next].offset });
        const resume = payload.pause();
        const timer = setTimeout(() => {
          resumeTimers.delete(timer);
          resume();
        }, retryInMs);
        resumeTimers.add(timer);
      }
    } else if (fetched.length > 0) {
      partition.forgetBelow((BigInt(fetched[fetched.length - 1].offset) + 1n).toString());
    }
  }

  consumer.on(consumer.events.CRASH, (event) => {
    const { error, restart } = event.payload;
    if (restart) options.onHandlerError?.(error, []);
    else options.onConsumerLost?.(error);
  });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  await consumer.run({ autoCommit: false, eachBatchAutoResolve: false, partitionsConsumedConcurrently: 1, eachBatch });

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        for (const timer of resumeTimers) clearTimeout(timer);
        resumeTimers.clear();
        // disconnect() waits for the batch in hand (which stops after its current group) and leaves the group.
        await consumer.disconnect();
      })();
      return stopped;
    },
  };
}

/**
 * The import queue port, shaped after Kafka so a kafkajs adapter can replace
 * the embedded one without changing callers:
 * - `publish` is durable once it resolves;
 * - delivery is at-least-once and ordered per key (the key is the batch id);
 * - a handler receives a group of messages of one key in order, and the group
 *   is acknowledged only after the handler resolved, so a crash before that
 *   redelivers the group (with `deliveryAttempt` one higher).
 */
export interface QueueMessage {
  key: string;
  value: string;
}

export interface DeliveredMessage extends QueueMessage {
  /** Opaque, increasing within a key. */
  offset: string;
  /** 1 on the first delivery; higher after a crash, a lease timeout or a failed handler. */
  deliveryAttempt: number;
}

/**
 * What a handler answers for a group:
 * - `ack`: done, remove the messages;
 * - `defer`: not processable yet (its batch is still uploading): redeliver after
 *   the delay without counting it as a failed attempt.
 * A handler that throws gets the group redelivered after a backoff, counted as a failed attempt.
 */
export type GroupOutcome = { kind: 'ack' } | { kind: 'defer'; delayMs: number };

export type GroupHandler = (group: DeliveredMessage[]) => Promise<GroupOutcome>;

export interface ConsumeOptions {
  /**
   * Target group size in messages. Adapters may deliver a larger unit they never split (the SQL adapter's
   * published chunk).
   */
  maxBatch: number;
  /** Target group size in bytes of message values (unbounded when absent); the same unit is never split for it. */
  maxBytes?: number;
  /** Called when a handler throws; the group is redelivered later. */
  onHandlerError?: (error: unknown, group: DeliveredMessage[]) => void;
  /** Called when the consumer stopped for good (a non-retriable broker error): the process needs a restart. */
  onConsumerLost?: (error: unknown) => void;
}

export interface QueueConsumer {
  /** Finishes the group in hand, then stops taking new ones. */
  stop(): Promise<void>;
}

export interface ImportQueue {
  publish(messages: QueueMessage[]): Promise<void>;
  /**
   * The messages of `key` may be handled now (their batch was accepted): a
   * delivery this process's consumers deferred ends at once instead of when
   * its delay runs out. Optional, and a hint only: a queue without it, or a
   * defer it misses, redelivers when the delay ends, as it always does.
   */
  ready?(key: string): void;
  /** Rows published and not yet acknowledged, for readiness and metrics. */
  depth(): Promise<number>;
  consume(handler: GroupHandler, options: ConsumeOptions): Promise<QueueConsumer>;
  close(): Promise<void>;
}

import type { GroupBounds } from '../group-bounds';

/** One fetched Kafka message, as the queue's planner sees it. */
export interface FetchedMessage {
  offset: string;
  key: string;
  value: string;
}

export interface PlannedGroup {
  key: string;
  messages: FetchedMessage[];
}

/**
 * Splits one partition's fetched messages into the port's unit: groups of one
 * key, in offset order, within the bounds each (at least one message), ordered by their first
 * offset. Keys interleave on a partition while several batches upload at once;
 * grouping per key (rather than cutting at every key change) keeps the
 * worker's group commits large.
 */
export function planGroups(messages: FetchedMessage[], bounds: GroupBounds): PlannedGroup[] {
  // Each group carries the bytes of its values, to cut it before the bound.
  const groups: (PlannedGroup & { bytes: number })[] = [];
  const open = new Map<string, PlannedGroup & { bytes: number }>();
  for (const message of messages) {
    const bytes = Buffer.byteLength(message.value);
    let group = open.get(message.key);
    if (!group || group.messages.length >= bounds.maxMessages || group.bytes + bytes > bounds.maxBytes) {
      group = { key: message.key, messages: [], bytes: 0 };
      groups.push(group);
      open.set(message.key, group);
    }
    group.messages.push(message);
    group.bytes += bytes;
  }
  return groups;
}

/**
 * What this process knows about one partition beyond its committed offset.
 * Kafka keeps only a committed offset per partition, so a group acknowledged
 * behind a retried one cannot be committed yet; remembering it here avoids
 * handing it to the handler again when the partition is fetched again. Losing
 * this (a restart, a rebalance) is safe: the worker's exactly-once effect
 * turns a redelivered row into a no-op. Delivery attempts are counted here
 * too, so after a restart they start again at 1.
 */
export class PartitionProgress {
  private readonly acked = new Set<string>();
  private readonly attempts = new Map<string, number>();

  /** Counts a delivery and returns its attempt number (1 the first time). */
  deliver(offset: string): number {
    const attempt = (this.attempts.get(offset) ?? 0) + 1;
    this.attempts.set(offset, attempt);
    return attempt;
  }

  /** A deferred delivery does not count as an attempt. */
  undeliver(offset: string): void {
    const attempt = this.attempts.get(offset) ?? 0;
    if (attempt <= 1) this.attempts.delete(offset);
    else this.attempts.set(offset, attempt - 1);
  }

  ack(offset: string): void {
    this.acked.add(offset);
  }

  isAcked(offset: string): boolean {
    return this.acked.has(offset);
  }

  /** Forgets offsets below the next offset to fetch: they are committed and will not come back. */
  forgetBelow(nextOffset: string): void {
    const next = BigInt(nextOffset);
    for (const offset of this.acked) if (BigInt(offset) < next) this.acked.delete(offset);
    for (const offset of this.attempts.keys()) if (BigInt(offset) < next) this.attempts.delete(offset);
  }
}

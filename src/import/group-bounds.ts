import type { ConsumeOptions } from './import-queue';

/**
 * How much one import group may hold. Rows alone made a poor bound: a group
 * holds its sealed rows until it is acknowledged, and the same number of
 * rows held a few hundred kilobytes of short rows or tens of megabytes of
 * long ones. Bounding the bytes too keeps a group of long rows about as
 * small in memory as one of short rows.
 */
export interface GroupBounds {
  /** Queue messages per group. */
  maxMessages: number;
  /** Bytes of message values per group. */
  maxBytes: number;
}

/** A consumer's bounds as the queue's options give them. */
export function groupBounds(options: ConsumeOptions): GroupBounds {
  return { maxMessages: options.maxBatch, maxBytes: options.maxBytes ?? Number.POSITIVE_INFINITY };
}

/** A stored segment (the messages of one publish), as a claim sees it before reading its payload. */
export interface SegmentSize {
  seq: number;
  messages: number;
  bytes: number;
}

/**
 * The oldest segments that fit within both bounds; at least one, since a
 * segment is never split.
 */
export function segmentsWithin(sizes: SegmentSize[], bounds: GroupBounds): number[] {
  const chosen: number[] = [];
  let messages = 0;
  let bytes = 0;
  for (const size of sizes) {
    if (chosen.length > 0 && (messages + size.messages > bounds.maxMessages || bytes + size.bytes > bounds.maxBytes))
      break;
    chosen.push(size.seq);
    messages += size.messages;
    bytes += size.bytes;
  }
  return chosen;
}

import type { QueueMessage } from '../import-queue';

/** Rough per-record overhead in a Kafka record batch (lengths, varints, headers count). */
const RECORD_OVERHEAD_BYTES = 64;

/**
 * Cuts a publish into produce requests of at most `maxBytes` of rows, in
 * order. One batch id is one key and so one partition: without this, a large
 * chunk of rows would be one record batch over the broker's message.max.bytes.
 * A single oversized message still goes alone (and the broker rejects it).
 */
export function chunkByBytes(messages: QueueMessage[], maxBytes: number): QueueMessage[][] {
  const chunks: QueueMessage[][] = [];
  let current: QueueMessage[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = Buffer.byteLength(message.key) + Buffer.byteLength(message.value) + RECORD_OVERHEAD_BYTES;
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(message);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

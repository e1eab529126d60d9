import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { isReachable } from '../contracts/support/servers';

export const KAFKA_BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',').map((broker) => broker.trim());

/** True when the first broker accepts TCP connections (the protocol itself is checked by opening the queue). */
export function isKafkaReachable(): Promise<boolean> {
  return isReachable(`kafka://${KAFKA_BROKERS[0]}`, 9092);
}

/** Names unique to this test run, so runs on a shared broker never see each other's rows or offsets. */
export function uniqueKafkaNames(label: string): { topic: string; groupId: string } {
  const run = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  return { topic: `test.${label}.${run}`, groupId: `test-${label}-${run}` };
}

/** Best effort: removes a run's topics and consumer groups. */
export async function deleteKafkaLeftovers(topics: string[], groupIds: string[]): Promise<void> {
  const admin = new Kafka({ clientId: 'test-cleanup', brokers: KAFKA_BROKERS, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    if (groupIds.length > 0) await admin.deleteGroups(groupIds).catch(() => undefined);
    if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
  } finally {
    await admin.disconnect();
  }
}

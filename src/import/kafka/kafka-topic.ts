import { type Admin, ConfigResourceTypes } from 'kafkajs';
import type { Logger } from '../../shared/logger';

export interface TopicSpec {
  topic: string;
  partitions: number;
  retentionMs: number;
}

/**
 * Creates the import topic when missing (replication factor: the broker's
 * default). An existing topic is left as it is: its partition count and
 * retention are an operator's decision once data flows, so a differing
 * retention is only reported.
 */
export async function ensureTopic(admin: Admin, spec: TopicSpec, logger: Logger): Promise<void> {
  // Resolves false when the topic exists (also when another worker created it a moment ago).
  const created = await admin.createTopics({
    waitForLeaders: true,
    topics: [
      {
        topic: spec.topic,
        numPartitions: spec.partitions,
        configEntries: [
          { name: 'retention.ms', value: String(spec.retentionMs) },
          { name: 'cleanup.policy', value: 'delete' },
        ],
      },
    ],
  });
  if (created) return;
  const described = await admin.describeConfigs({
    includeSynonyms: false,
    resources: [{ type: ConfigResourceTypes.TOPIC, name: spec.topic, configNames: ['retention.ms'] }],
  });
  const retention = described.resources[0]?.configEntries.find(
    (entry) => entry.configName === 'retention.ms',
  )?.configValue;
  if (retention !== String(spec.retentionMs)) {
    logger.warn(
      { topic: spec.topic, retention_ms: retention, expected_ms: spec.retentionMs },
      'import topic retention differs from KAFKA_RETENTION_MS; raw rows may be kept longer than intended',
    );
  }
}

import { expect } from 'chai';
import { ConfigResourceTypes, Kafka, logLevel } from 'kafkajs';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from '../batch/batch-support';
import { KAFKA_BROKERS, deleteKafkaLeftovers, isKafkaReachable, uniqueKafkaNames } from './kafka-support';
import { warnSkipped } from '../contracts/support/servers';

describe('batch upload over HTTP with IMPORT_QUEUE=kafka (integration)', function () {
  this.timeout(90_000);
  let service: BatchTestService | null = null;
  let provider: string;
  const { topic, groupId } = uniqueKafkaNames('import-rows-http');

  before(async function () {
    if (!(await isKafkaReachable())) {
      warnSkipped(
        'Kafka batch upload over HTTP',
        `nothing listening at ${KAFKA_BROKERS[0]} (start deploy/local/services.sh up kafka)`,
      );
      return this.skip();
    }
    service = await startBatchService({
      IMPORT_QUEUE: 'kafka',
      KAFKA_BROKERS: KAFKA_BROKERS.join(','),
      KAFKA_TOPIC: topic,
      KAFKA_GROUP_ID: groupId,
    });
    provider = (await service.login('provider')).token;
  });
  after(async () => {
    if (!service) return;
    await service.stop();
    await deleteKafkaLeftovers([topic], [groupId]);
  });

  it('imports a CSV batch through the Kafka topic with exact counts', async () => {
    const active = service as BatchTestService;
    const valid = Array.from({ length: 37 }, (_, index) => validCsvRow({ age_years: String(45 + (index % 20)) }));
    const invalid = [validCsvRow({ race: 'martian' }), validCsvRow({ smoker: 'yes' }), '52,3,asian'];
    const before = await active.patientTotal(provider);
    const upload = await active.upload([CSV_HEADER, ...valid.slice(0, 20), ...invalid, ...valid.slice(20)].join('\n'), {
      token: provider,
    });
    expect(upload.status).to.equal(202);
    expect(upload.body.data).to.include({ total_records: 40, processing: true });

    const done = await active.waitForBatch(upload.body.data.batch_id, provider, 60_000);
    expect(done).to.include({ total_records: 40, processed: 40, successful: 37, failed: 3, processing: false });
    expect(done.errors.map((item: { row: number }) => item.row).sort((a: number, b: number) => a - b)).to.deep.equal([
      21, 22, 23,
    ]);
    expect(await active.patientTotal(provider)).to.equal(before + 37);
  });

  it('imports two larger batches uploaded at once (rows queued while their upload still streams)', async () => {
    const active = service as BatchTestService;
    const csv = (rows: number): string =>
      [
        CSV_HEADER,
        ...Array.from({ length: rows }, (_, index) => validCsvRow({ age_years: String(40 + (index % 30)) })),
      ].join('\n');
    const before = await active.patientTotal(provider);
    const uploads = await Promise.all([
      active.upload(csv(1500), { token: provider }),
      active.upload(csv(1200), { token: provider }),
    ]);
    expect(uploads.map((upload) => upload.status)).to.deep.equal([202, 202]);
    const done = await Promise.all(
      uploads.map((upload) => active.waitForBatch(upload.body.data.batch_id, provider, 80_000)),
    );
    expect(done.map((batch) => [batch.processed, batch.successful, batch.failed])).to.deep.equal([
      [1500, 1500, 0],
      [1200, 1200, 0],
    ]);
    expect(await active.patientTotal(provider)).to.equal(before + 2700);
  });

  it('drops a non-row message after the poison attempts; every partition is committed to its end', async () => {
    const kafka = new Kafka({ clientId: 'test-poison', brokers: KAFKA_BROKERS, logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    try {
      await producer.send({ topic, acks: -1, messages: [{ key: 'batch_not_a_row', value: 'not json at all' }] });
    } finally {
      await producer.disconnect();
    }
    const publishedAt = Date.now();
    const admin = kafka.admin();
    await admin.connect();
    try {
      // Four failed deliveries back off 0.4 + 0.8 + 1.6 + 3.2 s; the fifth (IMPORT_POISON_ATTEMPTS) drops it.
      const deadline = Date.now() + 45_000;
      for (;;) {
        const ends = await admin.fetchTopicOffsets(topic);
        const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
        const behind = ends.filter(
          (end) =>
            committed.partitions.find((p) => p.partition === end.partition)?.offset !== end.high && end.high !== '0',
        );
        if (behind.length === 0) break;
        if (Date.now() > deadline) throw new Error(`partitions not committed to their end: ${JSON.stringify(behind)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(Date.now() - publishedAt, 'dropped only after its retries').to.be.at.least(5000);
    } finally {
      await admin.disconnect();
    }
  });

  it('created the topic with the configured partitions and a short retention for raw rows', async () => {
    const admin = new Kafka({ clientId: 'test-inspect', brokers: KAFKA_BROKERS, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const [metadata] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
      expect(metadata.partitions).to.have.length(4);
      const described = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['retention.ms'] }],
      });
      expect(described.resources[0].configEntries[0]).to.include({
        configName: 'retention.ms',
        configValue: String(24 * 3600 * 1000),
      });
    } finally {
      await admin.disconnect();
    }
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { CommandHandler } from '../../src/commands/command-handler';
import { newBatchKey, openPayload, sealPayload } from '../../src/import/batch-keys/row-cipher';
import { SqliteBatchKeyStore } from '../../src/import/batch-keys/sqlite-batch-key-store';
import { BatchCompletionReactor } from '../../src/import/batch-lifecycle/completion-reactor';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import type { BatchPhase, BatchView } from '../../src/projections/views';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { KafkaImportQueue } from '../../src/import/kafka/kafka-import-queue';
import { encodeRun } from '../../src/import/row-message';
import { silentLogger } from '../../src/shared/logger';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from '../batch/batch-support';
import { warnSkipped } from '../contracts/support/servers';
import { KAFKA_BROKERS, deleteKafkaLeftovers, isKafkaReachable, uniqueKafkaNames } from './kafka-support';

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Files under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: Buffer): string[] {
  return filesUnder(dir).filter((file) => readFileSync(file).includes(needle));
}

async function eventually<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('row payload cipher', () => {
  it('opens only with the batch key, under the label it was sealed with', () => {
    const key = newBatchKey();
    const sealed = sealPayload(key, 'batch_a\n3', 'Seen with Maria Gonzalez');
    expect(sealed).to.not.include('Maria');
    expect(openPayload(key, 'batch_a\n3', sealed)).to.equal('Seen with Maria Gonzalez');
    expect(() => openPayload(newBatchKey(), 'batch_a\n3', sealed)).to.throw();
    expect(() => openPayload(key, 'batch_a\n4', sealed)).to.throw();
    expect(() => openPayload(key, 'batch_b\n3', sealed)).to.throw();
  });

  it('an encoded queue message carries the batch id and row numbers, never cell text', () => {
    const rows = [{ cells: { notes: 'Seen with Maria Gonzalez' } }, { cells: { region: 'west' } }];
    const message = encodeRun({ batchId: 'batch_a', firstRow: 7, rows }, newBatchKey());
    expect(message.key).to.equal('batch_a');
    expect(message.value).to.not.include('Maria').and.not.include('notes').and.not.include('west');
    expect(JSON.parse(message.value)).to.include({ b: 'batch_a', r: 7, n: 2 });
  });
});

describe('crypto-shredding of import payloads: embedded SQLite queue', function () {
  this.timeout(60_000);
  let service: BatchTestService;

  before(async () => {
    service = await startBatchService({ IMPORT_QUEUE: 'sqlite', EVENT_STORE: 'sqlite', READ_STORE: 'sqlite' });
  });
  after(() => service.stop());

  it("leaves neither a rejected row's text nor its batch key anywhere in the data directory", async () => {
    const token = (await service.login('provider')).token;
    const secret = 'Zephyrine Quillfeather';
    const clean = 'Hot flashes easing on paced breathing';
    const csv = [CSV_HEADER, validCsvRow({ notes: clean }), validCsvRow({ notes: `Seen with ${secret} today` })].join(
      '\n',
    );
    // Kept as it is made: two rows may well be imported, and their key destroyed, before the 202 is read.
    const keys = service.runtime.batchKeys;
    const created = new Map<string, Buffer>();
    const create = keys.create.bind(keys);
    keys.create = async (id) => {
      const made = await create(id);
      created.set(id, made);
      return made;
    };
    let upload;
    try {
      upload = await service.upload(csv, { token, fileName: 'cohort.csv' });
    } finally {
      keys.create = create;
    }
    expect(upload.status).to.equal(202);
    const batchId: string = upload.body.data.batch_id;
    const key = created.get(batchId);
    expect(key, 'the batch had a key of its own').to.be.instanceOf(Buffer);

    const done = await service.waitForBatch(batchId, token);
    expect(done).to.include({ successful: 1, failed: 1 });
    expect(done.errors[0].message).to.match(/identifying/);
    const gone = await eventually(
      async () => ((await service.runtime.batchKeys.get(batchId)) === null ? true : null),
      10_000,
    );
    expect(gone, 'the key is destroyed once the batch completed').to.equal(true);

    const dataDir = service.runtime.config.dataDir;
    // The search itself works: the accepted row's notes are in the event log.
    expect(filesContaining(dataDir, Buffer.from(clean))).to.not.be.empty;
    expect(filesContaining(dataDir, Buffer.from('Quillfeather'))).to.deep.equal([]);
    // The log is emptied into the file by a checkpoint that may have to wait for a reader or the checkpoint thread.
    const keyLeftIn = await eventually(async () => {
      const holding = filesContaining(dataDir, key as Buffer);
      return holding.length === 0 ? holding : null;
    }, 10_000);
    expect(keyLeftIn ?? filesContaining(dataDir, key as Buffer)).to.deep.equal([]);
  });
});

describe('batch keys: recovery sweep', () => {
  it('destroys the keys of completed and aborted batches left by a crash, keeps the others', async () => {
    const scratch = openScratchSqlite('batch-keys');
    try {
      const keys = new SqliteBatchKeyStore(scratch.db);
      for (const id of ['batch_done', 'batch_dropped', 'batch_running', 'batch_starting']) await keys.create(id);
      const phases: Record<string, BatchPhase> = {
        batch_done: 'completed',
        batch_dropped: 'aborted',
        batch_running: 'accepted',
      };
      const readStore = {
        acceptedBatches: () => Promise.resolve([]),
        getBatch: (id: string) => Promise.resolve(phases[id] ? ({ id, phase: phases[id] } as BatchView) : null),
      } as unknown as ReadModelStore;
      const reactor = new BatchCompletionReactor({
        handler: {} as CommandHandler,
        readStore,
        clock: { now: () => new Date() },
        keys,
      });
      await reactor.recover();
      expect((await keys.batchIds()).sort()).to.deep.equal(['batch_running', 'batch_starting']);
    } finally {
      await scratch.dispose();
    }
  });
});

/** Where the broker keeps its segments: KAFKA_LOG_DIR, or the local services' data directory. */
function kafkaLogDir(): string | null {
  const candidates = [
    process.env.KAFKA_LOG_DIR,
    join(process.env.LOCAL_SERVICES_DIR ?? join(__dirname, '..', '..', '.local-services'), 'kafka', 'data'),
  ];
  return candidates.find((dir): dir is string => dir !== undefined && existsSync(dir)) ?? null;
}

describe('crypto-shredding of import payloads: Kafka segments', function () {
  this.timeout(60_000);
  const { topic, groupId } = uniqueKafkaNames('shredding');
  let queue: KafkaImportQueue | null = null;
  let logDir: string | null = null;

  before(async function () {
    logDir = kafkaLogDir();
    if (!(await isKafkaReachable()) || !logDir) {
      warnSkipped(
        'Kafka segment search',
        `needs a broker at ${KAFKA_BROKERS[0]} and its log directory (set KAFKA_LOG_DIR or LOCAL_SERVICES_DIR)`,
      );
      return this.skip();
    }
    queue = await KafkaImportQueue.open({
      brokers: KAFKA_BROKERS,
      clientId: 'shredding-test',
      topic,
      groupId,
      partitions: 1,
      retentionMs: 60_000,
      logger: silentLogger,
    });
  });
  after(async () => {
    if (!queue) return;
    await queue.close();
    await deleteKafkaLeftovers([topic], [groupId]);
  });

  it("the topic's segment files hold only ciphertext of a row", async () => {
    const active = queue as KafkaImportQueue;
    const batchId = `batch_${Date.now().toString(36)}`;
    const key = newBatchKey();
    const rows = [{ cells: { notes: 'Seen with Oriabel Thistlewaite' } }];
    const sealed = encodeRun({ batchId, firstRow: 1, rows }, key);
    // A control message in clear, so the search is known to see what the broker wrote.
    const control = { key: batchId, value: 'control-marker-Vexlombra' };
    await active.publish([sealed, control]);
    const dir = logDir as string;
    const topicDirs = (): string[] =>
      readdirSync(dir)
        .filter((name) => name.startsWith(`${topic}-`))
        .map((name) => join(dir, name));
    const found = await eventually(async () => {
      const hits = topicDirs().flatMap((d) => filesContaining(d, Buffer.from('Vexlombra')));
      return hits.length > 0 ? hits : null;
    }, 20_000);
    expect(found, 'the control message is found in the segments').to.not.equal(null);
    const leaked = topicDirs().flatMap((d) => filesContaining(d, Buffer.from('Thistlewaite')));
    expect(leaked).to.deep.equal([]);
  });
});

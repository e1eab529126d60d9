import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import type { CommandOrigin } from '../../src/commands/command-origin';
import type { RecordedEvent } from '../../src/events/event-store';
import { batchStream } from '../../src/events/streams';
import type { ImportQueue } from '../../src/import/import-queue';
import { type UploadDeps, acceptUpload } from '../../src/import/upload/accept-upload';
import { readEnvelope } from '../../src/import/row-message';
import { type RowSealer, inlineRowSealer } from '../../src/import/upload/row-sealing';
import { type BatchTestService, CSV_HEADER, startBatchService, validCsvRow } from './batch-support';

/**
 * An upload that fails after some of its rows are already on the queue: the
 * batch is aborted with a fixed reason, its key is destroyed (so the queued
 * rows can never be read), and none of its rows is imported. Whether the
 * file itself turns bad halfway or sealing or publishing a chunk fails.
 */
describe('uploads failing after rows were queued (integration)', function () {
  this.timeout(60_000);
  const CHUNK_ROWS = 100;
  /** How much of the file the upload reads at a time (csv-records.ts). */
  const FILE_READ_BYTES = 256 * 1024;
  let service: BatchTestService;
  let provider: string;

  before(async () => {
    service = await startBatchService({ IMPORT_PUBLISH_CHUNK_ROWS: String(CHUNK_ROWS), BATCH_MAX_ROW_BYTES: '1024' });
    provider = (await service.login('provider')).token;
  });
  after(() => service.stop());

  const goodRows = (count: number): string[] => Array.from({ length: count }, () => validCsvRow());

  const batchEvents = (batchId: string): Promise<RecordedEvent[]> =>
    service.runtime.eventStore.readStream(batchStream(batchId));

  /** Batches whose stream ends in BatchUploadAborted, newest last. */
  async function abortedBatches(): Promise<{ batchId: string; reason: string }[]> {
    const aborted: { batchId: string; reason: string }[] = [];
    for (const event of await service.runtime.eventStore.readAll(null, 100_000)) {
      if (event.type === 'BatchUploadAborted')
        aborted.push({ batchId: event.data.batch_id, reason: event.data.reason });
    }
    return aborted;
  }

  /** A later upload imported completely means the queue has passed every earlier row. */
  async function drainQueue(): Promise<void> {
    const response = await service.upload([CSV_HEADER, validCsvRow()].join('\n'), {
      token: provider,
      query: 'allow_duplicate=true',
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(202);
    await service.waitForBatch(response.body.data.batch_id, provider);
  }

  async function expectAbortedWithoutTrace(batchId: string, reason: string | RegExp): Promise<void> {
    const types = (await batchEvents(batchId)).map((event) => event.type);
    expect(types).to.deep.equal(['BatchUploadStarted', 'BatchUploadAborted']);
    const [, aborted] = await batchEvents(batchId);
    if (aborted.type !== 'BatchUploadAborted') throw new Error('unreachable');
    if (typeof reason === 'string') expect(aborted.data.reason).to.equal(reason);
    else expect(aborted.data.reason).to.match(reason);
    expect(await service.runtime.batchKeys.get(batchId), 'the batch key').to.equal(null);
  }

  /** Counts the rows each batch puts on the service's own queue while `run` runs; they still go on the queue. */
  async function countingPublished<T>(run: () => Promise<T>): Promise<{ result: T; queued: Map<string, number> }> {
    const queue = service.runtime.appDeps().batchUpload?.queue;
    if (!queue) throw new Error('this service accepts no uploads');
    const queued = new Map<string, number>();
    const publish = queue.publish.bind(queue);
    queue.publish = async (messages) => {
      await publish(messages);
      for (const { key } of messages) queued.set(key, (queued.get(key) ?? 0) + 1);
    };
    try {
      return { result: await run(), queued };
    } finally {
      delete (queue as Partial<ImportQueue>).publish;
    }
  }

  it('a record over BATCH_MAX_ROW_BYTES after queued rows: 400, aborted, key gone, nothing imported', async () => {
    const patientsBefore = await service.patientTotal(provider);
    const abortedBefore = (await abortedBatches()).length;
    // An opening quote that is never closed swallows the rest of the file into one record. The good rows
    // before it fill three reads of the file, so some are queued before the parser meets it.
    const broken = `45,0,asian,not_hispanic,west,perimenopause,,,,,,"runs on ${'x'.repeat(2000)}`;
    const rowsBefore = Math.ceil((3 * FILE_READ_BYTES) / validCsvRow().length);
    const csv = [CSV_HEADER, ...goodRows(rowsBefore), broken, ...goodRows(2)].join('\n');
    const { result: response, queued } = await countingPublished(() => service.upload(csv, { token: provider }));
    expect(response.status, JSON.stringify(response.body)).to.equal(400);
    expect(response.body).to.include({ status: 'error', code: 'BAD_REQUEST' });
    expect(response.body.details).to.deep.include({ field: 'file', reason: 'row_too_large' });

    const aborted = (await abortedBatches()).slice(abortedBefore);
    expect(aborted, 'one aborted batch').to.have.length(1);
    await expectAbortedWithoutTrace(aborted[0].batchId, 'invalid_file:row_too_large');
    expect(queued.get(aborted[0].batchId) ?? 0, 'rows queued before the parser failed').to.be.above(0);
    await drainQueue();
    expect(await service.patientTotal(provider), 'patients after the drain upload').to.equal(patientsBefore + 1);
  });

  describe('an upload read from a file, chunk by chunk', () => {
    const origin: CommandOrigin = {
      actor: { userId: 'usr_upload_failures', role: 'provider', organizationId: 'org_upload_failures' },
      requestId: 'req_upload_failures',
    };
    let csvPath: string;

    before(async () => {
      csvPath = join(tmpdir(), `upload-failures-${process.pid}.csv`);
      await writeFile(csvPath, [CSV_HEADER, ...goodRows(5 * CHUNK_ROWS)].join('\n'));
    });
    after(() => rm(csvPath, { force: true }));

    function uploadDeps(change: (deps: UploadDeps) => UploadDeps): UploadDeps {
      const upload = service.runtime.appDeps().batchUpload;
      if (!upload) throw new Error('this service accepts no uploads');
      const { handler, clock } = service.runtime.commands;
      return change({ ...upload, handler, clock, logger: service.runtime.logger });
    }

    /** Fails the `failing`-th call (1-based) and passes the others through. */
    function failingOn<A extends unknown[], R>(failing: number, call: (...args: A) => Promise<R>) {
      let calls = 0;
      return (...args: A): Promise<R> => {
        calls += 1;
        return calls === failing ? Promise.reject(new Error(`injected failure of call ${calls}`)) : call(...args);
      };
    }

    async function expectFailedUpload(deps: UploadDeps): Promise<void> {
      const patientsBefore = await service.patientTotal(provider);
      const abortedBefore = (await abortedBatches()).length;
      const file = { path: csvPath, fileName: 'patients.csv', mimetype: 'text/csv', size: 0 };
      const outcome = await acceptUpload(deps, origin, file).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
      expect(outcome).to.match(/injected failure/);
      const aborted = (await abortedBatches()).slice(abortedBefore);
      expect(aborted, 'one aborted batch').to.have.length(1);
      await expectAbortedWithoutTrace(aborted[0].batchId, 'upload_failed');
      await drainQueue();
      expect(await service.patientTotal(provider)).to.equal(patientsBefore + 1);
    }

    it('sealing the third chunk fails: the upload fails, the batch is aborted and its key destroyed', async () => {
      await expectFailedUpload(
        uploadDeps((deps) => {
          const sealer = deps.sealer ?? inlineRowSealer;
          const failing: RowSealer = {
            async *sealFile(file) {
              let chunks = 0;
              for await (const chunk of sealer.sealFile(file)) {
                chunks += 1;
                if (chunks === 3) throw new Error('injected failure of chunk 3');
                yield chunk;
              }
            },
          };
          return { ...deps, sealer: failing };
        }),
      );
    });

    for (const [where, inline] of [
      ['on a row thread', false],
      ['on the main thread (a process without row threads)', true],
    ] as const) {
      it(`publishes the chunks sealed ${where} in file order, then tells the queue`, async () => {
        const published: number[] = [];
        const readied: string[] = [];
        const deps = uploadDeps((deps) => {
          const queue: ImportQueue = Object.create(deps.queue) as ImportQueue;
          queue.publish = async (messages) => {
            // A delivery is what the envelope reader takes; only the clear fields are read here.
            const first = messages[0] && readEnvelope({ ...messages[0], offset: 'test', deliveryAttempt: 1 });
            published.push(first ? first.firstRow : -1);
            await deps.queue.publish(messages);
          };
          queue.ready = (key) => {
            readied.push(key);
            deps.queue.ready?.(key);
          };
          return { ...deps, queue, sealer: inline ? inlineRowSealer : deps.sealer };
        });
        const file = { path: csvPath, fileName: 'patients.csv', mimetype: 'text/csv', size: 0 };
        const accepted = await acceptUpload(deps, origin, file);
        expect(accepted.totalRecords).to.equal(5 * CHUNK_ROWS);
        expect(published).to.deep.equal([1, 101, 201, 301, 401]);
        expect(readied, 'the queue told once the batch was accepted').to.deep.equal([accepted.batchId]);
        // Each batch is a queue key of its own, imported on its own (in parallel on the server profile's
        // queues): wait for this one's rows.
        const imported = async (): Promise<number> =>
          (await service.runtime.eventStore.readAll(null, 100_000)).filter(
            (event) => event.type === 'PatientRegistered' && event.metadata.batch_id === accepted.batchId,
          ).length;
        for (let waited = 0; (await imported()) < 5 * CHUNK_ROWS && waited < 20_000; waited += 100) await delay(100);
        expect(await imported(), 'patients imported from the upload').to.equal(5 * CHUNK_ROWS);
      });
    }

    it('publishing the third chunk fails: the upload fails, the batch is aborted and its key destroyed', async () => {
      await expectFailedUpload(
        uploadDeps((deps) => {
          const queue: ImportQueue = Object.create(deps.queue) as ImportQueue;
          queue.publish = failingOn(3, (messages) => deps.queue.publish(messages));
          return { ...deps, queue };
        }),
      );
    });
  });
});

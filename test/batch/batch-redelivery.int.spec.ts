import { expect } from 'chai';
import pino from 'pino';
import type { DeliveredMessage } from '../../src/import/import-queue';
import { ImportPatientIds } from '../../src/commands/batch/import-ids';
import { CommandHandler } from '../../src/commands/command-handler';
import { onNewStream } from '../../src/commands/grouped-commands';
import { type CommandOrigin, forImportedRow } from '../../src/commands/command-origin';
import { patientDecider } from '../../src/commands/patient/patient-decider';
import type { PatientFields } from '../../src/events/clinical-values';
import { type RowValidator, inlineRowValidator } from '../../src/import/validation/row-validator';
import { RowValidationPool } from '../../src/import/validation/row-validation-pool';
import { OutcomeShare } from '../../src/import/validation/outcome-share';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { GENESIS_HASH, eventHash } from '../../src/events/event-hash';
import type { EventStore, RecordedEvent } from '../../src/events/event-store';
import type { ImportQueue } from '../../src/import/import-queue';
import { ImportWorker } from '../../src/import/import-worker';
import { loadImportSettings } from '../../src/config/import-settings';
import { encodeRun } from '../../src/import/row-message';
import { newBatchKey, sealPayload } from '../../src/import/batch-keys/row-cipher';
import { batchRowStream, patientStream } from '../../src/events/streams';
import { type TestService, startTestService } from '../support/test-service';
import { CSV_HEADER, VALID_ROW_CELLS, validCsvRow } from './batch-support';

function delivered(
  key: Buffer,
  batchId: string,
  rowNumber: number,
  cells: Record<string, string>,
  attempt: number,
): DeliveredMessage {
  const run = { batchId, firstRow: rowNumber, rows: [{ cells }] };
  return { ...encodeRun(run, key), offset: `test:${rowNumber}`, deliveryAttempt: attempt };
}

/** A row as the queue held it before rows were sealed in runs: alone, under a label of batch id and row number. */
function deliveredAlone(
  key: Buffer,
  batchId: string,
  rowNumber: number,
  cells: Record<string, string>,
): DeliveredMessage {
  const sealed = sealPayload(key, `${batchId}\n${rowNumber}`, JSON.stringify({ c: cells }));
  const value = JSON.stringify({ b: batchId, r: rowNumber, s: sealed });
  return { key: batchId, value, offset: `test:${rowNumber}`, deliveryAttempt: 1 };
}

const EARLIER_PATIENT: PatientFields = {
  age_years: 52,
  race: 'asian',
  ethnicity: 'non_hispanic',
  region: 'west',
  menopause_status: 'perimenopause',
};

/** The batch's payload key, as the upload stored it. */
async function keyOf(service: TestService, batchId: string): Promise<Buffer> {
  const key = await service.runtime.batchKeys.get(batchId);
  if (!key) throw new Error(`no key for ${batchId}`);
  return key;
}

/** The batch status once processing is over, or as it stands at the deadline. */
async function finishedStatus(service: TestService, token: string, batchId: string, withinMs: number): Promise<any> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const status = (await service.request('GET', `/patients/batch/${batchId}`, { token })).body.data;
    if (status.processing === false || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads the rows under CSV_HEADER; the batch id of its 202. */
async function uploadRows(service: TestService, token: string, rows: string[], fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([[CSV_HEADER, ...rows].join('\n')], { type: 'text/csv' }), fileName);
  const upload = await fetch(`${service.baseUrl}/patients/batch`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await upload.json()) as { data: { batch_id: string } };
  expect(upload.status, JSON.stringify(body)).to.equal(202);
  return body.data.batch_id;
}

describe('batch import redelivery (integration)', function () {
  this.timeout(60_000);
  let service: TestService;

  // The test delivers rows itself, several times over, besides the running worker.
  before(async () => {
    service = await startTestService();
  });
  after(async () => {
    await service.runtime.importWorker?.stop();
    await service.stop();
  });

  it('a row delivered several times creates one patient and counts once', async () => {
    const { token } = await service.login('provider');
    // Held until the test has delivered its own copies: a running consumer could finish the batch and
    // destroy its key first. Started again below, it then gets the upload's own copies.
    await service.runtime.importWorker?.stop();
    const before = (await service.request('GET', '/patients?limit=1', { token })).body.pagination.total;
    const batchId = await uploadRows(service, token, [validCsvRow(), validCsvRow({ region: 'moon' })], 'twice.csv');

    const worker = service.runtime.importWorker;
    if (!worker) throw new Error('import worker role missing');
    const cells = VALID_ROW_CELLS;
    const key = await keyOf(service, batchId);
    const group = (attempt: number): DeliveredMessage[] => [
      delivered(key, batchId, 1, cells, attempt),
      delivered(key, batchId, 2, { ...cells, region: 'moon' }, attempt),
    ];
    expect(await worker.handleGroup(group(1))).to.deep.equal({ kind: 'ack' });
    expect(await worker.handleGroup(group(1))).to.deep.equal({ kind: 'ack' });
    expect(await worker.handleGroup(group(2))).to.deep.equal({ kind: 'ack' });
    // The queued copies from the upload itself go through the real consumer as well.
    await worker.start();

    const status = await finishedStatus(service, token, batchId, 20_000);
    expect(status).to.include({ total_records: 2, processed: 2, successful: 1, failed: 1, processing: false });
    expect(status.errors).to.have.length(1);
    const after = (await service.request('GET', '/patients?limit=1', { token })).body.pagination.total;
    expect(after).to.equal(before + 1);
  });

  it('imports a run of rows from one message, and rows queued one per message before an upgrade', async () => {
    const { token } = await service.login('provider');
    await service.runtime.importWorker?.stop();
    const rows = [validCsvRow(), validCsvRow({ region: 'moon' }), validCsvRow()];
    const batchId = await uploadRows(service, token, rows, 'runs.csv');
    const worker = service.runtime.importWorker;
    if (!worker) throw new Error('import worker role missing');
    const key = await keyOf(service, batchId);
    const cells = VALID_ROW_CELLS;
    // The upload's rows again: 1 and 2 as one run (2 is invalid), 3 as an earlier version queued it.
    const run = { batchId, firstRow: 1, rows: [{ cells }, { cells: { ...cells, region: 'moon' } }] };
    const both: DeliveredMessage = { ...encodeRun(run, key), offset: 'test:run', deliveryAttempt: 1 };
    expect(await worker.handleGroup([both, deliveredAlone(key, batchId, 3, cells)])).to.deep.equal({ kind: 'ack' });

    const ids = new ImportPatientIds(service.runtime.config.jwtSecret);
    const events = service.runtime.eventStore;
    expect(await events.readStream(patientStream(ids.patientId(batchId, 1)))).to.have.length(1);
    expect(await events.readStream(batchRowStream(batchId, 2))).to.have.length(1);
    expect(await events.readStream(patientStream(ids.patientId(batchId, 3)))).to.have.length(1);
    // A run whose count was altered in clear no longer opens: the count is bound to the ciphertext.
    const altered = JSON.stringify({ ...(JSON.parse(both.value) as object), n: 1 });
    const error = await worker.handleGroup([{ ...both, value: altered }]).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(Error);

    await worker.start();
    const status = await finishedStatus(service, token, batchId, 20_000);
    expect(status).to.include({ total_records: 3, processed: 3, successful: 2, failed: 1, processing: false });
  });

  it('a row imported under the id rows had before an upgrade is not imported again when redelivered', async () => {
    const { token } = await service.login('provider');
    await service.runtime.importWorker?.stop();
    const rows = [validCsvRow({ region: 'northeast' }), validCsvRow({ region: 'south' })];
    const batchId = await uploadRows(service, token, rows, 'upgrade.csv');
    const worker = service.runtime.importWorker;
    if (!worker) throw new Error('import worker role missing');
    const ids = new ImportPatientIds(service.runtime.config.jwtSecret);
    const events = service.runtime.eventStore;
    // What the earlier version wrote for the row: its patient, under the id rows had then.
    const formerId = ids.formerPatientId(batchId, 1);
    const uploader: CommandOrigin = {
      actor: { userId: 'usr_earlier', role: 'provider', organizationId: 'org_earlier' },
      requestId: 'req_earlier',
    };
    const [outcome] = await service.runtime.commands.handler.handleGroup([
      onNewStream(
        patientStream(formerId),
        patientDecider,
        { type: 'RegisterPatient', patientId: formerId, patient: EARLIER_PATIENT, now: new Date() },
        forImportedRow(uploader, batchId, 1),
      ),
    ]);
    expect(outcome.status).to.equal('appended');

    // Delivered again after the upgrade (row 2 still open, so the batch and its key are too): its outcome is
    // found under the former id, nothing new is written.
    const key = await keyOf(service, batchId);
    expect(await worker.handleGroup([delivered(key, batchId, 1, VALID_ROW_CELLS, 2)])).to.deep.equal({ kind: 'ack' });
    expect(await events.readStream(patientStream(ids.patientId(batchId, 1)))).to.have.length(0);
    expect(await events.readStream(batchRowStream(batchId, 1))).to.have.length(0);
    expect(await events.readStream(patientStream(formerId))).to.have.length(1);
  });

  it('stores a group run after run without waiting for the disk, acks once synced, and logs the wait', async () => {
    const { token } = await service.login('provider');
    await service.runtime.importWorker?.stop();
    const rowCount = 250;
    const batchId = await uploadRows(service, token, Array(rowCount).fill(validCsvRow()), 'held.csv');
    const key = await keyOf(service, batchId);
    const messages = [1, 101, 201].map((firstRow): DeliveredMessage => {
      const rows = Array.from({ length: Math.min(100, rowCount - firstRow + 1) }, () => ({ cells: VALID_ROW_CELLS }));
      return { ...encodeRun({ batchId, firstRow, rows }, key), offset: `test:${firstRow}`, deliveryAttempt: 1 };
    });
    // The log's store as it is, but with a disk that has not answered yet.
    const store = service.runtime.eventStore;
    let onDisk: () => void = () => undefined;
    const synced = new Promise<void>((resolve) => (onDisk = resolve));
    const notYetOnDisk: EventStore = {
      append: (streamId, events, expected) => store.append(streamId, events, expected),
      appendMany: (appends, options) => store.appendMany(appends, options),
      readStream: (streamId) => store.readStream(streamId),
      readAll: (after, limit) => store.readAll(after, limit),
      headPosition: () => store.headPosition(),
      close: async () => undefined,
      durable: () => synced,
    };
    const { commands, batchKeys, config } = service.runtime;
    const logged: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const worker = new ImportWorker({
      handler: new CommandHandler(notYetOnDisk),
      events: store,
      queue: {} as ImportQueue,
      keys: batchKeys,
      validator: inlineRowValidator({ detector: commands.detector, patientPolicy: commands.patientPolicy }),
      ids: new ImportPatientIds(config.jwtSecret),
      clock: commands.clock,
      logger,
      settings: loadImportSettings({}),
    });
    let acknowledged = false;
    const handled = worker.handleGroup(messages).then((outcome) => {
      acknowledged = true;
      return outcome;
    });
    const ids = new ImportPatientIds(config.jwtSecret);
    const lastRow = patientStream(ids.patientId(batchId, rowCount));
    const deadline = Date.now() + 10_000;
    while ((await store.readStream(lastRow)).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await store.readStream(lastRow), 'the last run is stored while the first is not on disk').to.have.length(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(acknowledged, 'acknowledged before its rows are on disk').to.equal(false);
    onDisk();
    expect(await handled).to.deep.equal({ kind: 'ack' });
    const line = logged.find((entry) => entry.msg === 'import group committed');
    expect(line).to.include({ batch_id: batchId, rows: rowCount, delivered: 3 });
    const { ms, validation_wait_ms: validationWait, sync_wait_ms: syncWait } = line as Record<string, number>;
    // The disk was held for at least 50 ms after the last run was stored; validation is inline here.
    expect(syncWait).to.be.at.least(45);
    expect(validationWait).to.be.at.least(0);
    expect(ms, 'each figure is rounded on its own').to.be.at.least(syncWait + validationWait - 1);

    await service.runtime.importWorker?.start();
    const status = await finishedStatus(service, token, batchId, 20_000);
    expect(status).to.include({ total_records: rowCount, processed: rowCount, successful: rowCount });
    expect(status.processing).to.equal(false);
  });

  it('runs whose outcomes a row thread prepared and runs left to the worker are imported alike', async () => {
    const { token } = await service.login('provider');
    await service.runtime.importWorker?.stop();
    const invalid = { region: 'moon' };
    const rows = [validCsvRow(), validCsvRow(), validCsvRow(invalid), validCsvRow(invalid)];
    const batchId = await uploadRows(service, token, rows, 'prepared.csv');
    const { commands, batchKeys, config, logger, eventStore } = service.runtime;
    const pool = new RowValidationPool(1, commands.patientPolicy, logger, config.jwtSecret);
    const worker = new ImportWorker({
      handler: commands.handler,
      events: eventStore,
      queue: {} as ImportQueue,
      keys: batchKeys,
      validator: pool,
      ids: new ImportPatientIds(config.jwtSecret),
      clock: commands.clock,
      logger,
      settings: loadImportSettings({}),
      // As when the thread is behind: half the runs are left to the worker, every other one from the first.
      share: new OutcomeShare({ initial: 0.5, step: 0, waitMs: 0 }),
    });
    try {
      const key = await keyOf(service, batchId);
      const cells = [
        VALID_ROW_CELLS,
        VALID_ROW_CELLS,
        { ...VALID_ROW_CELLS, ...invalid },
        { ...VALID_ROW_CELLS, ...invalid },
      ];
      const prepared: boolean[] = [];
      const asked = pool.validateRuns.bind(pool);
      pool.validateRuns = async (runs) => {
        prepared.push(...runs.map((run) => run.outcome !== undefined));
        return asked(runs);
      };
      const messages = cells.map((row, index) => delivered(key, batchId, index + 1, row, 1));
      expect(await worker.handleGroup(messages)).to.deep.equal({ kind: 'ack' });
      expect(prepared).to.deep.equal([false, true, false, true]);
    } finally {
      await pool.close();
    }

    const ids = new ImportPatientIds(config.jwtSecret);
    const store = (eventStore as UpcastingEventStore).stored;
    const [one, two, three, four] = await Promise.all([
      store.readStream(patientStream(ids.patientId(batchId, 1))),
      store.readStream(patientStream(ids.patientId(batchId, 2))),
      store.readStream(batchRowStream(batchId, 3)),
      store.readStream(batchRowStream(batchId, 4)),
    ]);
    const comparable = ([event]: RecordedEvent[]) => {
      expect(event.metadata.hash, 'its link in the hash chain').to.equal(eventHash(GENESIS_HASH, event));
      const { hash: _hash, occurred_at: _at, row_number: _row, ...metadata } = event.metadata;
      const { patient_id: _id, row_number: _rowNumber, errors, ...data } = event.data as Record<string, unknown>;
      const rowless = (errors as { row: number }[] | undefined)?.map(({ row: _r, ...error }) => error);
      return { type: event.type, metadata, data: { ...data, errors: rowless } };
    };
    expect(comparable(one)).to.deep.equal(comparable(two));
    expect(comparable(three)).to.deep.equal(comparable(four));
    expect([one, two, three, four].map(([event]) => event.metadata.row_number)).to.deep.equal([1, 2, 3, 4]);
    expect(three[0].type).to.equal('BatchRowRejected');
  });

  it('rows of an upload not yet accepted are deferred, not imported', async () => {
    const worker = service.runtime.importWorker;
    if (!worker) throw new Error('import worker role missing');
    const outcome = await worker.handleGroup([delivered(newBatchKey(), 'batch_neveraccepted', 1, {}, 1)]);
    // An unknown batch never becomes importable: dropped (acknowledged), never imported.
    expect(outcome).to.deep.equal({ kind: 'ack' });
  });

  it('a row whose checks keep failing is retried, then rejected as unprocessable once it is poison', async () => {
    const { token } = await service.login('provider');
    await service.runtime.importWorker?.stop();
    const batchId = await uploadRows(service, token, [validCsvRow()], 'failing.csv');

    const failing: RowValidator = {
      prepare: () => {},
      // Every run opens; every row's check throws.
      validateRuns: async (runs) =>
        runs.map(({ envelope }) => ({
          kind: 'opened' as const,
          rows: Array.from({ length: envelope.count }, () => ({ kind: 'failed' as const, message: 'crashed' })),
        })),
      close: async () => {},
    };
    const settings = { ...loadImportSettings({}), poisonAttempts: 3 };
    const worker = new ImportWorker({
      handler: service.runtime.commands.handler,
      events: service.runtime.eventStore,
      queue: {} as ImportQueue,
      keys: service.runtime.batchKeys,
      validator: failing,
      ids: new ImportPatientIds(service.runtime.config.jwtSecret),
      clock: service.runtime.commands.clock,
      logger: service.runtime.logger,
      settings,
    });
    const cells = {
      age_years: '52',
      race: 'asian',
      ethnicity: 'non_hispanic',
      region: 'west',
      menopause_status: 'perimenopause',
    };
    const key = await keyOf(service, batchId);
    const error = await worker.handleGroup([delivered(key, batchId, 1, cells, 1)]).catch((caught: unknown) => caught);
    expect(String(error)).to.contain('crashed');
    expect(await worker.handleGroup([delivered(key, batchId, 1, cells, 3)])).to.deep.equal({ kind: 'ack' });

    const status = await finishedStatus(service, token, batchId, 10_000);
    expect(status).to.include({ total_records: 1, processed: 1, successful: 0, failed: 1, processing: false });
    expect(status.errors).to.deep.equal([{ row: 1, field: 'row', message: 'The row could not be processed' }]);
  });

  it('a row its batch key cannot open fails its group until poison, then is dropped without an outcome', async () => {
    const { token } = await service.login('provider');
    await service.runtime.importWorker?.stop();
    const batchId = await uploadRows(service, token, [validCsvRow({ region: 'south' })], 'altered.csv');
    const worker = service.runtime.importWorker;
    if (!worker) throw new Error('import worker role missing');
    // Sealed under another key: what an altered or misrouted payload looks like to the worker.
    const foreign = delivered(newBatchKey(), batchId, 1, VALID_ROW_CELLS, 1);
    const error = await worker.handleGroup([foreign]).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, 'the group fails while the row is not poison').to.be.instanceOf(Error);
    const poison = loadImportSettings({}).poisonAttempts;
    expect(await worker.handleGroup([{ ...foreign, deliveryAttempt: poison }])).to.deep.equal({ kind: 'ack' });

    const ids = new ImportPatientIds(service.runtime.config.jwtSecret);
    const events = service.runtime.eventStore;
    expect(await events.readStream(patientStream(ids.patientId(batchId, 1)))).to.have.length(0);
    expect(await events.readStream(batchRowStream(batchId, 1))).to.have.length(0);
  });
});

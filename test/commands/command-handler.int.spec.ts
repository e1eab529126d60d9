import { expect } from 'chai';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { uploadCommand } from '../../src/commands/batch/batch-commands';
import { batchRowDecider } from '../../src/commands/batch/batch-row-decider';
import { ConcurrencyError } from '../../src/commands/concurrency-error';
import { CommandHandler } from '../../src/commands/command-handler';
import { onNewStream, prepareNewStream } from '../../src/commands/grouped-commands';
import { type CommandOrigin, forImportedRow, stampMetadata } from '../../src/commands/command-origin';
import { patientDecider } from '../../src/commands/patient/patient-decider';
import type { PatientFields } from '../../src/events/clinical-values';
import { batchRowStream, patientStream } from '../../src/events/streams';
import { BatchCompletionReactor } from '../../src/import/batch-lifecycle/completion-reactor';
import { Projector } from '../../src/projections/projector';
import { newId } from '../../src/shared/ids';
import { silentLogger } from '../../src/shared/logger';
import { type TestService, startTestService } from '../support/test-service';
import { GENESIS_HASH, eventHash } from '../../src/events/event-hash';

const patient: PatientFields = {
  age_years: 55,
  race: 'caucasian',
  ethnicity: 'non_hispanic',
  region: 'midwest',
  menopause_status: 'postmenopause',
};
const origin: CommandOrigin = {
  actor: { userId: 'usr_handler', role: 'provider', organizationId: 'org-h' },
  requestId: 'req_handler',
};

describe('command handler, the one writer (integration)', function () {
  this.timeout(60_000);
  let service: TestService;

  before(async () => {
    service = await startTestService({ ROLES: 'api,projector' });
  });
  after(async () => service.stop());

  it('stamps every event with the metadata built from the command origin and time', async () => {
    const patientId = newId('pat');
    const now = new Date('2025-06-01T12:00:00.000Z');
    const rowOrigin = forImportedRow(origin, 'batch_x', 7);
    await service.runtime.commands.handler.handle({
      streamId: patientStream(patientId),
      decider: patientDecider,
      command: { type: 'RegisterPatient', patientId, patient, now },
      origin: rowOrigin,
    });
    const [event] = await service.runtime.eventStore.readStream(patientStream(patientId));
    // The schema version of its type is stamped too, into the stored metadata (not only by the upcasting reader).
    const { hash, ...stamped } = event.metadata;
    expect(stamped).to.deep.equal({ ...stampMetadata(rowOrigin, now), schema_version: 1 });
    const [stored] = await (service.runtime.eventStore as UpcastingEventStore).stored.readStream(
      patientStream(patientId),
    );
    expect(stored.metadata.schema_version).to.equal(1);
    // The last stamp: the event's link in its stream's hash chain, over everything else it carries.
    expect(hash).to.equal(eventHash(GENESIS_HASH, stored));
    expect(event.metadata).to.include({
      actor_user_id: 'usr_handler',
      request_id: 'req_handler',
      batch_id: 'batch_x',
      row_number: 7,
    });
  });

  it('loses no update when two writers (two processes) change one record at once', async () => {
    const patientId = newId('pat');
    const store = service.runtime.eventStore;
    const [one, two] = [new CommandHandler(store), new CommandHandler(store)];
    const now = new Date();
    await one.handle({
      streamId: patientStream(patientId),
      decider: patientDecider,
      command: { type: 'RegisterPatient', patientId, patient, now },
      origin,
    });
    const update = (handler: CommandHandler, bmi: number): Promise<unknown> =>
      handler.handle({
        streamId: patientStream(patientId),
        decider: patientDecider,
        command: { type: 'UpdatePatient', patientId, changes: { bmi }, now },
        origin,
      });
    await Promise.all([update(one, 21), update(two, 22), update(one, 23), update(two, 24)]);
    const history = await store.readStream(patientStream(patientId));
    expect(history.map((event) => event.revision)).to.deep.equal([0, 1, 2, 3, 4]);
  });

  it('decides on the record as another writer left it, not on the state it remembered from its own write', async () => {
    const patientId = newId('pat');
    const store = service.runtime.eventStore;
    let reads = 0;
    const counted = Object.assign(Object.create(store) as typeof store, {
      readStream: (streamId: string) => {
        reads += 1;
        return store.readStream(streamId);
      },
    });
    const [one, two] = [new CommandHandler(counted), new CommandHandler(store)];
    const now = new Date();
    const streamId = patientStream(patientId);
    const update = (handler: CommandHandler, changes: Partial<PatientFields>, expectedRevision?: number) =>
      handler.handle({
        streamId,
        decider: patientDecider,
        command: { type: 'UpdatePatient', patientId, changes, now },
        origin,
        expectedRevision,
      });
    await one.handle({
      streamId,
      decider: patientDecider,
      command: { type: 'RegisterPatient', patientId, patient, now },
      origin,
    });
    await update(one, { bmi: 21 });
    // Its own writes are remembered: the update above read nothing.
    expect(reads).to.equal(1);
    // Another process moves the record on; `one` still remembers revision 1.
    await update(two, { age_years: 60 });
    // If-Match of the newest revision is no conflict, and the change of `two` is kept.
    const third = await update(one, { bmi: 23 }, 2);
    expect(third.revision).to.equal(3);
    expect(third.state).to.deep.include({ status: 'registered' });
    const history = await store.readStream(streamId);
    const folded = history.reduce(patientDecider.evolve, patientDecider.initialState());
    expect(folded).to.deep.equal(third.state);
    expect(folded).to.deep.include({ patient: { ...patient, bmi: 23, age_years: 60 } });
    // An outdated If-Match is still refused with the revision actually stored.
    const refused = await update(one, { bmi: 24 }, 1).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(ConcurrencyError);
    expect(refused).to.include({ expectedRevision: 1, actualRevision: 3 });
    expect(await store.readStream(streamId)).to.have.length(4);
  });

  it('starts a stream made for the command without reading it, and decides as read if it exists', async () => {
    const store = service.runtime.eventStore;
    let reads = 0;
    const counted = Object.assign(Object.create(store) as typeof store, {
      readStream: (streamId: string) => {
        reads += 1;
        return store.readStream(streamId);
      },
    });
    const handler = new CommandHandler(counted);
    const patientId = newId('pat');
    const register = () =>
      handler.handle({
        streamId: patientStream(patientId),
        decider: patientDecider,
        command: { type: 'RegisterPatient', patientId, patient, now: new Date() },
        origin,
        newStream: true,
      });
    const first = await register();
    expect(first.revision).to.equal(0);
    expect(reads).to.equal(0);
    const again = await register().catch((error: unknown) => error);
    expect(again).to.have.property('code', 'DUPLICATE_ENTRY');
    expect(reads).to.equal(1);
    expect(await store.readStream(patientStream(patientId))).to.have.length(1);
  });

  it('appends a group in one call and reports repeats as already done, in the order given', async () => {
    let notified = 0;
    const handler = new CommandHandler(service.runtime.eventStore, () => (notified += 1));
    const batchId = newId('batch');
    const patientId = newId('pat');
    const now = new Date();
    const group = [
      onNewStream(
        patientStream(patientId),
        patientDecider,
        { type: 'RegisterPatient', patientId, patient, now },
        forImportedRow(origin, batchId, 1),
      ),
      onNewStream(
        batchRowStream(batchId, 2),
        batchRowDecider,
        { type: 'RejectRow', batchId, rowNumber: 2, errors: [], now },
        forImportedRow(origin, batchId, 2),
      ),
    ];
    const first = await handler.handleGroup(group);
    expect(first.map((outcome) => outcome.status)).to.deep.equal(['appended', 'appended']);
    expect(notified).to.equal(1);
    const again = await handler.handleGroup(group);
    expect(again).to.deep.equal([{ status: 'already_done' }, { status: 'already_done' }]);
    expect(await service.runtime.eventStore.readStream(patientStream(patientId))).to.have.length(1);
    expect(await handler.handleGroup([])).to.deep.equal([]);
    // Repeats append nothing, so nobody is woken for them.
    expect(notified).to.equal(1);
  });

  it(
    'appends a command prepared ahead (as a row thread sends it) as it would have decided it, in the same ' +
      'group as decided ones, and finds its repeat done',
    async () => {
      const handler = new CommandHandler(service.runtime.eventStore);
      const store = (service.runtime.eventStore as UpcastingEventStore).stored;
      const batchId = newId('batch');
      const now = new Date('2025-06-02T08:00:00.000Z');
      const register = (patientId: string, rowNumber: number) =>
        onNewStream(
          patientStream(patientId),
          patientDecider,
          { type: 'RegisterPatient', patientId, patient, now },
          forImportedRow(origin, batchId, rowNumber),
        );
      const [decidedId, preparedId] = [newId('pat'), newId('pat')];
      // A thread message is a structured clone: the prepared command must be plain data that survives one.
      const prepared = structuredClone(prepareNewStream(register(preparedId, 2)));
      const outcomes = await handler.handleGroup([register(decidedId, 1), prepared]);
      expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['appended', 'appended']);

      const [decided] = await store.readStream(patientStream(decidedId));
      const [stored] = await store.readStream(patientStream(preparedId));
      expect(stored.id).to.equal(prepared.events[0].id);
      expect(stored.metadata.hash).to.equal(eventHash(GENESIS_HASH, stored));
      const withoutHash = ({ hash: _hash, ...rest }: typeof stored.metadata) => rest;
      expect(withoutHash(stored.metadata)).to.deep.equal({ ...withoutHash(decided.metadata), row_number: 2 });
      expect(stored.data).to.deep.equal({ ...decided.data, patient_id: preparedId });
      expect(await handler.handleGroup([prepared])).to.deep.equal([{ status: 'already_done' }]);
      expect(() => prepareNewStream({ ...register(newId('pat'), 3), expectedRevision: 0 })).to.throw(/new stream/);
    },
  );

  it('appends nothing, and wakes nobody, when the decider has nothing to add', async () => {
    let notified = 0;
    const handler = new CommandHandler(service.runtime.eventStore, () => (notified += 1));
    const batchId = newId('batch');
    const head = await service.runtime.eventStore.headPosition();
    const result = await uploadCommand(handler, origin, {
      type: 'AbortUpload',
      batchId,
      reason: 'upload_failed',
      now: new Date(),
    });
    expect(result.position).to.equal(null);
    expect(await service.runtime.eventStore.headPosition()).to.equal(head);
    expect(notified).to.equal(0);
  });
});

describe('batch completion reactor (integration)', function () {
  this.timeout(60_000);
  let service: TestService;

  before(async () => {
    // No projector of the service's own: the test runs the projector, with and without the reactor.
    service = await startTestService({ ROLES: 'api' });
  });
  after(async () => service.stop());

  it(
    'completes a batch whose completion a crash cut off, when a projector next starts, and the status read ' +
      'writes nothing',
    async () => {
      const { eventStore, readStore, commands } = service.runtime;
      const handler = commands.handler;
      const batchId = newId('batch');
      const now = new Date();
      await uploadCommand(handler, origin, { type: 'StartUpload', batchId, fileName: 'rows.csv', now });
      await uploadCommand(handler, origin, {
        type: 'AcceptBatch',
        batchId,
        fileName: 'rows.csv',
        totalRecords: 1,
        now,
      });
      await handler.handleGroup([
        onNewStream(
          batchRowStream(batchId, 1),
          batchRowDecider,
          { type: 'RejectRow', batchId, rowNumber: 1, errors: [], now },
          forImportedRow(origin, batchId, 1),
        ),
      ]);

      // The views commit, then the process dies before its reaction: a projector without the reactor.
      await new Projector(eventStore, readStore, {
        name: 'views',
        batchSize: 100,
        idleMs: 10,
        logger: silentLogger,
      }).catchUp();
      const { token } = await service.login('readonly');
      const head = await eventStore.headPosition();
      const before = await service.request('GET', `/patients/batch/${batchId}`, { token });
      expect(before.body.data).to.include({ processing: true, processed: 1, failed: 1 });
      expect(await eventStore.headPosition(), 'a query never writes').to.equal(head);

      const reactor = new BatchCompletionReactor({ handler, readStore, clock: commands.clock });
      const restarted = new Projector(eventStore, readStore, {
        name: 'views',
        batchSize: 100,
        idleMs: 10,
        logger: silentLogger,
        reactors: [reactor],
      });
      await restarted.start();
      try {
        const deadline = Date.now() + 10_000;
        let status = before.body.data;
        while (status.processing && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          restarted.notify();
          status = (await service.request('GET', `/patients/batch/${batchId}`, { token })).body.data;
        }
        expect(status).to.include({ processing: false, processed: 1, failed: 1, total_records: 1 });
        const batchEvents = (await eventStore.readStream(`batch-${batchId}`)).map((event) => event.type);
        expect(batchEvents).to.deep.equal(['BatchUploadStarted', 'BatchAccepted', 'BatchCompleted']);
      } finally {
        await restarted.stop();
      }
    },
  );
});

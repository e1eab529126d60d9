import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { EventMetadata } from '../../src/events/domain-events';
import type { EventReader, Position } from '../../src/events/event-store';
import { visitStream } from '../../src/events/streams';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { DATASET_FORMATS, type DatasetFormat } from '../../src/projections/datasets/dataset-files';
import { ExportStore } from '../../src/projections/datasets/export-store';
import { ExportWorker } from '../../src/projections/datasets/export-worker';
import type { LiveViews } from '../../src/projections/datasets/live-views';
import type { LogChain } from '../../src/projections/datasets/replay-as-of';
import { SqliteLiveViews } from '../../src/projections/sqlite/sqlite-live-views';
import { ThreadedLiveViews } from '../../src/projections/sqlite/threaded-live-views';
import type { LiveExportRequest } from '../../src/projections/sqlite/live-export-messages';
import { planSecondThread } from '../../src/projections/sqlite/second-thread-plan';
import { BuildStopped } from '../../src/projections/datasets/export-files';
import { newId } from '../../src/shared/ids';
import { silentLogger } from '../../src/shared/logger';
import { SQLITE_FILE } from '../../src/storage/sqlite-client';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';
import { appendScenario } from './event-scenario';
import { runOneBuild } from './one-export-build';

/** A reader that counts the log reads of a replay. */
function countingReader(inner: EventReader): { reader: EventReader; reads: () => number } {
  let reads = 0;
  const reader: EventReader = {
    readStream: (...args) => inner.readStream(...args),
    headPosition: () => inner.headPosition(),
    readAll: (after: Position | null, limit: number) => ((reads += 1), inner.readAll(after, limit)),
  };
  return { reader, reads: () => reads };
}

/**
 * An export build at the position the embedded views have reached reads the
 * views (no replay); its files must be byte for byte those a replay of the
 * log gives for the same position, whatever events the log holds.
 */
describe('dataset export builds from the live views', function () {
  this.timeout(60_000);
  let service: TestService;
  let chain: LogChain;
  let live: LiveViews;
  let roots: string[] = [];
  let provider: string;

  /** Builds (position, format) in a fresh store and returns its files by name, and how many log reads it made. */
  async function build(
    position: Position,
    format: DatasetFormat,
    liveViews: LiveViews | undefined,
  ): Promise<{ files: Map<string, Buffer>; reads: number; phase: string }> {
    const root = mkdtempSync(join(tmpdir(), 'deid-live-export-'));
    roots.push(root);
    const store = new ExportStore(root);
    const counted = countingReader(service.runtime.eventStore);
    const worker = new ExportWorker(store, counted.reader, chain, silentLogger, { chunkEvents: 7, liveViews });
    const job = store.createJob('researcher', position, format, new Date());
    await runOneBuild(worker, store, job.build);
    const dir = store.buildDir(job.build);
    // The data set's files; the build's own state (state.json, the scratch replay) differs by design.
    const published = readdirSync(dir).filter((name) => /^(patients|visits|medications|manifest)\./.test(name));
    const files = new Map(published.map((name) => [name, readFileSync(join(dir, name))]));
    return { files, reads: counted.reads(), phase: store.build(job.build)?.phase ?? 'missing' };
  }

  before(async () => {
    service = await startTestService({ ROLES: 'api,projector' });
    provider = (await service.login('provider')).token;
    const ids: string[] = [];
    for (const notes of [
      'Reports hot flashes at night.',
      '=1+2 hot flashes, "mild", at night\nand improving',
      '-2 hot flashes at night, 💊 daily, °C',
    ]) {
      const created = await service.request('POST', '/patients', { token: provider, body: validPatient({ notes }) });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      ids.push(created.body.data.id);
    }
    await service.request('PUT', `/patients/${ids[0]}`, { token: provider, body: { bmi: 31.7, smoker: true } });
    const visit = await service.request('POST', '/visits', { token: provider, body: validVisit(ids[1]) });
    const twoDrugs = validVisit(ids[2], {
      medications: [
        { name: 'Progesterone, micronized', type: 'progestin', dosage: '100 mg', frequency: 'once_daily' },
        {
          name: 'Venlafaxine',
          type: 'selective_serotonin_reuptake_inhibitor',
          end_date: '2024-06-01',
          start_date: '2024-02-01',
        },
      ],
    });
    const second = await service.request('POST', '/visits', { token: provider, body: twoDrugs });
    expect([visit.status, second.status]).to.deep.equal([201, 201]);
    // Medications emptied on one visit and changed on the other: rows of the medications table go away and change.
    await service.request('PUT', `/visits/${visit.body.data.id}`, { token: provider, body: { medications: [] } });
    await service.request('PUT', `/visits/${second.body.data.id}`, {
      token: provider,
      body: { symptoms: { mood_changes: 'severe' }, provider_notes: 'Changed, "quoted".' },
    });
    // A VisitRecorded of schema version 1 (no patient_id beside the visit), stored raw: read through the upcaster.
    const metadata: EventMetadata = {
      actor_user_id: 'usr_test',
      actor_role: 'provider',
      organization_id: 'org-test',
      request_id: 'req_legacy',
      occurred_at: '2024-03-15T10:00:00.000Z',
    };
    const legacyId = newId('vis');
    const versionOne = {
      type: 'VisitRecorded',
      data: {
        visit_id: legacyId,
        visit: { patient_id: ids[0], visit_date: '2024-03-15', visit_type: 'follow_up' },
        recorded_at: '2024-03-15T10:00:00.000Z',
      },
    };
    const events = service.runtime.eventStore as UpcastingEventStore;
    await events.stored.append(
      visitStream(legacyId),
      [{ id: randomUUID(), event: versionOne as never, metadata }],
      'no_stream',
    );
    // Batches, rejected rows, registrations from batches, updates of both kinds, timestamps that tie.
    await appendScenario(service.runtime.eventStore, 11, 60);
    const { audit } = service.runtime;
    chain = { log: audit.log, checkpoints: audit.checkpoints, publicKey: audit.signer.publicKey };
    live = new SqliteLiveViews(join(service.runtime.config.dataDir, SQLITE_FILE), 'views');
  });
  afterEach(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    roots = [];
  });
  after(async () => service?.stop());

  const head = async (): Promise<Position> => (await service.runtime.eventStore.headPosition()) as Position;
  const filesOf = (dir: string): Map<string, Buffer> =>
    new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]));
  const expectSameFiles = (actual: Map<string, Buffer>, expected: Map<string, Buffer>): void => {
    expect([...actual.keys()].sort()).to.deep.equal([...expected.keys()].sort());
    for (const [name, bytes] of expected) expect(actual.get(name)?.equals(bytes), name).to.equal(true);
  };

  for (const format of DATASET_FORMATS) {
    it(`writes the replay's ${format} files and manifest at the views' position without reading the log`, async () => {
      const position = await head();
      expect(await service.runtime.waiter.waitFor(position, 10_000)).to.equal(true);
      const fromViews = await build(position, format, live);
      const replayed = await build(position, format, undefined);
      expect(fromViews.phase).to.equal('done');
      expect(fromViews.reads).to.equal(0);
      expect(replayed.reads).to.be.greaterThan(0);
      expect(fromViews.files.size).to.equal(4);
      expectSameFiles(fromViews.files, replayed.files);
      const manifest = JSON.parse(fromViews.files.get('manifest.json')?.toString('utf8') ?? '{}');
      expect(manifest.events_replayed).to.equal(position);
      expect(manifest.tables.map((table: { rows: number }) => table.rows)).to.satisfy((rows: number[]) =>
        rows.every((count) => count > 0),
      );
    });
  }

  it('replays a position the views have passed when a patient or visit changed since', async () => {
    const before = await head();
    const patients = await service.request('GET', '/patients?limit=1', { token: provider });
    await service.request('PUT', `/patients/${patients.body.data[0].id}`, { token: provider, body: { bmi: 19.9 } });
    expect(await service.runtime.waiter.waitFor(await head(), 10_000)).to.equal(true);
    const fromViews = await build(before, 'csv', live);
    const replayed = await build(before, 'csv', undefined);
    expect(fromViews.reads).to.be.greaterThan(0);
    expectSameFiles(fromViews.files, replayed.files);
  });

  it('reads the views for a passed position when only logins and audit reads came after it', async () => {
    const before = await head();
    await service.login('readonly');
    await service.login('provider');
    expect(await head()).to.be.greaterThan(before);
    expect(await service.runtime.waiter.waitFor(await head(), 10_000)).to.equal(true);
    const fromViews = await build(before, 'ndjson', live);
    const replayed = await build(before, 'ndjson', undefined);
    expect(fromViews.reads).to.equal(0);
    expectSameFiles(fromViews.files, replayed.files);
  });

  it('writes the same files on a worker thread of its own, and stops there when asked', async () => {
    const position = await head();
    expect(await service.runtime.waiter.waitFor(position, 10_000)).to.equal(true);
    const threaded = new ThreadedLiveViews(join(service.runtime.config.dataDir, SQLITE_FILE), 'views');
    for (const format of DATASET_FORMATS) {
      const onThread = await build(position, format, threaded);
      const here = await build(position, format, live);
      expect(onThread.phase, format).to.equal('done');
      expect(onThread.reads).to.equal(0);
      expectSameFiles(onThread.files, here.files);
    }
    const dir = mkdtempSync(join(tmpdir(), 'deid-live-export-'));
    roots.push(dir);
    const progress: string[] = [];
    const stopped = await threaded
      .writeTablesAt(position, dir, 'csv', { shouldStop: () => true, progress: (table) => progress.push(table) })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(stopped).to.be.instanceOf(BuildStopped);
    expect(progress).to.deep.equal([]);
  });

  it('fails the build, not the service, when an export thread passes its old generation limit', async () => {
    const position = await head();
    expect(await service.runtime.waiter.waitFor(position, 10_000)).to.equal(true);
    // A limit no thread can load its modules within: the thread dies of it, the build fails with the reason.
    const starved = new ThreadedLiveViews(join(service.runtime.config.dataDir, SQLITE_FILE), 'views', 0, 1);
    const dir = mkdtempSync(join(tmpdir(), 'deid-starved-'));
    roots.push(dir);
    const control = { shouldStop: () => false, progress: () => undefined };
    const failure = await starved.writeTablesAt(position, dir, 'parquet', control).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.match(/memory limit|out of memory/i);
    expect((await build(position, 'parquet', starved)).phase).to.equal('failed');
    // This process, the service's stand-in, goes on: the next build with the usual limit is done.
    expect(
      (
        await build(
          position,
          'parquet',
          new ThreadedLiveViews(join(service.runtime.config.dataDir, SQLITE_FILE), 'views'),
        )
      ).phase,
    ).to.equal('done');
  });

  it('writes the same bytes when a second thread writes a share of the tables (parts appended in order)', async () => {
    const position = await head();
    expect(await service.runtime.waiter.waitFor(position, 10_000)).to.equal(true);
    // No lower bound: even these few rows are split between two threads.
    const split = new ThreadedLiveViews(join(service.runtime.config.dataDir, SQLITE_FILE), 'views', 0);
    for (const format of DATASET_FORMATS) {
      const [twoThreads, oneThread] = [
        mkdtempSync(join(tmpdir(), 'deid-split-')),
        mkdtempSync(join(tmpdir(), 'deid-one-')),
      ];
      roots.push(twoThreads, oneThread);
      const phases: string[] = [];
      const control = { shouldStop: () => false, progress: () => undefined };
      const written = await split.writeTablesAt(position, twoThreads, format, {
        ...control,
        phase: (timing) => phases.push(timing.name),
      });
      const expected = await live.writeTablesAt(position, oneThread, format, control);
      expect(
        phases.some((name) => name.startsWith('second thread:')),
        `${format}: ${phases.join('; ')}`,
      ).to.equal(true);
      expect(written, format).to.deep.equal(expected);
      // Only the tables are left: the second thread's part files were appended and removed.
      expectSameFiles(filesOf(twoThreads), filesOf(oneThread));
    }
  });

  it("writes the second thread's share itself when that thread's snapshot shows other views", async () => {
    const position = await head();
    expect(await service.runtime.waiter.waitFor(position, 10_000)).to.equal(true);
    const file = join(service.runtime.config.dataDir, SQLITE_FILE);
    const views = new SqliteLiveViews(file, 'views');
    const control = { shouldStop: () => false, progress: () => undefined };
    for (const format of DATASET_FORMATS) {
      const [shared, alone] = [mkdtempSync(join(tmpdir(), 'deid-refused-')), mkdtempSync(join(tmpdir(), 'deid-one-'))];
      roots.push(shared, alone);
      // The second thread is asked for the log's start, which the views have long passed: its own snapshot check
      // fails, as when a patient changes between the two threads' checks, and it answers that it has no snapshot.
      const request: LiveExportRequest = {
        ...{ file, projection: 'views', position: 0, dir: shared, format },
        ...{ stop: new SharedArrayBuffer(4), startedAt: Date.now(), secondThreadMinRows: 0, oldGenerationMb: 32 },
      };
      const phases: string[] = [];
      let second: { end: () => Promise<number> } | undefined;
      let written: Awaited<ReturnType<SqliteLiveViews['writeTablesAt']>>;
      try {
        written = await views.writeTablesAt(position, shared, format, control, (snapshot) => {
          const started = planSecondThread(snapshot, request, 0, (timing) => phases.push(timing.name));
          second = started;
          return started?.plan;
        });
      } finally {
        await second?.end();
      }
      expect(second, `${format}: a share was planned`).to.not.equal(undefined);
      // Its Parquet encoders still serve the export thread: they encode rows that thread read from its own snapshot.
      const ownShare = phases.filter((name) => !name.endsWith(': encode'));
      expect(ownShare, `${format}: the second thread wrote nothing from its snapshot`).to.deep.equal([]);
      expect(written, format).to.deep.equal(await views.writeTablesAt(position, alone, format, control));
      expectSameFiles(filesOf(shared), filesOf(alone));
    }
  });

  it('closes its connection when a build stops mid-table (better-sqlite3 will not close one mid-read)', async () => {
    const snapshot = live.snapshotAt(await head());
    if (snapshot === null) throw new Error('expected the views at the head');
    const visits = snapshot.visits();
    expect(visits.next().done).to.equal(false);
    expect(() => snapshot.close()).to.not.throw();
    expect(visits.next().done).to.equal(true);
  });
});

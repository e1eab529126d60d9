import { eventually } from '../support/eventually';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { EventReader, Position } from '../../src/events/event-store';
import { datasetSnapshot } from '../../src/projections/datasets/dataset-snapshot';
import { ExportStore } from '../../src/projections/datasets/export-store';
import { ExportWorker } from '../../src/projections/datasets/export-worker';
import type { LogChain } from '../../src/projections/datasets/replay-as-of';
import { silentLogger } from '../../src/shared/logger';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

/** A reader that stops answering after `openCalls` reads until released: a worker stalled (or killed) mid-replay. */
function gatedReader(inner: EventReader, openCalls: number) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached: () => void = () => undefined;
  const atGate = new Promise<void>((resolve) => (reached = resolve));
  let calls = 0;
  const reader: EventReader = {
    readStream: (...args) => inner.readStream(...args),
    headPosition: () => inner.headPosition(),
    readAll: async (after: Position | null, limit: number) => {
      calls += 1;
      if (calls > openCalls) {
        reached();
        await gate;
      }
      return inner.readAll(after, limit);
    },
  };
  return { reader, release, atGate };
}

describe('dataset export worker', function () {
  this.timeout(30_000);
  let service: TestService;
  let chain: LogChain;
  let head: number;
  let root: string;
  let store: ExportStore;

  before(async () => {
    service = await startTestService({ ROLES: 'api,projector' });
    const provider = (await service.login('provider')).token;
    for (let i = 0; i < 6; i += 1) {
      const patient = await service.request('POST', '/patients', { token: provider, body: validPatient() });
      await service.request('POST', '/visits', { token: provider, body: validVisit(patient.body.data.id) });
    }
    const { audit } = service.runtime;
    chain = { log: audit.log, checkpoints: audit.checkpoints, publicKey: audit.signer.publicKey };
    head = (await service.runtime.eventStore.headPosition()) as number;
  });
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'deid-exports-'));
    store = new ExportStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  after(async () => service?.stop());

  it('resumes a build from its replay checkpoint when its worker dies mid-way, with the same files', async () => {
    const events = service.runtime.commands.events;
    const stalled = gatedReader(events, 3);
    const first = new ExportWorker(store, stalled.reader, chain, silentLogger, { chunkEvents: 2, leaseTtlMs: 300 });
    const job = store.createJob('researcher', head, 'csv', new Date());
    first.start();
    await stalled.atGate;
    // The first worker is stuck (as if killed): its lease is not renewed, so it runs out after 300 ms.
    const readsAfter: (Position | null)[] = [];
    const second = new ExportWorker(
      store,
      { ...events, readAll: (after, limit) => (readsAfter.push(after), events.readAll(after, limit)) } as EventReader,
      chain,
      silentLogger,
      { chunkEvents: 2, leaseTtlMs: 300, pollMs: 50 },
    );
    second.start();
    await eventually(() => store.build(job.build)?.phase === 'done', 'the second worker to finish', 10_000);
    await second.stop();
    // It went on after the three chunks the first worker committed, not from the start of the log.
    expect(readsAfter[0]).to.be.a('number').and.to.be.greaterThan(0);
    const expected = await datasetSnapshot(events, chain, head, 'csv');
    for (const [file, bytes] of expected.files)
      expect(readFileSync(join(store.buildDir(job.build), file)).equals(bytes), file).to.equal(true);
    expect(store.build(job.build)?.replayed).to.equal(expected.manifest.events_replayed);
    // The first worker, released late, finds its lease gone and leaves the finished build alone.
    stalled.release();
    await first.stop();
    expect(store.build(job.build)?.phase).to.equal('done');
    expect(readdirSync(store.buildDir(job.build)).filter((name) => name.startsWith('replay'))).to.deep.equal([]);
  });

  it('starts no build before its start gate settles (the audit catch-up), then runs it', async () => {
    let open: () => void = () => undefined;
    const startAfter = new Promise<void>((resolve) => (open = resolve));
    const worker = new ExportWorker(store, service.runtime.commands.events, chain, silentLogger, {
      pollMs: 20,
      startAfter,
    });
    const job = store.createJob('researcher', head, 'csv', new Date());
    worker.start();
    // Ten polls' worth of time: a worker without the gate would have claimed it at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.build(job.build)?.phase).to.equal('queued');
    expect(store.holds(job.build, worker.holder)).to.equal(false);
    open();
    await eventually(
      () => store.build(job.build)?.phase === 'done',
      'the build to finish once the gate opened',
      10_000,
    );
    await worker.stop();
  });

  it('leaves no files when an export is cancelled mid-way', async () => {
    const stalled = gatedReader(service.runtime.commands.events, 2);
    const worker = new ExportWorker(store, stalled.reader, chain, silentLogger, { chunkEvents: 2 });
    const job = store.createJob('researcher', head, 'ndjson', new Date());
    worker.start();
    await stalled.atGate;
    expect(readdirSync(store.buildDir(job.build))).to.include('replay.sqlite');
    store.cancel('researcher', job);
    stalled.release();
    await worker.idle();
    await worker.stop();
    expect(readdirSync(join(root, 'builds'))).to.deep.equal([]);
    expect(store.job('researcher', job.id)).to.equal(null);
  });

  it('keeps a build another caller still waits for when one caller cancels', async () => {
    const mine = store.createJob('one', head, 'csv', new Date());
    const theirs = store.createJob('two', head, 'csv', new Date());
    expect(theirs.build).to.equal(mine.build);
    store.cancel('one', mine);
    expect(store.build(theirs.build)?.phase).to.equal('queued');
    store.cancel('two', theirs);
    expect(store.build(theirs.build)).to.equal(null);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Position } from '../../src/events/event-store';
import type { DatasetFormat } from '../../src/projections/datasets/dataset-files';
import type { ExportPhaseTiming } from '../../src/projections/datasets/export-phases';
import { type BuildState, ExportStore } from '../../src/projections/datasets/export-store';
import { ExportWorker } from '../../src/projections/datasets/export-worker';
import type { LiveViews } from '../../src/projections/datasets/live-views';
import type { LogChain } from '../../src/projections/datasets/replay-as-of';
import { ThreadedLiveViews } from '../../src/projections/sqlite/threaded-live-views';
import { silentLogger } from '../../src/shared/logger';
import { SQLITE_FILE } from '../../src/storage/sqlite-client';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';
import { runOneBuild } from './one-export-build';

/**
 * An export build at size spent minutes after its last file folding the
 * log's tamper-evidence chain, unseen: each build now records what each of
 * its phases cost, on which thread, and folds the chain while its export
 * thread writes the files.
 */
describe('dataset export build phases', function () {
  this.timeout(60_000);
  let service: TestService;
  let chain: LogChain;
  let roots: string[] = [];

  async function build(format: DatasetFormat, liveViews: LiveViews, buildChain = chain): Promise<BuildState> {
    const root = mkdtempSync(join(tmpdir(), 'deid-export-phases-'));
    roots.push(root);
    const store = new ExportStore(root);
    const worker = new ExportWorker(store, service.runtime.eventStore, buildChain, silentLogger, { liveViews });
    const position = (await service.runtime.eventStore.headPosition()) as Position;
    expect(await service.runtime.waiter.waitFor(position, 10_000)).to.equal(true);
    const job = store.createJob('researcher', position, format, new Date());
    await runOneBuild(worker, store, job.build);
    const state = store.build(job.build);
    if (state === null) throw new Error('the build vanished');
    return state;
  }

  const threaded = (): LiveViews => new ThreadedLiveViews(join(service.runtime.config.dataDir, SQLITE_FILE), 'views');
  const names = (phases: ExportPhaseTiming[], thread: string): string[] =>
    phases.filter((phase) => phase.thread === thread).map((phase) => phase.name);

  before(async () => {
    service = await startTestService({ ROLES: 'api,projector' });
    const provider = (await service.login('provider')).token;
    for (let index = 0; index < 3; index += 1) {
      const created = await service.request('POST', '/patients', { token: provider, body: validPatient() });
      const visit = await service.request('POST', '/visits', {
        token: provider,
        body: validVisit(created.body.data.id),
      });
      expect([created.status, visit.status]).to.deep.equal([201, 201]);
    }
    const { audit } = service.runtime;
    chain = { log: audit.log, checkpoints: audit.checkpoints, publicKey: audit.signer.publicKey };
  });
  afterEach(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
    roots = [];
  });
  after(async () => service?.stop());

  it('records each phase of a CSV build: table passes on the export thread, the chain on the main one', async () => {
    const state = await build('csv', threaded());
    expect(state.phase).to.equal('done');
    const phases = state.phases ?? [];
    expect(names(phases, 'export')).to.deep.equal([
      'thread start',
      'live views: snapshot check',
      'patients: read + encode',
      'patients: hash + write',
      'visits + medications: read + encode',
      'visits + medications: hash + write',
    ]);
    expect(names(phases, 'main')).to.include.members([
      'chain head at the position',
      'live files (the export thread, waited for)',
      'chain head: waited after the files',
      'manifest and checkpoint look-up',
    ]);
    for (const phase of phases) {
      expect(phase.wallMs, phase.name).to.be.a('number').and.at.least(0);
      expect(phase.cpuMs, phase.name).to.be.a('number').and.at.least(0);
    }
  });

  it("names the Parquet passes, the medications written in the visits' pass", async () => {
    const state = await build('parquet', threaded());
    expect(state.phase).to.equal('done');
    expect(names(state.phases ?? [], 'export')).to.include.members([
      'patients: read + encode',
      'visits + medications: read + encode',
      'visits + medications: hash + write',
    ]);
  });

  it('starts folding the chain before the export thread writes the files, not after them', async () => {
    const events: string[] = [];
    const checkpoints = chain.checkpoints;
    const watchedChain: LogChain = {
      ...chain,
      checkpoints: {
        add: (checkpoint) => checkpoints.add(checkpoint),
        latest: () => checkpoints.latest(),
        all: () => (events.push('chain fold started'), checkpoints.all()),
      },
    };
    const views = threaded();
    const watchedViews: LiveViews = {
      snapshotAt: (position) => views.snapshotAt(position),
      writeTablesAt: async (...args) => {
        events.push('files started');
        const written = await views.writeTablesAt(...args);
        events.push('files done');
        return written;
      },
    };
    const state = await build('ndjson', watchedViews, watchedChain);
    expect(state.phase).to.equal('done');
    expect(events).to.deep.equal(['chain fold started', 'files started', 'files done']);
  });
});

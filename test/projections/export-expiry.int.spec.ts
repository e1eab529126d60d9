import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ExportStore } from '../../src/projections/datasets/export-store';

/** Finished export builds are removed, files and jobs, once DATASET_EXPORT_EXPIRY_MS has passed since they finished. */
describe('dataset export expiry', () => {
  let root: string;
  let store: ExportStore;
  const HOUR = 3600 * 1000;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'export-expiry-'));
    store = new ExportStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A job whose build finished `ageMs` ago (its state written then), with a file. */
  function finishedJob(caller: string, position: number, ageMs: number, phase: 'done' | 'failed' = 'done') {
    const job = store.createJob(caller, position, 'csv', new Date());
    const build = store.build(job.build);
    store.saveBuild({ ...build!, phase });
    writeFileSync(join(store.buildDir(job.build), 'patients.csv'), 'id\n');
    const at = (Date.now() - ageMs) / 1000;
    utimesSync(join(store.buildDir(job.build), 'state.json'), at, at);
    return job;
  }

  it('removes a finished build past its expiry with its files and every job pointing to it', () => {
    const old = finishedJob('caller-a', 10, 25 * HOUR);
    const sameBuild = store.createJob('caller-b', 10, 'csv', new Date());
    const failed = finishedJob('caller-a', 11, 25 * HOUR, 'failed');
    const expired = store.expireFinished(Date.now(), 24 * HOUR);
    expect(expired.sort()).to.deep.equal([old.build, failed.build].sort());
    expect(existsSync(store.buildDir(old.build))).to.equal(false);
    expect(store.build(old.build)).to.equal(null);
    expect(store.job('caller-a', old.id)).to.equal(null);
    expect(store.job('caller-b', sameBuild.id)).to.equal(null);
    expect(store.job('caller-a', failed.id)).to.equal(null);
  });

  it('keeps finished builds younger than the expiry, and builds still running whatever their age', () => {
    const fresh = finishedJob('caller-a', 20, 1 * HOUR);
    const running = store.createJob('caller-a', 21, 'csv', new Date());
    const at = (Date.now() - 48 * HOUR) / 1000;
    utimesSync(join(store.buildDir(running.build), 'state.json'), at, at);
    expect(store.expireFinished(Date.now(), 24 * HOUR)).to.deep.equal([]);
    expect(store.build(fresh.build)?.phase).to.equal('done');
    expect(existsSync(join(store.buildDir(fresh.build), 'patients.csv'))).to.equal(true);
    expect(store.job('caller-a', running.id)).to.not.equal(null);
    expect(store.build(running.build)?.phase).to.equal('queued');
  });
});

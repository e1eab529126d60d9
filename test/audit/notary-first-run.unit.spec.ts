import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { FileCheckpointStore } from '../../src/audit/checkpoint-store';
import { EsdbEventStore } from '../../src/events/esdb/esdb-event-store';
import { FakeEsdbClient } from '../events/support/fake-esdb-client';
import { audited, writeClinicalHistory } from './audit-fixtures';

describe('audit notary: the first run after start', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-first-run-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('settles firstRunDone only once the log as it stood at start is folded and signed', async () => {
    const store = new EsdbEventStore(new FakeEsdbClient() as never);
    const checkpoints = new FileCheckpointStore(join(dir, 'audit-checkpoints.jsonl'));
    const { notary } = audited(store, checkpoints);
    await writeClinicalHistory(store, 3);
    const head = await store.headPosition();
    let settled = false;
    void notary.firstRunDone.then(() => (settled = true));
    await Promise.resolve();
    expect(settled, 'not before start').to.equal(false);
    notary.start();
    await notary.firstRunDone;
    expect((await checkpoints.latest())?.position).to.equal(head);
    await notary.stop();
  });

  it('settles firstRunDone when stopped before its first run, so nothing waits for ever', async () => {
    const store = new EsdbEventStore(new FakeEsdbClient() as never);
    const { notary } = audited(store, new FileCheckpointStore(join(dir, 'audit-checkpoints.jsonl')));
    await notary.stop();
    await notary.firstRunDone;
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { FileCheckpointStore } from '../../src/audit/checkpoint-store';
import type { TreeNotary } from '../../src/audit/merkle/tree-notary';
import { AuditNotary } from '../../src/audit/notary';
import { EsdbEventStore } from '../../src/events/esdb/esdb-event-store';
import { FakeEsdbClient } from '../events/support/fake-esdb-client';
import { silentLogger } from '../../src/shared/logger';
import { systemClock } from '../../src/shared/time';
import { audited, testSigner, writeClinicalHistory } from './audit-fixtures';

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

  it("ends the tree's hashing thread after the first run only, so a backlog's heap is not kept", async () => {
    const store = new EsdbEventStore(new FakeEsdbClient() as never);
    await writeClinicalHistory(store, 1);
    let closes = 0;
    let heads = 0;
    const tree = {
      signHead: async () => ((heads += 1), null),
      close: async () => void (closes += 1),
    } as unknown as TreeNotary;
    const checkpoints = new FileCheckpointStore(join(dir, 'audit-checkpoints.jsonl'));
    const notary = new AuditNotary(store, checkpoints, testSigner(), systemClock, silentLogger, 10, tree);
    notary.start();
    await notary.firstRunDone;
    expect(closes).to.equal(1);
    while (heads < 4) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closes, 'later runs keep their thread').to.equal(1);
    await notary.stop();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { AllStreamRecordedEvent } from '@eventstore/db-client';
import { FileCheckpointStore } from '../../src/audit/checkpoint-store';
import { EsdbEventStore } from '../../src/events/esdb/esdb-event-store';
import { FakeEsdbClient } from '../events/support/fake-esdb-client';
import { audited, writeClinicalHistory } from './audit-fixtures';

/** The EventStoreDB adapter with the in-memory double: the chain lives in the events' metadata there too. */
describe('tamper evidence: EventStoreDB adapter (in-memory double)', () => {
  let dir: string;
  let client: FakeEsdbClient;
  let records: AllStreamRecordedEvent[];
  let setup: ReturnType<typeof audited>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-esdb-'));
    client = new FakeEsdbClient();
    const store = new EsdbEventStore(client as never);
    setup = audited(store, new FileCheckpointStore(join(dir, 'audit-checkpoints.jsonl')));
    await writeClinicalHistory(store, 3);
    await setup.notary.checkpointNow();
    records = (client as unknown as { log: AllStreamRecordedEvent[] }).log.filter((r) =>
      r.streamId.startsWith('patient-'),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('verifies an untouched log against its checkpoint', async () => {
    const report = await setup.verify();
    expect(report).to.include({ ok: true, checked_events: 9, checkpoints_checked: 1 });
  });

  it('names an event whose data changed', async () => {
    const target = records[4];
    (target.data as { changes: { bmi: number } }).changes.bmi = 99;
    const report = await setup.verify();
    expect(report.first_bad?.position).to.equal(Number(target.position?.commit));
  });

  it('catches a deleted event', async () => {
    const log = (client as unknown as { log: AllStreamRecordedEvent[] }).log;
    log.splice(log.indexOf(records[7]), 1);
    const report = await setup.verify();
    expect(report.ok).to.equal(false);
    expect(report.first_bad?.position).to.equal(Number(records[8].position?.commit));
  });
});

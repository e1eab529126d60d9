import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { SqliteCheckpointStore } from '../../src/audit/checkpoint-store';
import { AuditNotary } from '../../src/audit/notary';
import { CheckpointSigner } from '../../src/audit/checkpoint';
import { loadConfig } from '../../src/config/config';
import { SQLITE_FILE, openSqliteClient } from '../../src/storage/sqlite-client';
import { silentLogger } from '../../src/shared/logger';
import { systemClock } from '../../src/shared/time';
import { writeClinicalHistory } from '../audit/audit-fixtures';
import type { DomainEvent, EventMetadata } from '../../src/events/domain-events';
import { GENESIS_HASH, eventHash } from '../../src/events/event-hash';
import type { EventStore } from '../../src/events/event-store';
import { visitStream } from '../../src/events/streams';
import { newEventId } from '../../src/shared/ids';

/**
 * A visit as the first schema version stored it (no `patient_id` beside the visit, no `schema_version`),
 * chained as it was then. Read through the upcasters it is today's shape, so only a check of the stored
 * text matches its hash.
 */
async function appendVersionOneVisit(store: EventStore): Promise<void> {
  const streamId = visitStream('vis_schema1');
  const event = {
    type: 'VisitRecorded',
    data: { recorded_at: '2024-03-01T10:00:00.000Z', visit: { patient_id: 'pat_schema1' }, visit_id: 'vis_schema1' },
  } as unknown as DomainEvent;
  const stamped = {
    actor_role: 'provider',
    actor_user_id: 'usr_old',
    occurred_at: '2024-03-01T10:00:00.000Z',
    organization_id: 'org-1',
    request_id: 'req-old',
  } as EventMetadata;
  const id = newEventId();
  const hash = eventHash(GENESIS_HASH, {
    id,
    streamId,
    revision: 0,
    type: event.type,
    data: event.data,
    metadata: stamped,
  });
  await store.append(streamId, [{ id, event, metadata: { ...stamped, hash } }], 'no_stream');
}

/** `npm run audit -- verify` on an embedded DATA_DIR, before and after someone edits the SQLite file. */
describe('audit CLI: verify (end to end)', function () {
  this.timeout(60_000);
  let dataDir: string;
  let latest: unknown;

  const audit = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/audit.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, EVENT_STORE: 'sqlite', READ_STORE: 'sqlite', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'audit-cli-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const db = openSqliteClient(dataDir, { synchronous: 'normal' });
    try {
      const store = await SqliteEventStore.open(db);
      const checkpoints = SqliteCheckpointStore.open(db);
      const signer = CheckpointSigner.fromSeed(config.auditSigningKey);
      const notary = new AuditNotary(store, checkpoints, signer, systemClock, silentLogger, 60_000);
      await writeClinicalHistory(store, 3);
      await appendVersionOneVisit(store);
      await notary.checkpointNow();
      await writeClinicalHistory(store, 1);
      latest = await notary.checkpointNow();
      // The auditor keeps the newest checkpoint; then the stored one is removed along with the newest events.
      writeFileSync(join(dataDir, 'kept.json'), JSON.stringify({ status: 'success', data: latest }));
    } finally {
      db.close();
    }
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('an untouched log, with an event stored in an older schema version: exit 0 and OK', () => {
    const result = audit('verify');
    expect(result.status, result.stderr).to.equal(0);
    expect(result.stdout).to.match(/^OK: 13 events, 2 checkpoints checked/);
  });

  it('a usage error: exit 2 with the usage', () => {
    const result = audit('check');
    expect(result.status).to.equal(2);
    expect(result.stderr).to.include('Usage: npm run audit -- verify');
  });

  it('a log cut off, its newest checkpoint gone too: only --against catches it, naming the position', () => {
    const file = new Database(join(dataDir, SQLITE_FILE));
    try {
      file.exec('DROP TRIGGER event_log_no_delete');
      const { position } = latest as { position: number };
      file.prepare('DELETE FROM event_log WHERE position > ?').run(position - 2);
      file.prepare('DELETE FROM audit_checkpoints WHERE position = ?').run(position);
    } finally {
      file.close();
    }
    expect(audit('verify').status).to.equal(0);
    const result = audit('verify', '--against', join(dataDir, 'kept.json'), '--json');
    expect(result.status, result.stderr).to.equal(1);
    const report = JSON.parse(result.stdout);
    expect(report.first_bad.position).to.equal((latest as { position: number }).position);
    expect(report.first_bad.reason).to.match(/cut off/);
  });

  it('a changed byte: exit 1 naming the event', () => {
    const file = new Database(join(dataDir, SQLITE_FILE));
    try {
      file.exec('DROP TRIGGER event_log_no_update');
      file.prepare(`UPDATE event_log SET data = replace(data, '25.5', '25.6') WHERE position = 5`).run();
    } finally {
      file.close();
    }
    const result = audit('verify');
    expect(result.status).to.equal(1);
    expect(result.stdout).to.match(/^DAMAGED: first bad position 5 \(patient-pat_audit/);
  });
});

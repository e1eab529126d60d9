import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { CheckpointSigner } from '../../src/audit/checkpoint';
import { MerkleTreeBuilder } from '../../src/audit/merkle/tree-builder';
import { TreeNotary } from '../../src/audit/merkle/tree-notary';
import { SqliteTreeStore } from '../../src/audit/merkle/sqlite-tree-store';
import { type CheckpointCheck, checkAgainstCheckpoint, openCheckpoint } from '../../src/audit/merkle/saved-checkpoint';
import { parseVerifierKey } from '../../src/audit/merkle/signed-note';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { SQLITE_FILE, openSqliteClient } from '../../src/storage/sqlite-client';
import { systemClock } from '../../src/shared/time';
import { type TestService, startTestService, validPatient } from '../support/test-service';

const ROOT = join(__dirname, '..', '..');

/**
 * An insider with the data directory (and, in one case, the signing key)
 * rewrites the stored log; an auditor who kept one checkpoint note catches
 * each rewrite. Embedded profile: the log is one SQLite file.
 */
describe('insider rewrites of the SQLite log, caught by a checkpoint the auditor kept', function () {
  this.timeout(120_000);
  let service: TestService;
  let work: string;
  let saved: string;
  let verifierKey: string;
  let stolenSeed: string;
  let size = 0;

  before(async function () {
    service = await startTestService();
    if (service.config.eventStore !== 'sqlite') this.skip();
    const provider = (await service.login('provider', 'org-a')).token;
    const auditor = (await service.login('auditor', 'org-audit')).token;
    for (let i = 0; i < 5; i += 1)
      await service.request('POST', '/patients', { token: provider, body: validPatient() });
    await service.runtime.audit.notary?.checkpointNow();
    const latest = await service.request('GET', '/audit/checkpoints/latest', { token: auditor });
    saved = latest.body.data.note;
    size = latest.body.data.tree_size;
    verifierKey = (await service.request('GET', '/audit/public-key')).body.data.note_verifier_key;
    stolenSeed = service.config.auditSigningKey;
    // More events after the auditor's copy, as a live log has.
    await service.request('POST', '/patients', { token: provider, body: validPatient() });
    work = mkdtempSync(join(tmpdir(), 'insider-'));
    const live = new Database(join(service.config.dataDir, SQLITE_FILE), { readonly: true });
    live.exec(`VACUUM INTO '${join(work, 'original.sqlite')}'`);
    live.close();
  });
  after(async () => {
    await service?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** A copy of the log's file as the insider leaves it after `tamper`. */
  function tampered(name: string, tamper: (db: Database.Database) => void): string {
    const dir = join(work, name);
    execFileSync('mkdir', ['-p', dir]);
    copyFileSync(join(work, 'original.sqlite'), join(dir, SQLITE_FILE));
    const db = new Database(join(dir, SQLITE_FILE));
    tamper(db);
    db.close();
    return dir;
  }

  async function check(dir: string): Promise<CheckpointCheck> {
    const client = openSqliteClient(dir);
    try {
      const log = await SqliteEventStore.open(client);
      return await checkAgainstCheckpoint(log, openCheckpoint(saved, [parseVerifierKey(verifierKey)]));
    } finally {
      client.close();
    }
  }

  const patientPosition = (db: Database.Database, nth: number): number =>
    (
      db
        .prepare(
          `SELECT position FROM event_log WHERE event_type = 'PatientRegistered' ORDER BY position LIMIT 1 OFFSET ?`,
        )
        .get(nth) as { position: number }
    ).position;

  it('accepts the untouched log, which has grown since', async () => {
    const result = await check(tampered('untouched', () => undefined));
    expect(result.ok, result.reason).to.equal(true);
    expect(result.log_size).to.be.above(size);
  });

  it('catches one event edited in place (the append-only trigger dropped first)', async () => {
    const dir = tampered('edited', (db) => {
      db.exec('DROP TRIGGER event_log_no_update');
      db.prepare(`UPDATE event_log SET data = json_set(data, '$.patient.bmi', 99.9) WHERE position = ?`).run(
        patientPosition(db, 1),
      );
    });
    const result = await check(dir);
    expect(result.ok).to.equal(false);
    expect(result.reason).to.match(/no longer hash to the signed root/);
  });

  it('catches an edit whose tree was rebuilt and re-signed with the stolen key', async () => {
    const dir = tampered('resigned', (db) => {
      for (const table of ['event_log', 'audit_tree_leaves', 'audit_tree_nodes', 'audit_tree_heads']) {
        db.exec(`DROP TRIGGER ${table}_no_update; DROP TRIGGER ${table}_no_delete`);
      }
      // recorded_at was outside the stream hash chain; it is inside the leaf.
      db.prepare(`UPDATE event_log SET recorded_at = '2020-01-01T00:00:00.000Z' WHERE position = ?`).run(
        patientPosition(db, 0),
      );
      db.exec('DELETE FROM audit_tree_leaves; DELETE FROM audit_tree_nodes; DELETE FROM audit_tree_heads');
    });
    const client = openSqliteClient(dir);
    try {
      const log = await SqliteEventStore.open(client);
      const tree = SqliteTreeStore.open(client);
      const signer = CheckpointSigner.fromSeed(stolenSeed);
      const origin = service.config.auditLogOrigin;
      const forged = await new TreeNotary(
        new MerkleTreeBuilder(log, tree),
        tree,
        signer,
        origin,
        systemClock,
      ).signHead();
      // The forged head verifies with the real key: only the auditor's older copy tells it apart.
      expect(openCheckpoint(forged!.note, [parseVerifierKey(verifierKey)]).size).to.be.above(size);
    } finally {
      client.close();
    }
    const result = await check(dir);
    expect(result.ok).to.equal(false);
    expect(result.reason).to.match(/no longer hash to the signed root/);
  });

  it('catches the tail cut off', async () => {
    const dir = tampered('truncated', (db) => {
      db.exec('DROP TRIGGER event_log_no_delete');
      db.prepare('DELETE FROM event_log WHERE position >= ?').run(patientPosition(db, 4));
    });
    const result = await check(dir);
    expect(result.ok).to.equal(false);
    expect(result.reason).to.match(/it was cut/);
  });

  it('catches two events swapped', async () => {
    const dir = tampered('reordered', (db) => {
      db.exec('DROP TRIGGER event_log_no_update');
      const [a, b] = [patientPosition(db, 1), patientPosition(db, 2)];
      const columns = 'event_id, stream_id, stream_revision, event_type, data, metadata, recorded_at';
      const row = (p: number) =>
        db.prepare(`SELECT ${columns} FROM event_log WHERE position = ?`).get(p) as Record<string, unknown>;
      const [ra, rb] = [row(a), row(b)];
      const put = db.prepare(
        'UPDATE event_log SET event_id = ?, stream_id = ?, stream_revision = ?, event_type = ?, data = ?, ' +
          'metadata = ?, recorded_at = ? WHERE position = ?',
      );
      const values = (r: Record<string, unknown>) => columns.split(', ').map((c) => r[c]);
      // Through a placeholder, as both rows' ids and stream revisions are unique.
      put.run('placeholder', 'placeholder', -1, 'x', '{}', '{}', 'x', a);
      put.run(...values(ra), b);
      put.run(...values(rb), a);
    });
    const result = await check(dir);
    expect(result.ok).to.equal(false);
    expect(result.reason).to.match(/no longer hash to the signed root/);
  });

  it('npm run audit -- verify --against saved-checkpoint.txt names the damage and exits 1', async () => {
    const dir = tampered('cli', (db) => {
      db.exec('DROP TRIGGER event_log_no_update');
      db.prepare(`UPDATE event_log SET data = json_set(data, '$.patient.bmi', 99.9) WHERE position = ?`).run(
        patientPosition(db, 3),
      );
    });
    writeFileSync(join(work, 'saved-checkpoint.txt'), saved);
    let output: string;
    let status = 0;
    try {
      output = execFileSync(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['src/cli/audit.ts', 'verify', '--against', join(work, 'saved-checkpoint.txt'), '--verifier-key', verifierKey],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dir, AUDIT_SIGNING_KEY: stolenSeed }, encoding: 'utf8' },
      );
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      output = failed.stdout;
    }
    expect(status).to.equal(1);
    expect(output).to.match(/DAMAGED: The first \d+ events no longer hash to the signed root/);
  });
});

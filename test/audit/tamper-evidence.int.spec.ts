import { expect } from 'chai';
import { SqlCheckpointStore, SqliteCheckpointStore } from '../../src/audit/checkpoint-store';
import { extendChain, headHashAt } from '../../src/audit/log-chain';
import type { CheckpointStore } from '../../src/audit/checkpoint-store';
import { GENESIS_HEAD } from '../../src/audit/verify-log';
import { withSortedKeys } from '../../src/events/canonical-json';
import { eventHash, GENESIS_HASH } from '../../src/events/event-hash';
import type { EventStore } from '../../src/events/event-store';
import { SqlEventStore } from '../../src/events/sql/sql-event-store';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import type { SqlClient } from '../../src/storage/sql-client';
import { openPgClient } from '../../src/storage/pg-client';
import { POSTGRES_URL, createPgTestSchema, isReachable, warnSkipped } from '../contracts/support/servers';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { type AuditedLog, audited, testSigner, writeClinicalHistory } from './audit-fixtures';

/** What someone with write access to the database can do to the log, bypassing the append-only triggers. */
interface Vandal {
  positions(): Promise<number[]>;
  changeByte(position: number): Promise<void>;
  remove(position: number): Promise<void>;
  swap(a: number, b: number): Promise<void>;
  /** A new, correctly chained event of a new stream, placed just after `position`. */
  insertAfter(position: number): Promise<number>;
  cutAfter(position: number): Promise<void>;
}

interface Setup {
  store: EventStore;
  checkpoints: CheckpointStore;
  log: AuditedLog;
  vandal: Vandal;
  close(): Promise<void>;
}

/** A digit inside the event's data becomes another digit: one changed byte. */
function changedDigit(text: string): string {
  const at = text.search(/\d/);
  const digit = Number(text[at]);
  return `${text.slice(0, at)}${(digit + 1) % 10}${text.slice(at + 1)}`;
}

function forgedEvent(position: number) {
  const streamId = `patient-pat_forged${position}`;
  const metadata = {
    actor_user_id: 'mallory',
    actor_role: 'provider',
    organization_id: 'org-1',
    request_id: 'req-forged',
    occurred_at: new Date().toISOString(),
  };
  const id = '00000000-0000-4000-8000-000000000001';
  const data = { patient_id: `pat_forged${position}`, patient: {}, registered_at: metadata.occurred_at };
  const hash = eventHash(GENESIS_HASH, { id, streamId, revision: 0, type: 'PatientRegistered', data, metadata });
  // Stored as the command handler stores events: keys sorted, so even the stored text looks genuine.
  return { id, streamId, data: withSortedKeys(data), metadata: withSortedKeys({ ...metadata, hash }) };
}

function sqliteSetup(): Promise<Setup> {
  const { db, dispose } = openScratchSqlite('audit-tamper');
  const run = (sql: string, ...params: unknown[]) => db.writer.prepare(sql).run(...params);
  const vandal: Vandal = {
    async positions() {
      return db.writer
        .prepare<[], { position: number }>('SELECT position FROM event_log ORDER BY position')
        .all()
        .map((row) => row.position);
    },
    async changeByte(position) {
      const row = db.writer.prepare<[number], { data: string }>('SELECT data FROM event_log WHERE position = ?');
      run('UPDATE event_log SET data = ? WHERE position = ?', changedDigit(row.get(position)?.data ?? ''), position);
    },
    async remove(position) {
      run('DELETE FROM event_log WHERE position = ?', position);
    },
    async swap(a, b) {
      run('UPDATE event_log SET position = -1 WHERE position = ?', a);
      run('UPDATE event_log SET position = ? WHERE position = ?', a, b);
      run('UPDATE event_log SET position = ? WHERE position = -1', b);
    },
    async insertAfter(position) {
      // Positions are dense here: make room by moving every later event one up.
      run('UPDATE event_log SET position = position + 1000000 WHERE position > ?', position);
      run('UPDATE event_log SET position = position - 999999 WHERE position > 1000000');
      const forged = forgedEvent(position + 1);
      run(
        'INSERT INTO event_log (position, event_id, stream_id, stream_revision, event_type, data, metadata, ' +
          'recorded_at) VALUES (?, ?, ?, 0, ?, ?, ?, ?)',
        position + 1,
        forged.id,
        forged.streamId,
        'PatientRegistered',
        JSON.stringify(forged.data),
        JSON.stringify(forged.metadata),
        new Date().toISOString(),
      );
      return position + 1;
    },
    async cutAfter(position) {
      run('DELETE FROM event_log WHERE position > ?', position);
    },
  };
  return (async () => {
    const store = await SqliteEventStore.open(db);
    const checkpoints = SqliteCheckpointStore.open(db);
    db.writer.exec('DROP TRIGGER event_log_no_update; DROP TRIGGER event_log_no_delete;');
    return { store, checkpoints, log: audited(store, checkpoints), vandal, close: dispose };
  })();
}

async function postgresSetup(): Promise<Setup | null> {
  if (!(await isReachable(POSTGRES_URL, 5432))) {
    warnSkipped('PostgreSQL tamper-evidence suite', `nothing listening at ${new URL(POSTGRES_URL).host}`);
    return null;
  }
  const schema = await createPgTestSchema();
  const sql: SqlClient = await openPgClient(schema.url, 2);
  const store = await SqlEventStore.open(sql);
  const checkpoints = await SqlCheckpointStore.open(sql);
  // The table's owner may switch its triggers off, as a superuser could.
  await sql.query('ALTER TABLE event_log DISABLE TRIGGER USER');
  const vandal: Vandal = {
    async positions() {
      const rows = await sql.query<{ position: string }>('SELECT position FROM event_log ORDER BY position');
      return rows.map((row) => Number(row.position));
    },
    async changeByte(position) {
      const [row] = await sql.query<{ data: string }>('SELECT data::text AS data FROM event_log WHERE position = $1', [
        position,
      ]);
      await sql.query('UPDATE event_log SET data = $1::jsonb WHERE position = $2', [changedDigit(row.data), position]);
    },
    async remove(position) {
      await sql.query('DELETE FROM event_log WHERE position = $1', [position]);
    },
    async swap(a, b) {
      await sql.query('UPDATE event_log SET position = -1 WHERE position = $1', [a]);
      await sql.query('UPDATE event_log SET position = $1 WHERE position = $2', [a, b]);
      await sql.query('UPDATE event_log SET position = $1 WHERE position = -1', [b]);
    },
    async insertAfter(position) {
      // Positions are transaction id x 2^16 + index: there is room between two appends.
      const at = position + 30_000;
      const forged = forgedEvent(at);
      await sql.query(
        'INSERT INTO event_log (position, event_id, stream_id, stream_revision, event_type, data, metadata) ' +
          `VALUES ($1, $2, $3, 0, 'PatientRegistered', $4::jsonb, $5::jsonb)`,
        [at, forged.id, forged.streamId, JSON.stringify(forged.data), JSON.stringify(forged.metadata)],
      );
      return at;
    },
    async cutAfter(position) {
      await sql.query('DELETE FROM event_log WHERE position > $1', [position]);
    },
  };
  return {
    store,
    checkpoints,
    log: audited(store, checkpoints),
    vandal,
    async close() {
      await sql.close();
      await schema.drop();
    },
  };
}

function tamperSuite(name: string, open: () => Promise<Setup | null>): void {
  describe(`tamper evidence: ${name}`, function () {
    this.timeout(60_000);
    let setup: Setup;
    let positions: number[];
    let checkpointed: number;

    beforeEach(async function () {
      const opened = await open();
      if (!opened) return this.skip();
      setup = opened;
      await writeClinicalHistory(setup.store, 3);
      const checkpoint = await setup.log.notary.checkpointNow();
      checkpointed = checkpoint?.position ?? -1;
      // Two more events after the checkpoint: they are chained but not yet signed.
      await writeClinicalHistory(setup.store, 1).then(() => undefined);
      positions = await setup.vandal.positions();
    });
    afterEach(async () => setup?.close());

    it('an untouched log verifies, and the checkpoint is the head of the first nine events', async () => {
      expect(positions).to.have.length(12);
      expect(checkpointed).to.equal(positions[8]);
      const report = await setup.log.verify();
      expect(report.first_bad).to.equal(null);
      expect(report).to.include({ ok: true, checked_events: 12, checkpoints_checked: 1, unhashed_events: 0 });
    });

    it('headHashAt gives the running hash at any position, from the nearest checkpoint', async () => {
      const latest = await setup.log.notary.checkpointNow();
      const atCheckpoint = await headHashAt(setup.store, setup.checkpoints, setup.log.signer.publicKey, checkpointed);
      const stored = (await setup.checkpoints.all())[0];
      expect(atCheckpoint).to.deep.equal({ position: checkpointed, head_hash: stored.head_hash, event_count: 9 });
      const between = await headHashAt(setup.store, setup.checkpoints, setup.log.signer.publicKey, positions[10]);
      const fromStart = await extendChain(setup.store, GENESIS_HEAD, positions[10]);
      expect(between).to.deep.equal(fromStart);
      expect(between.event_count).to.equal(11);
      const atHead = await headHashAt(setup.store, setup.checkpoints, setup.log.signer.publicKey, positions[11]);
      expect(atHead.head_hash).to.equal(latest?.head_hash);
    });

    it('a changed byte of one event: that event is named', async () => {
      await setup.vandal.changeByte(positions[4]);
      const report = await setup.log.verify();
      expect(report.ok).to.equal(false);
      expect(report.first_bad?.position).to.equal(positions[4]);
      expect(report.first_bad?.reason).to.match(/differs from what was hashed/);
    });

    it('a deleted event in the middle of its stream: the next event of that stream is named', async () => {
      // Positions 0..2 register three patients, 3..5 update them, 6..8 update again.
      await setup.vandal.remove(positions[3]);
      const report = await setup.log.verify();
      expect(report.ok).to.equal(false);
      expect(report.first_bad?.position).to.equal(positions[6]);
      expect(report.first_bad?.reason).to.match(/revision 0 to 2/);
    });

    it("a deleted last event of a stream: caught by the checkpoint's running hash", async () => {
      await setup.vandal.remove(positions[7]);
      const report = await setup.log.verify();
      expect(report.ok).to.equal(false);
      expect(report.first_bad?.position).to.equal(positions[8]);
      expect(report.first_bad?.reason).to.match(/differs from the checkpoint/);
    });

    it('an inserted, correctly chained event before a checkpoint: caught by the checkpoint', async () => {
      await setup.vandal.insertAfter(positions[1]);
      const report = await setup.log.verify();
      expect(report.ok).to.equal(false);
      expect(report.first_bad?.reason).to.match(/checkpoint/);
      expect(report.first_bad?.position).to.be.at.most(Math.max(...(await setup.vandal.positions())));
    });

    it('a reordered pair of events of different streams: caught by the checkpoint', async () => {
      await setup.vandal.swap(positions[0], positions[1]);
      const report = await setup.log.verify();
      expect(report.ok).to.equal(false);
      expect(report.first_bad?.position).to.equal(positions[8]);
      expect(report.first_bad?.after_position).to.equal(null);
    });

    it('a reordered pair within one stream: the first of them is named', async () => {
      await setup.vandal.swap(positions[0], positions[3]);
      const report = await setup.log.verify();
      expect(report.first_bad?.position).to.equal(positions[0]);
      expect(report.first_bad?.reason).to.match(/revision/);
    });

    it('a log cut off after a checkpoint: the missing checkpointed position is named', async () => {
      await setup.vandal.cutAfter(positions[5]);
      const report = await setup.log.verify();
      expect(report.ok).to.equal(false);
      expect(report.first_bad?.position).to.equal(checkpointed);
      expect(report.first_bad?.reason).to.match(/cut off/);
    });

    it('a checkpoint signed by another key is listed as invalid and not trusted', async () => {
      const latest = await setup.log.notary.checkpointNow();
      expect(latest?.position).to.equal(positions[11]);
      expect(await setup.log.verify()).to.include({ ok: true, checkpoints_checked: 2 });
      const forged = testSigner().sign({
        position: positions[10],
        head_hash: '0'.repeat(64),
        event_count: 11,
        signed_at: new Date().toISOString(),
      });
      const report = await setup.log.verify([forged]);
      expect(report.invalid_checkpoints).to.deep.equal([positions[10]]);
      expect(report.ok).to.equal(false);
      expect(report.first_bad).to.equal(null);
    });

    it("a log cut off after the latest stored checkpoint: caught by the auditor's own copy", async () => {
      const head = await extendChain(setup.store, GENESIS_HEAD);
      const copy = setup.log.signer.sign({
        position: head.position ?? 0,
        head_hash: head.head_hash,
        event_count: head.event_count,
        signed_at: new Date().toISOString(),
      });
      await setup.vandal.cutAfter(positions[9]);
      expect((await setup.log.verify()).ok, 'the stored checkpoint alone still matches').to.equal(true);
      const report = await setup.log.verify([copy]);
      expect(report.first_bad?.position).to.equal(positions[11]);
      expect(report.first_bad?.reason).to.match(/cut off/);
    });
  });
}

tamperSuite('SQLite (embedded)', sqliteSetup);
tamperSuite('PostgreSQL', postgresSetup);

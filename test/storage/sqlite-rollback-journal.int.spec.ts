import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE, type SqliteClient, type SqliteOptions, openSqliteClient } from '../../src/storage/sqlite-client';

describe('SQLite bulk writes on a rollback journal (integration)', function () {
  this.timeout(30_000);
  let dir: string;
  let db: SqliteClient | null = null;

  const open = (options: Partial<SqliteOptions>): SqliteClient => {
    db = openSqliteClient(dir, { synchronous: 'full', ...options });
    db.writer.exec('CREATE TABLE rows (n INTEGER)');
    return db;
  };
  const journal = (client: SqliteClient): unknown => client.writer.pragma('journal_mode', { simple: true });
  const level = (client: SqliteClient): unknown => client.writer.pragma('synchronous', { simple: true });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rollback-journal-'));
  });
  afterEach(() => {
    db?.close();
    db = null;
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the work of a one-connection client on a rollback journal in full sync, then goes back to WAL', async () => {
    const client = open({ oneConnection: true });
    expect(client.reader).to.equal(client.writer);
    client.writer.pragma('synchronous = NORMAL');
    const inside = await client.withRollbackJournal(async () => {
      client.write(() => client.writer.prepare('INSERT INTO rows VALUES (1), (2)').run());
      return { journal: journal(client), level: level(client) };
    });
    expect(inside).to.deep.equal({ journal: 'truncate', level: 2 });
    expect(journal(client)).to.equal('wal');
    expect(level(client)).to.equal(1);
    expect(client.read(() => client.reader.prepare('SELECT count(*) FROM rows').pluck().get())).to.equal(2);
  });

  it('goes back to WAL when the work fails, and the failure reaches the caller', async () => {
    const client = open({ oneConnection: true });
    const failure = await client.withRollbackJournal(() => Promise.reject(new Error('midway'))).catch((error) => error);
    expect((failure as Error).message).to.equal('midway');
    expect(journal(client)).to.equal('wal');
  });

  it('stays in WAL where a reader of its own has the file open', async () => {
    const client = open({});
    expect(client.reader).to.not.equal(client.writer);
    expect(await client.withRollbackJournal(async () => journal(client))).to.equal('wal');
  });

  it('stays in WAL, synced as before, where another connection (a thread of its own) has the file open', async () => {
    const client = open({ oneConnection: true });
    const other = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      other.prepare('SELECT count(*) FROM rows').get();
      client.writer.pragma('synchronous = NORMAL');
      const inside = await client.withRollbackJournal(async () => [journal(client), level(client)]);
      expect(inside).to.deep.equal(['wal', 1]);
    } finally {
      other.close();
    }
  });

  it('stays in WAL once a deferred sync keeps the log file open, which a new log file would escape', async () => {
    const client = open({ oneConnection: true });
    client.writeSyncedLater(() => client.writer.prepare('INSERT INTO rows VALUES (1)').run());
    await client.durable();
    expect(await client.withRollbackJournal(async () => journal(client))).to.equal('wal');
  });
});

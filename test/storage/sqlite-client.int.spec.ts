import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Statement } from 'better-sqlite3';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { type SpawnedService, spawnService } from '../batch/spawned-service';
import { settledNow } from '../support/settled';

async function startupError(dataDir: string): Promise<string> {
  try {
    const service = await spawnService(dataDir);
    await service.kill('SIGTERM');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the service started');
}

/** A client at the default FULL with a table of numbers, the synchronous level its writer runs at, an insert. */
function openWithRows(dataDir: string): {
  db: SqliteClient;
  level: () => unknown;
  insert: Statement<[number]>;
} {
  const db = openSqliteClient(dataDir);
  db.writer.exec('CREATE TABLE rows (n INTEGER)');
  return {
    db,
    level: () => db.writer.pragma('synchronous', { simple: true }),
    insert: db.writer.prepare<[number]>('INSERT INTO rows VALUES (?)'),
  };
}

describe('embedded SQLite database (integration)', function () {
  this.timeout(60_000);
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sqlite-client-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('opens a fresh DATA_DIR in WAL mode, synchronous FULL by default, keeps rows across a reopen', () => {
    const first = openSqliteClient(root);
    expect(first.writer.pragma('journal_mode', { simple: true })).to.equal('wal');
    expect(first.writer.pragma('synchronous', { simple: true }), 'FULL').to.equal(2);
    first.writer.exec('CREATE TABLE kept (n INTEGER)');
    first.write(() => first.writer.prepare('INSERT INTO kept VALUES (1)').run());
    first.close();
    const second = openSqliteClient(root, { synchronous: 'normal' });
    expect(second.writer.pragma('synchronous', { simple: true }), 'NORMAL').to.equal(1);
    expect(second.reader.prepare('SELECT n FROM kept').all()).to.deep.equal([{ n: 1 }]);
    second.close();
  });

  it('commits writeUnsynced work under NORMAL and every other write under FULL, also after a failure', () => {
    const { db, level, insert } = openWithRows(root);
    try {
      expect(
        db.writeUnsynced(() => (insert.run(1), level())),
        'NORMAL inside',
      ).to.equal(1);
      expect(
        db.write(() => (insert.run(2), level())),
        'FULL inside',
      ).to.equal(2);
      expect(() =>
        db.writeUnsynced(() => {
          insert.run(3);
          throw new Error('work failed');
        }),
      ).to.throw('work failed');
      expect(level(), 'FULL again after a failed unsynced write').to.equal(2);
      expect(db.reader.prepare('SELECT n FROM rows ORDER BY n').all()).to.deep.equal([{ n: 1 }, { n: 2 }]);
    } finally {
      db.close();
    }
    const normal = openSqliteClient(root, { synchronous: 'normal' });
    try {
      expect(
        normal.write(() => normal.writer.pragma('synchronous', { simple: true })),
        'NORMAL stays',
      ).to.equal(1);
    } finally {
      normal.close();
    }
  });

  it('commits writeSyncedLater work without an fsync in place and tells when it is on disk', async () => {
    const { db, level, insert } = openWithRows(root);
    try {
      expect(
        db.writeSyncedLater(() => (insert.run(1), level())),
        'NORMAL inside',
      ).to.equal(1);
      expect(level(), 'FULL again').to.equal(2);
      expect(db.reader.prepare('SELECT n FROM rows').all(), 'visible here at once').to.deep.equal([{ n: 1 }]);
      const synced = db.durable();
      expect(await settledNow(synced), 'not before the sync on the thread pool').to.equal(false);
      await synced;
      expect(
        db.write(() => db.writeSyncedLater(() => (insert.run(2), level()))),
        'inside another transaction it commits with that one',
      ).to.equal(2);
      expect(await settledNow(db.durable()), 'a write synced in place leaves nothing to wait for').to.equal(true);
      db.writeSyncedLater(() => insert.run(3));
      const deferred = db.durable();
      db.writeUnsynced(() => db.write(() => insert.run(4)));
      expect(await settledNow(deferred), 'a write nested in an unsynced commit syncs nothing').to.equal(false);
      await deferred;
    } finally {
      db.close();
    }
    const normal = openSqliteClient(root, { synchronous: 'normal' });
    try {
      normal.writeSyncedLater(() => normal.writer.prepare('INSERT INTO rows VALUES (3)').run());
      expect(
        await settledNow(normal.durable()),
        'under NORMAL nothing is synced per commit, so nothing waits',
      ).to.equal(true);
    } finally {
      normal.close();
    }
  });

  it('keeps the writer statement journals in memory, and temporary files only for work that asks', () => {
    const db = openSqliteClient(root);
    try {
      const tempStore = (): unknown => db.writer.pragma('temp_store', { simple: true });
      expect(tempStore(), 'MEMORY').to.equal(2);
      expect(db.withTemporaryFiles(tempStore), 'FILE').to.equal(1);
      expect(tempStore()).to.equal(2);
      expect(() =>
        db.withTemporaryFiles(() => {
          throw new Error('failed');
        }),
      ).to.throw('failed');
      expect(tempStore()).to.equal(2);
    } finally {
      db.close();
    }
  });

  it('answers reads from the last commit while a write transaction is open, without waiting for it', () => {
    const db = openSqliteClient(root);
    try {
      db.writer.exec('CREATE TABLE rows (n INTEGER)');
      db.write(() => db.writer.prepare('INSERT INTO rows VALUES (1)').run());
      db.writer.exec('BEGIN IMMEDIATE');
      db.writer.prepare('INSERT INTO rows VALUES (2)').run();
      const started = Date.now();
      expect(db.reader.prepare('SELECT n FROM rows').all()).to.deep.equal([{ n: 1 }]);
      expect(Date.now() - started, 'the reader did not wait for the busy timeout').to.be.below(1000);
      db.writer.exec('COMMIT');
      expect(db.reader.prepare('SELECT n FROM rows ORDER BY n').all()).to.deep.equal([{ n: 1 }, { n: 2 }]);
    } finally {
      db.close();
    }
  });

  it('refuses a second server process on the same DATA_DIR with a clear message', async () => {
    let running: SpawnedService | null = null;
    try {
      running = await spawnService(root);
      expect(await startupError(root)).to.match(
        /DATA_DIR .* is in use by process \d+\. The embedded store allows one process/,
      );
    } finally {
      await running?.kill('SIGTERM');
    }
  });

  it('refuses a DATA_DIR with an earlier PGlite database, says what to do, changes nothing', async () => {
    mkdirSync(join(root, 'pglite', 'base'), { recursive: true });
    writeFileSync(join(root, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(join(root, 'users.json'), '[]');
    const before = readdirSync(root).sort();
    const message = await startupError(root);
    expect(message).to.match(/holds a PGlite database .*pglite.* from an earlier release/);
    expect(message).to.match(/moved from PGlite to SQLite/);
    expect(message).to.match(/re-import/);
    // The configuration writes its generated secrets before any store opens; nothing else may appear.
    const generated = ['jwt-secret', 'pseudonym-secret', 'audit-signing-key'];
    const after = readdirSync(root).filter((name) => !generated.includes(name));
    expect(after.sort(), 'no SQLite file or lock left beside it').to.deep.equal(before);
    expect(readFileSync(join(root, 'pglite', 'PG_VERSION'), 'utf8')).to.equal('17\n');
    expect(() => openSqliteClient(root)).to.throw(/moved from PGlite to SQLite/);
  });
});

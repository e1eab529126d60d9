import { eventually } from '../support/eventually';
import { expect } from 'chai';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBackgroundCheckpoints } from '../../src/storage/background-checkpoints';
import { SQLITE_FILE, type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';

/** Rows of `table` in the database file alone, as a copy of it without its write-ahead log reads them. */
function rowsInFileAlone(dir: string, table: string, file = SQLITE_FILE): number {
  const copy = join(dir, 'file-alone.sqlite');
  copyFileSync(join(dir, file), copy);
  const db = new Database(copy);
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
    rmSync(copy);
  }
}

describe('checkpoints on their own thread (integration)', function () {
  this.timeout(30_000);
  let dir: string;
  let db: SqliteClient | null;
  const failures: Error[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'checkpoint-thread-'));
    failures.length = 0;
    db = openSqliteClient(dir, { synchronous: 'full', checkpointThread: { onFailure: (e) => failures.push(e) } });
  });
  afterEach(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies committed rows into the file with no further commit, the writer checkpointing nothing', async () => {
    const client = db as SqliteClient;
    expect(client.writer.pragma('wal_autocheckpoint', { simple: true }), 'the writer only as a safety net').to.equal(
      20_000,
    );
    client.write(() => client.writer.exec('CREATE TABLE kept (n INTEGER)'));
    const insert = client.writer.prepare('INSERT INTO kept VALUES (?)');
    for (let n = 0; n < 50; n += 1) client.write(() => insert.run(n));
    await eventually(() => {
      try {
        return rowsInFileAlone(dir, 'kept') === 50;
      } catch {
        return false; // the table itself is not in the file yet
      }
    }, 'all 50 rows in the file');
    client.writeUnsynced(() => insert.run(50));
    await eventually(() => rowsInFileAlone(dir, 'kept') === 51, 'an unsynced commit copied too');
    expect(failures).to.deep.equal([]);
  });

  it('has closed its own connection when the client is closed: the write-ahead log is gone with the last one', () => {
    const client = db as SqliteClient;
    client.write(() => client.writer.exec('CREATE TABLE kept (n INTEGER); INSERT INTO kept VALUES (1)'));
    expect(existsSync(join(dir, `${SQLITE_FILE}-wal`))).to.equal(true);
    client.close();
    db = null;
    expect(existsSync(join(dir, `${SQLITE_FILE}-wal`)), 'no connection left open').to.equal(false);
    const again = openSqliteClient(dir);
    expect(again.reader.prepare('SELECT n FROM kept').all()).to.deep.equal([{ n: 1 }]);
    again.close();
  });

  it('reports a thread that cannot work, and stops without waiting for it', async () => {
    const reported: Error[] = [];
    const checkpoints = startBackgroundCheckpoints(join(dir, 'no-such-dir', 'x.sqlite'), (e) => reported.push(e));
    checkpoints.committed();
    await eventually(() => reported.length === 1, 'the failure reported');
    expect(reported[0].message).to.match(/unable to open database file|directory does not exist/i);
    const started = Date.now();
    checkpoints.stop();
    expect(Date.now() - started, 'stop returns at once').to.be.below(1000);
  });

  describe('once the log is long', () => {
    const GATHER_MS = 1500;

    /**
     * A writer on its own file (the writer's automatic checkpoint off) and a thread letting commits gather
     * for GATHER_MS: how long after the log grew past `catchUpFrames` the thread copies a new commit.
     */
    async function msToCopyAfterALongLog(catchUpFrames: number | undefined): Promise<number> {
      const file = join(dir, 'long-log.sqlite');
      const writer = new Database(file);
      writer.pragma('journal_mode = WAL');
      writer.pragma('wal_autocheckpoint = 0');
      const checkpoints = startBackgroundCheckpoints(file, (error) => failures.push(error), {
        gatherMs: GATHER_MS,
        catchUpFrames,
      });
      const rowsIn = (): number => {
        try {
          return rowsInFileAlone(dir, 'pages', 'long-log.sqlite');
        } catch {
          return 0; // the table itself is not in the file yet
        }
      };
      try {
        writer.exec('CREATE TABLE pages (page BLOB)');
        const insert = writer.prepare('INSERT INTO pages VALUES (randomblob(3000))');
        // Each row fills a page of its own: about 40 frames in the log.
        for (let row = 0; row < 40; row += 1) insert.run();
        checkpoints.committed();
        await eventually(() => rowsIn() === 40, 'the first rows in the file', GATHER_MS * 3);
        insert.run();
        checkpoints.committed();
        const started = Date.now();
        await eventually(() => rowsIn() === 41, 'the next row in the file', GATHER_MS * 3);
        return Date.now() - started;
      } finally {
        checkpoints.stop();
        writer.close();
        expect(failures).to.deep.equal([]);
      }
    }

    it('copies each new commit at once instead of letting commits gather', async () => {
      expect(await msToCopyAfterALongLog(20)).to.be.below(GATHER_MS / 2);
    });

    it('still lets them gather below that many frames', async () => {
      expect(await msToCopyAfterALongLog(1000)).to.be.at.least(GATHER_MS / 2);
    });
  });

  it('is not started for a client that did not ask for it (command-line tools, tests)', () => {
    const other = mkdtempSync(join(tmpdir(), 'checkpoint-writer-'));
    const plain = openSqliteClient(other);
    try {
      expect(plain.writer.pragma('wal_autocheckpoint', { simple: true })).to.equal(5000);
    } finally {
      plain.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

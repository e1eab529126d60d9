import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDataDirectory } from '../../src/storage/pglite-initdb';
import { openPgliteClient } from '../../src/storage/pglite-client';

describe('embedded database creation (integration)', function () {
  this.timeout(60_000);
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'initdb-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the data directory in a child process, leaving no build directory, and reuses it afterwards', async () => {
    const target = join(root, 'pglite');
    // What a start killed during initdb leaves behind.
    mkdirSync(join(root, 'pglite.initdb-99999'));
    await ensureDataDirectory(target);
    expect(existsSync(join(target, 'PG_VERSION'))).to.equal(true);
    expect(readdirSync(root)).to.deep.equal(['pglite']);

    const started = Date.now();
    await ensureDataDirectory(target);
    expect(Date.now() - started, 'an existing database is not created again').to.be.below(1000);
  });

  it('opens a fresh DATA_DIR and keeps its rows across a reopen', async () => {
    const first = await openPgliteClient(root);
    await first.exec('CREATE TABLE kept (n int)');
    await first.query('INSERT INTO kept VALUES (1)');
    await first.close();
    const second = await openPgliteClient(root);
    expect(await second.query('SELECT n FROM kept')).to.deep.equal([{ n: 1 }]);
    await second.close();
  });

  it('refuses a non-empty directory that holds no database instead of deleting it', async () => {
    const target = join(root, 'pglite');
    mkdirSync(target);
    writeFileSync(join(target, 'notes.txt'), 'not a database');
    let error: unknown = null;
    await ensureDataDirectory(target).catch((caught: unknown) => {
      error = caught;
    });
    expect(String(error)).to.match(/not empty but holds no database/);
    expect(existsSync(join(target, 'notes.txt'))).to.equal(true);
  });
});

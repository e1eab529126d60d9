import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { VIEWS_FILE, inSchema } from '../../src/storage/sqlite-views-file';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

describe('the views file attached beside the log', () => {
  let scratch: ScratchSqlite;

  /** A file of views with one table holding `label`, as a rebuild leaves its next file. */
  const writeViewsFile = (path: string, label: string): void => {
    const db = new Database(path);
    db.exec(`CREATE TABLE shelf (label TEXT); INSERT INTO shelf VALUES ('${label}')`);
    db.close();
  };
  const label = (db: Database.Database): unknown => db.prepare('SELECT label FROM shelf').pluck().get();

  beforeEach(() => {
    scratch = openScratchSqlite('views-file');
    scratch.db.write(() =>
      scratch.db.writer.exec("CREATE TABLE views.shelf (label TEXT); INSERT INTO shelf VALUES ('old')"),
    );
  });
  afterEach(() => scratch.dispose());

  it('names the tables, indexes and triggers a schema statement creates under the schema, and nothing else', () => {
    const ddl = `CREATE TABLE IF NOT EXISTS shelf (label TEXT);
      CREATE UNIQUE INDEX shelf_label ON shelf (label);
      CREATE TRIGGER IF NOT EXISTS "shelf_moved" AFTER UPDATE ON shelf BEGIN
        INSERT INTO moves (label) VALUES (new.label);
      END;
      CREATE INDEX other.kept ON shelf (label);`;
    expect(inSchema(ddl, 'views')).to.equal(`CREATE TABLE IF NOT EXISTS views.shelf (label TEXT);
      CREATE UNIQUE INDEX views.shelf_label ON shelf (label);
      CREATE TRIGGER IF NOT EXISTS views."shelf_moved" AFTER UPDATE ON shelf BEGIN
        INSERT INTO moves (label) VALUES (new.label);
      END;
      CREATE INDEX other.kept ON shelf (label);`);
  });

  it('finds an unqualified table in the views file from the writer and the reader', () => {
    expect(label(scratch.db.writer)).to.equal('old');
    expect(label(scratch.db.reader)).to.equal('old');
  });

  it('replaces the views file by a rename: both connections read the new one, and no log of the old is left', () => {
    const next = join(scratch.dir, 'next-views.sqlite');
    writeViewsFile(next, 'new');
    const reading = scratch.db.reader.prepare('SELECT label FROM shelf').pluck();
    expect(reading.get()).to.equal('old');
    scratch.db.replaceViews(next);
    expect(existsSync(next)).to.equal(false);
    expect(reading.get()).to.equal('new');
    expect(label(scratch.db.writer)).to.equal('new');
    expect(scratch.db.writer.pragma('views.journal_mode', { simple: true })).to.equal('wal');
    scratch.db.write(() => scratch.db.writer.exec("INSERT INTO shelf VALUES ('after')"));
    expect(scratch.db.reader.prepare('SELECT count(*) FROM shelf').pluck().get()).to.equal(2);
  });

  it('refuses to replace a views file another connection has open, and leaves it answering', () => {
    const next = join(scratch.dir, 'next-views.sqlite');
    writeViewsFile(next, 'new');
    const other = new Database(join(scratch.dir, VIEWS_FILE), { readonly: true });
    try {
      expect(label(other)).to.equal('old');
      scratch.db.writer.pragma('busy_timeout = 0');
      expect(() => scratch.db.replaceViews(next)).to.throw(/open on another connection/);
      expect(label(scratch.db.reader)).to.equal('old');
      expect(label(scratch.db.writer)).to.equal('old');
      expect(existsSync(next)).to.equal(true);
    } finally {
      other.close();
    }
  });
});

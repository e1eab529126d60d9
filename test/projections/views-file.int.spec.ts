import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { moveViewsOutOfLogFile } from '../../src/projections/sqlite/sqlite-views-move';
import { silentLogger } from '../../src/shared/logger';
import { SQLITE_FILE, type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { VIEWS_FILE, VIEWS_NEXT_FILE, VIEWS_PAGE_SIZE, VIEWS_SCHEMA } from '../../src/storage/sqlite-views-file';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

/** The `rm_` tables of one file of the directory. */
const viewTablesIn = (db: SqliteClient, schema: 'main' | typeof VIEWS_SCHEMA): string[] =>
  db.writer
    .prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\'`)
    .pluck()
    .all() as string[];

/**
 * Puts a directory's views back into the log's file, as versions before the views file kept them: every table,
 * index and trigger of the views file created in the log's file with its own definition and its rows copied,
 * and the views file deleted. `keepViewsFile` leaves it in place (a move whose views commit was made, and not
 * the log's).
 */
function writeOldLayout(dir: string, keepViewsFile = false): void {
  const db = new Database(join(dir, SQLITE_FILE));
  try {
    db.prepare(`ATTACH DATABASE ? AS ${VIEWS_SCHEMA}`).run(join(dir, VIEWS_FILE));
    const entries = db
      .prepare(
        `SELECT type, name, sql FROM ${VIEWS_SCHEMA}.sqlite_master ` +
          "WHERE sql IS NOT NULL ORDER BY type = 'table' DESC, type = 'index' DESC, rowid",
      )
      .all() as { type: string; name: string; sql: string }[];
    db.transaction(() => {
      for (const entry of entries) {
        db.exec(entry.sql);
        if (entry.type !== 'table') continue;
        db.exec(`INSERT INTO main.${entry.name} SELECT * FROM ${VIEWS_SCHEMA}.${entry.name}`);
      }
    })();
  } finally {
    db.close();
  }
  if (keepViewsFile) return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, VIEWS_FILE + suffix), { force: true });
}

/** The views in a file of their own, moved out of the log's file once, and never ahead of the log. */
describe('the views file beside the log', function () {
  this.timeout(60_000);
  let reference: SqliteClient;
  let referenceDir: string;
  let live: SqliteReadModelStore;
  let subject: ScratchSqlite;
  let ids: ScenarioIds;
  let db: SqliteClient | null = null;

  const fold = (store: SqliteReadModelStore, events: UpcastingEventStore): Promise<number> =>
    new Projector(events, store, { name: 'views', batchSize: 13, idleMs: 10, logger: silentLogger }).catchUp();

  /** As a start does: the projector from the stored checkpoint on, until the views include the log's head. */
  const startUntilHead = async (store: SqliteReadModelStore, events: UpcastingEventStore): Promise<void> => {
    const projector = new Projector(events, store, { name: 'views', batchSize: 13, idleMs: 10, logger: silentLogger });
    await projector.start();
    try {
      expect(await projector.waitFor((await events.headPosition()) as number, 10_000)).to.equal(true);
    } finally {
      await projector.stop();
    }
  };

  /** Opens the subject's directory again, its log and its views, as a start does. */
  const reopen = async (): Promise<{ store: SqliteReadModelStore; events: UpcastingEventStore }> => {
    db?.close();
    db = openSqliteClient(subject.dir, { synchronous: 'normal' });
    const events = new UpcastingEventStore(await SqliteEventStore.open(db));
    return { store: await SqliteReadModelStore.open(db), events };
  };

  beforeEach(async () => {
    // A directory per case, its log folded into views as a service would, and a copy of it as the reference.
    subject = openScratchSqlite('views-file-subject');
    const events = new UpcastingEventStore(await SqliteEventStore.open(subject.db));
    ids = await appendScenario(events, 17, 60);
    await fold(await SqliteReadModelStore.open(subject.db), events);
    subject.db.close();
    referenceDir = mkdtempSync(join(tmpdir(), 'views-file-reference-'));
    cpSync(subject.dir, referenceDir, { recursive: true });
    reference = openSqliteClient(referenceDir, { synchronous: 'normal' });
    live = await SqliteReadModelStore.open(reference);
  });

  afterEach(() => {
    db?.close();
    db = null;
    reference.close();
    rmSync(subject.dir, { recursive: true, force: true });
    rmSync(referenceDir, { recursive: true, force: true });
  });

  it('keeps every view table in the views file and none in the log file', async () => {
    const { store } = await reopen();
    expect(viewTablesIn(db!, 'main')).to.deep.equal([]);
    expect(viewTablesIn(db!, VIEWS_SCHEMA)).to.include.members(['rm_patients', 'rm_visits', 'rm_checkpoints']);
    await expectSameAnswers(live, store, ids);
  });

  it('creates the views file on 8 KB pages; a file on other pages keeps them until a rebuild', async () => {
    const pageSize = (): number => db!.writer.pragma(`${VIEWS_SCHEMA}.page_size`, { simple: true }) as number;
    await reopen();
    expect(pageSize()).to.equal(VIEWS_PAGE_SIZE);
    db!.close();
    db = null;
    // As versions before wrote it: SQLite's default page, the file outside the write-ahead log to change it.
    const views = new Database(join(subject.dir, VIEWS_FILE));
    views.pragma('journal_mode = DELETE');
    views.pragma('page_size = 4096');
    views.exec('VACUUM');
    views.close();
    const { store, events } = await reopen();
    expect(pageSize()).to.equal(4096);
    await expectSameAnswers(live, store, ids);
    await rebuildViews(events, store, { name: 'views', logger: silentLogger, runSize: 50 });
    expect(pageSize()).to.equal(VIEWS_PAGE_SIZE);
    await expectSameAnswers(live, store, ids);
  });

  it('moves the views of a directory in the old layout out of the log file, once', async () => {
    writeOldLayout(subject.dir);
    const { store, events } = await reopen();
    expect(viewTablesIn(db!, 'main')).to.deep.equal([]);
    expect(await store.checkpoint('views')).to.equal(await events.headPosition());
    await expectSameAnswers(live, store, ids);
    // Moved with their triggers: a later change is counted in the views file's kept counts.
    const triggers = db!.writer
      .prepare(`SELECT count(*) FROM ${VIEWS_SCHEMA}.sqlite_master WHERE type = 'trigger'`)
      .pluck()
      .get() as number;
    expect(triggers).to.be.above(0);
    expect(moveViewsOutOfLogFile(db!), 'nothing left to move').to.equal(false);
  });

  it('moves the views again when a move was cut short before its new file was swapped in', async () => {
    // What a kill midway through writing the new file leaves beside the old layout: a file that is not a database.
    writeOldLayout(subject.dir);
    writeFileSync(join(subject.dir, VIEWS_NEXT_FILE), 'SQLite format 3\u0000 cut short');
    const { store } = await reopen();
    expect(existsSync(join(subject.dir, VIEWS_NEXT_FILE))).to.equal(false);
    expect(viewTablesIn(db!, 'main')).to.deep.equal([]);
    await expectSameAnswers(live, store, ids);
  });

  it('finishes a move cut short after the new views file was swapped in and before the drop committed', async () => {
    // The views file already holds a full copy, and the log's file its views still: the move runs again.
    writeOldLayout(subject.dir, true);
    const { store } = await reopen();
    expect(viewTablesIn(db!, 'main')).to.deep.equal([]);
    await expectSameAnswers(live, store, ids);
  });

  it('builds again from the log the views of a directory that has none', async () => {
    // The log's file without its views, and no views file: as a restored backup that left it out.
    writeOldLayout(subject.dir);
    const old = new Database(join(subject.dir, SQLITE_FILE));
    const tables = old
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\'")
      .pluck()
      .all() as string[];
    for (const table of tables) old.exec(`DROP TABLE ${table}`);
    old.close();
    const { store, events } = await reopen();
    expect(await store.checkpoint('views')).to.equal(null);
    await startUntilHead(store, events);
    await expectSameAnswers(live, store, ids);
  });

  it('empties views whose checkpoint is past the log head, and builds them again from the log', async () => {
    const { events } = await reopen();
    const head = (await events.headPosition()) as number;
    db!.writer.prepare('UPDATE rm_checkpoints SET position = ?').run(head + 5);
    db!.writer.prepare("UPDATE rm_patients SET list_item = '{}' WHERE id = ?").run(ids.patients[0]);
    const { store, events: reopened } = await reopen();
    expect(await store.checkpoint('views')).to.equal(null);
    expect(await store.getPatient(ids.patients[0])).to.equal(null);
    await startUntilHead(store, reopened);
    expect(await store.checkpoint('views')).to.equal(head);
    await expectSameAnswers(live, store, ids);
  });

  it('catches up views behind the log from their checkpoint', async () => {
    const { events } = await reopen();
    const head = (await events.headPosition()) as number;
    // The views' commit of the last events lost (the log's file commits first): they stand where they were.
    db!.writer.prepare('UPDATE rm_checkpoints SET position = ?').run(head - 20);
    const { store, events: reopened } = await reopen();
    expect(await store.checkpoint('views')).to.equal(head - 20);
    // The first of those events read again shows where the projector started: from the checkpoint, not the start.
    const read: (number | null)[] = [];
    const watched = Object.assign(Object.create(reopened) as UpcastingEventStore, {
      readAll: (after: number | null, limit: number) => {
        read.push(after);
        return reopened.readAll(after, limit);
      },
    });
    await startUntilHead(store, watched);
    expect(read[0]).to.equal(head - 20);
    await expectSameAnswers(live, store, ids);
  });
});

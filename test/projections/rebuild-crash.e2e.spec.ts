import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { Projector } from '../../src/projections/projector';
import { rebuildViews } from '../../src/projections/rebuild-views';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { silentLogger } from '../../src/shared/logger';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { BESIDE_NEXT_FILE, RETIRED_VIEWS_FILE, VIEWS_NEXT_FILE } from '../../src/storage/sqlite-views-file';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';
import { expectSameAnswers } from './compare-stores';
import { type ScenarioIds, appendScenario } from './event-scenario';

const ROOT = join(__dirname, '..', '..');

type KilledDuring = 'build' | 'beside-built' | 'before-swap' | 'after-swap';

/** Runs rebuild-crash-child.ts on `dir`, killed at `during`; resolves with its signal. */
function rebuildAndCrash(dir: string, during: KilledDuring): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'rebuild-crash-child.ts'), dir, during], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

const nextTables = (db: SqliteClient): string[] =>
  db.writer
    .prepare(
      "SELECT name FROM sqlite_master WHERE name LIKE '%_next' UNION ALL " +
        "SELECT name FROM views.sqlite_master WHERE name LIKE '%_next'",
    )
    .pluck()
    .all() as string[];

/** A process killed in the middle of a blue-green rebuild: the live read model answers as before it started. */
describe('a blue-green rebuild killed midway', function () {
  this.timeout(120_000);
  let subjectDir: string;
  let reference: ScratchSqlite;
  let live: SqliteReadModelStore;
  let ids: ScenarioIds;
  let reopened: SqliteClient | null = null;

  before(async () => {
    const subject = openScratchSqlite('rebuild-crash-subject');
    subjectDir = subject.dir;
    reference = openScratchSqlite('rebuild-crash-reference');
    const events = new UpcastingEventStore(await SqliteEventStore.open(subject.db));
    ids = await appendScenario(events, 11, 80);
    const fold = (store: SqliteReadModelStore, from: UpcastingEventStore): Promise<number> =>
      new Projector(from, store, { name: 'views', batchSize: 13, idleMs: 10, logger: silentLogger }).catchUp();
    await fold(await SqliteReadModelStore.open(subject.db), events);
    live = await SqliteReadModelStore.open(reference.db);
    // Folded live from the subject's log, into the reference's file.
    await fold(live, events);
    // The child takes DATA_DIR over (one process at a time): this process lets go of it first.
    subject.db.close();
  });

  after(async () => {
    reopened?.close();
    await reference?.dispose();
    if (subjectDir) rmSync(subjectDir, { recursive: true, force: true });
  });

  for (const during of ['build', 'beside-built', 'before-swap', 'after-swap'] as const) {
    const when = {
      build: 'during the build',
      'beside-built': 'with the creations beside built on their own thread, not yet copied in',
      'before-swap': 'before the swap',
      'after-swap': 'after the swap',
    }[during];
    it(`killed ${when}: the views answer, and what it left is cleared`, async () => {
      reopened?.close();
      expect(await rebuildAndCrash(subjectDir, during)).to.equal('SIGKILL');
      // Killed before the rename, its next views file is left beside the live one; after it, nothing is.
      expect(existsSync(join(subjectDir, VIEWS_NEXT_FILE))).to.equal(during !== 'after-swap');
      if (during === 'beside-built') expect(existsSync(join(subjectDir, BESIDE_NEXT_FILE))).to.equal(true);
      // As a swap killed before it deleted the file it replaced leaves it (its blocks are freed after the swap).
      writeFileSync(join(subjectDir, RETIRED_VIEWS_FILE), 'the views file a swap replaced');
      reopened = openSqliteClient(subjectDir, { synchronous: 'normal' });
      expect(nextTables(reopened)).to.deep.equal([]);
      const events = new UpcastingEventStore(await SqliteEventStore.open(reopened));
      const store = await SqliteReadModelStore.open(reopened);
      // The open deletes the files a rebuild left; the views (old or new, as the kill fell) answer as the log says.
      expect(existsSync(join(subjectDir, VIEWS_NEXT_FILE))).to.equal(false);
      expect(existsSync(join(subjectDir, BESIDE_NEXT_FILE))).to.equal(false);
      expect(existsSync(join(subjectDir, RETIRED_VIEWS_FILE))).to.equal(false);
      expect(reopened.writer.pragma('views.journal_mode', { simple: true })).to.equal('wal');
      expect(await store.checkpoint('views')).to.equal(await events.headPosition());
      await expectSameAnswers(live, store, ids);

      await rebuildViews(events, store, { name: 'views', logger: silentLogger, runSize: 10 });
      expect(existsSync(join(subjectDir, VIEWS_NEXT_FILE))).to.equal(false);
      expect(existsSync(join(subjectDir, BESIDE_NEXT_FILE))).to.equal(false);
      await expectSameAnswers(live, store, ids);
      // The child takes DATA_DIR over again for the next case.
      reopened.close();
      reopened = null;
    });
  }
});

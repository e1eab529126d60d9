import { rmSync } from 'node:fs';
import { expect } from 'chai';
import { SqliteEventStore } from '../../src/events/sqlite/sqlite-event-store';
import { newEventId } from '../../src/shared/ids';
import { patientStream } from '../../src/events/streams';
import type { PatientFilter } from '../../src/projections/read-model-store';
import { MARK_EVERY, SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { PatientView } from '../../src/projections/views';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { SQL_READS, patients } from './status-page-seeks';
import { watchRuns } from './watch-runs';

const views = (list: PatientView[]) => ({ patients: list, visits: [], batches: [], batchErrors: [] });

/** Every id of the list in its order, read in one statement: what OFFSET would page through. */
const everything = (db: SqliteClient, filter: PatientFilter): string[] => {
  const set = Object.entries(filter).filter(([, value]) => value !== undefined);
  const where = set.length === 0 ? '' : `WHERE ${set.map(([column]) => `${column} = ?`).join(' AND ')}`;
  return db.reader
    .prepare(`SELECT id FROM rm_patients ${where} ORDER BY created_ms DESC, id DESC`)
    .pluck()
    .all(...set.map(([, value]) => value as string)) as string[];
};

const keptMarks = (db: SqliteClient): number =>
  db.reader.prepare('SELECT count(*) FROM rm_seek_marks').pluck().get() as number;

/** Registers `count` patients in the log, in the organization `organizationOf` gives each. */
async function register(log: SqliteEventStore, count: number, organizationOf: (index: number) => string) {
  for (const [index, view] of patients(0, count).entries()) {
    const { region, menopause_status } = view.patient;
    const patient = { age_years: 50, race: 'asian', ethnicity: 'unknown', region, menopause_status } as const;
    const metadata = {
      actor_user_id: 'usr_test',
      actor_role: 'provider',
      organization_id: organizationOf(index),
      request_id: `req_${view.id}`,
      occurred_at: view.created_at,
    } as const;
    const data = { patient_id: view.id, patient, registered_at: view.created_at };
    await log.append(
      patientStream(view.id),
      [{ id: newEventId(), event: { type: 'PatientRegistered', data }, metadata }],
      'any',
    );
  }
}

/** Each list's kept marks (offsets, totals and keys), by list name. */
const marksByList = (db: SqliteClient): Map<string, string> =>
  new Map(
    (
      db.reader
        .prepare(
          `SELECT list, group_concat(row_offset || ' ' || list_total || ' ' || created_ms || ' ' || id, ',') AS marks
           FROM (SELECT * FROM rm_seek_marks ORDER BY list, row_offset) GROUP BY list`,
        )
        .all() as { list: string; marks: string }[]
    ).map((row) => [row.list, row.marks]),
  );

describe('seek marks kept in the file (SQLite)', function () {
  this.timeout(60_000);

  it('seeks the first deep page after a restart from the marks an earlier process took, as OFFSET pages', async () => {
    const scratch = openScratchSqlite('rm-kept-marks');
    let db = scratch.db;
    try {
      // A third of them in the west: its list is deep enough to seek in too.
      const count = 3 * (SEEK_FROM_OFFSET + 2 * MARK_EVERY);
      const first = await SqliteReadModelStore.open(db);
      await first.commit('views', views(patients(0, count)), count);
      const deep = (filter: PatientFilter): number => SEEK_FROM_OFFSET + (filter.region ? 1 : 3) * MARK_EVERY + 517;
      for (const filter of [{}, { region: 'west' }] as PatientFilter[])
        await first.listPatients(filter, { offset: deep(filter), limit: 25 });
      // Written after the answer, off the request's path.
      expect(keptMarks(db)).to.equal(0);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(keptMarks(db)).to.be.greaterThan(0);
      await first.close();

      for (const round of ['restart', 'newer records, then a restart']) {
        db.close();
        db = openSqliteClient(scratch.dir, { synchronous: 'normal' });
        const store = await SqliteReadModelStore.open(db);
        if (round !== 'restart') {
          // Newer records join at the top: every kept mark is now further down.
          await store.commit('views', views(patients(count + 10_000, 1_234)), count + 20_000);
        }
        const ran = watchRuns(db.reader);
        for (const filter of [{}, { region: 'west' }] as PatientFilter[]) {
          const offset = deep(filter) + (filter.region ? -400 : 400);
          ran.length = 0;
          const page = await store.listPatients(filter, { offset, limit: 25 });
          const label = `${round}, ${JSON.stringify(filter)}`;
          expect(ran.filter(SQL_READS.walksFromTop), `${label}: no walk from the top`).to.deep.equal([]);
          expect(ran.filter(SQL_READS.seeks), `${label}: a seek from a kept mark`).to.have.length(1);
          const expected = everything(db, filter);
          expect(page.total).to.equal(expected.length);
          expect(
            page.items.map((view) => view.id),
            label,
          ).to.deep.equal(expected.slice(offset, offset + 25));
        }
        await store.close();
      }
    } finally {
      if (db.writer.open) db.close();
      rmSync(scratch.dir, { recursive: true, force: true });
    }
  });

  it('lets marks not yet written go when the file closes first, without a failure', async () => {
    const scratch = openScratchSqlite('rm-kept-marks-closed');
    const store = await SqliteReadModelStore.open(scratch.db);
    const count = SEEK_FROM_OFFSET + 2 * MARK_EVERY;
    await store.commit('views', views(patients(0, count)), count);
    await store.listPatients({}, { offset: count - 10, limit: 5 });
    await scratch.dispose();
    // The write was due on the next turn of the event loop, after the file closed: an uncaught error fails here.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('forgets the kept marks in the swap of a rebuild and in a reset, with those not yet written', async () => {
    const scratch = openScratchSqlite('rm-kept-marks-swap');
    try {
      const db = scratch.db;
      await SqliteEventStore.open(db);
      const store = await SqliteReadModelStore.open(db);
      const count = SEEK_FROM_OFFSET + 2 * MARK_EVERY;
      await store.commit('views', views(patients(0, count)), count);
      await store.listPatients({}, { offset: count - 10, limit: 5 });
      await store.close();
      expect(keptMarks(db)).to.be.greaterThan(0);

      // A walk whose marks are not written yet when the swap commits: they name rows of the old tables.
      await store.listPatients({ region: 'west' }, { offset: SEEK_FROM_OFFSET + 500, limit: 5 });
      const rebuilt = store.rebuildBeside(await SqliteEventStore.open(db), {
        name: 'views',
        runSize: 10,
        beforeRun: async () => undefined,
      });
      expect(rebuilt).to.not.equal(null);
      await rebuilt;
      await store.close();
      expect(keptMarks(db)).to.equal(0);

      await store.commit('views', views(patients(0, count)), count);
      await store.listPatients({}, { offset: count - 10, limit: 5 });
      await store.reset();
      await store.close();
      expect(keptMarks(db)).to.equal(0);
    } finally {
      await scratch.dispose();
    }
  });

  it('leaves marks of the unfiltered and single-filter lists after a rebuild: a first deep page seeks', async () => {
    const scratch = openScratchSqlite('rm-kept-marks-rebuild');
    let db = scratch.db;
    try {
      const log = await SqliteEventStore.open(db);
      // A third in the west, half after menopause: those lists are deep enough to seek in too.
      await register(log, 3 * (SEEK_FROM_OFFSET + MARK_EVERY / 2), () => 'org_test');
      const store = await SqliteReadModelStore.open(db);
      await store.rebuildBeside(log, { name: 'views', runSize: 1000, beforeRun: async () => undefined });
      await store.close();
      db.close();

      db = openSqliteClient(scratch.dir, { synchronous: 'normal' });
      const reopened = await SqliteReadModelStore.open(db);
      const ran = watchRuns(db.reader);
      const lists: PatientFilter[] = [
        {},
        { organization_id: 'org_test' },
        { race: 'asian' },
        { organization_id: 'org_test', region: 'west' },
        { menopause_status: 'postmenopause' },
      ];
      for (const filter of lists) {
        const expected = everything(db, filter);
        const offset = expected.length - 30;
        ran.length = 0;
        const page = await reopened.listPatients(filter, { offset, limit: 25 });
        const label = JSON.stringify(filter);
        expect(ran.filter(SQL_READS.walksFromTop), `${label}: no walk from the top`).to.deep.equal([]);
        expect(ran.filter(SQL_READS.seeks), `${label}: a seek from a kept mark`).to.have.length(1);
        expect(page.total).to.equal(expected.length);
        expect(
          page.items.map((view) => view.id),
          label,
        ).to.deep.equal(expected.slice(offset, offset + 25));
      }
    } finally {
      if (db.writer.open) db.close();
      rmSync(scratch.dir, { recursive: true, force: true });
    }
  });

  it("copies the marks of an organization's lists if it holds every record, and walks them if not", async () => {
    for (const organizations of [['org_only'], ['org_a', 'org_b']]) {
      const scratch = openScratchSqlite('rm-kept-marks-copies');
      try {
        const log = await SqliteEventStore.open(scratch.db);
        // With two, a fifth in the second: no list within one is a list across both under another filter.
        const organizationOf = (index: number): string => organizations[index % 5 === 0 ? 1 : 0] ?? organizations[0];
        await register(log, 3 * (SEEK_FROM_OFFSET + MARK_EVERY), organizationOf);
        const ran = watchRuns(scratch.db.reader);
        const store = await SqliteReadModelStore.open(scratch.db);
        await store.rebuildBeside(log, { name: 'views', runSize: 1000, beforeRun: async () => undefined });
        await store.close();
        const walkedInOrganization = ran.filter(
          (sql) => SQL_READS.walksFromTop(sql) && sql.includes('organization_id'),
        );
        const marks = marksByList(scratch.db);
        const scoped = [...marks.keys()].filter((list) => organizations.some((name) => list.includes(name)));
        const across = [...marks.entries()].filter(([list]) => !scoped.includes(list));
        expect(scoped, `${organizations.join()}: lists marked in an organization`).to.not.be.empty;
        if (organizations.length === 1) {
          expect(walkedInOrganization, 'no walk of a list within the organization').to.deep.equal([]);
          // The same marks as the list across organizations with the same filter.
          for (const list of scoped) expect(across.map(([, kept]) => kept)).to.include(marks.get(list));
        } else {
          expect(walkedInOrganization, 'each organization has lists of its own to walk').to.not.be.empty;
          for (const list of scoped) expect(across.map(([, kept]) => kept)).to.not.include(marks.get(list));
        }
      } finally {
        await scratch.dispose();
      }
    }
  });
});

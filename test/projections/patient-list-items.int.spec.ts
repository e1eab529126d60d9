import { expect } from 'chai';
import { patientListItem } from '../../src/queries/output';
import type { PatientFilter } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { PatientView } from '../../src/projections/views';
import { patient } from '../contracts/read-model-store.fixtures';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { startTestService, validPatient } from '../support/test-service';

/** Patients whose list items exercise what JSON text can differ in: absent fields, decimals, escapes. */
function variedPatients(): PatientView[] {
  return [
    patient({ created_at: '2024-03-01T10:00:00.000Z', last_position: 1 }),
    patient({
      created_at: '2024-03-02T10:00:00.000Z',
      last_position: 2,
      patient: { bmi: 27.35, age_months: 7, region: 'northeast', notes: 'kept out of lists "quoted" \u00e9\u2028' },
    }),
    patient({
      created_at: '2024-03-03T10:00:00+02:00',
      last_position: 3,
      patient: { menopause_status: 'postmenopause', race: 'caucasian', bmi: 0.1 + 0.2, ethnicity: undefined },
    }),
    patient({ organization_id: 'org_b', created_at: '2024-03-04T10:00:00.000Z', last_position: 4 }),
  ];
}

describe('patient list items kept as JSON text (SQLite)', () => {
  it('are byte for byte the list items shaped from the views, for every filter and page', async () => {
    const scratch = openScratchSqlite('rm-list-items');
    try {
      const store = await SqliteReadModelStore.open(scratch.db);
      const views = variedPatients();
      await store.commit('views', { patients: views, visits: [], batches: [], batchErrors: [] }, 4);
      // A later version of a view replaces its list item too.
      const updated = { ...views[0], patient: { ...views[0].patient, bmi: 31.2 }, last_position: 5, revision: 1 };
      await store.commit('views', { patients: [updated], visits: [], batches: [], batchErrors: [] }, 5);
      const filters: PatientFilter[] = [
        {},
        { region: 'west' },
        { organization_id: 'org_b' },
        { menopause_status: 'postmenopause', race: 'caucasian' },
        { region: 'nowhere' },
      ];
      for (const filter of filters) {
        for (const page of [
          { offset: 0, limit: 20 },
          { offset: 1, limit: 2 },
        ]) {
          const texts = await store.patientListItems(filter, page);
          const shaped = await store.listPatients(filter, page);
          const expected = shaped.items.map((view) => JSON.stringify(patientListItem(view)));
          expect(texts, JSON.stringify({ filter, page })).to.deep.equal({ items: expected, total: shaped.total });
        }
      }
      const [first] = (await store.patientListItems({}, { offset: 3, limit: 1 })).items;
      expect(JSON.parse(first)).to.include({ id: updated.id, bmi: 31.2 });
    } finally {
      await scratch.dispose();
    }
  });

  // Earlier releases' tables: organization_id but no list_item; then the list item beside the whole view.
  const earlierTables = {
    'without them': `CREATE TABLE rm_patients (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL,
        region TEXT NOT NULL, race TEXT NOT NULL, menopause_status TEXT NOT NULL, created_ms INTEGER NOT NULL,
        view TEXT NOT NULL, last_position INTEGER NOT NULL);
      INSERT INTO rm_patients VALUES ('pat_old', 'org_a', 'west', 'asian', 'unknown', 0, '{}', 7);`,
    'beside whole views': `CREATE TABLE rm_patients (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL,
        region TEXT NOT NULL, race TEXT NOT NULL, menopause_status TEXT NOT NULL, created_ms INTEGER NOT NULL,
        view TEXT NOT NULL, list_item TEXT NOT NULL, last_position INTEGER NOT NULL);
      INSERT INTO rm_patients VALUES ('pat_old', 'org_a', 'west', 'asian', 'unknown', 0, '{}', '{}', 7);`,
  };
  for (const [layout, table] of Object.entries(earlierTables)) {
    it(`replace read models written ${layout}: dropped with their checkpoint and rebuilt`, async () => {
      const scratch = openScratchSqlite('rm-list-upgrade');
      try {
        scratch.db.writer.exec(`${table}
          CREATE TABLE rm_checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL);
          INSERT INTO rm_checkpoints VALUES ('views', 7);
        `);
        const store = await SqliteReadModelStore.open(scratch.db);
        expect(await store.checkpoint('views')).to.equal(null);
        expect((await store.patientListItems({}, { offset: 0, limit: 10 })).total).to.equal(0);
        expect(await store.getPatient('pat_old')).to.equal(null);
      } finally {
        await scratch.dispose();
      }
    });
  }

  it('give list totals from kept counts that follow every new, changed, stale and reset view', async () => {
    const scratch = openScratchSqlite('rm-list-counts');
    try {
      const store = await SqliteReadModelStore.open(scratch.db);
      const filters: PatientFilter[] = [
        {},
        { organization_id: 'org_a' },
        { organization_id: 'org_b', region: 'west' },
        { region: 'west', menopause_status: 'perimenopause' },
        { menopause_status: 'postmenopause' },
        { race: 'caucasian', region: 'northeast' },
      ];
      const counted = (filter: PatientFilter): number => {
        const set = Object.entries(filter);
        const where = set.length ? `WHERE ${set.map(([column]) => `${column} = ?`).join(' AND ')}` : '';
        const row = scratch.db.reader
          .prepare(`SELECT count(*) AS n FROM rm_patients ${where}`)
          .get(...set.map(([, value]) => value as string)) as { n: number };
        return row.n;
      };
      const expectTotals = async (label: string): Promise<void> => {
        for (const filter of filters) {
          const { total } = await store.patientListItems(filter, { offset: 0, limit: 1 });
          expect(total, `${label} ${JSON.stringify(filter)}`).to.equal(counted(filter));
        }
      };
      const views = variedPatients();
      await store.commit('views', { patients: views, visits: [], batches: [], batchErrors: [] }, 4);
      await expectTotals('after inserts');
      const moved = { ...views[1], patient: { ...views[1].patient, region: 'west' as const }, last_position: 6 };
      const restaged = {
        ...views[0],
        organization_id: 'org_b',
        patient: { ...views[0].patient, menopause_status: 'postmenopause' as const },
        last_position: 7,
      };
      const stale = { ...views[2], patient: { ...views[2].patient, region: 'pacific' as const }, last_position: 1 };
      const unchanged = { ...views[3], patient: { ...views[3].patient, bmi: 40 }, last_position: 8 };
      await store.commit(
        'views',
        { patients: [moved, restaged, stale, unchanged], visits: [], batches: [], batchErrors: [] },
        8,
      );
      expect(counted({ region: 'pacific' })).to.equal(0);
      await expectTotals('after changes');
      expect(await store.patientListItems({ region: 'west' }, { offset: 0, limit: 1 })).to.include({ total: 4 });

      // A bulk replay that died before putting its triggers back: the next open counts again.
      scratch.db.writer.exec('DROP TRIGGER rm_patients_counted_update; DELETE FROM rm_patient_counts');
      const reopened = await SqliteReadModelStore.open(scratch.db);
      await expectTotals('after reopening');
      await reopened.commit(
        'views',
        { patients: [patient({ last_position: 9 })], visits: [], batches: [], batchErrors: [] },
        9,
      );
      await expectTotals('after an insert on the reopened store');

      // A file from a version whose trigger counted new patients: opened, the trigger goes and nothing counts twice.
      scratch.db.writer.exec(`CREATE TRIGGER views.rm_patients_counted_insert AFTER INSERT ON rm_patients BEGIN
        INSERT INTO rm_patient_counts (organization_id, region, race, menopause_status, patients)
          VALUES (new.organization_id, new.region, new.race, new.menopause_status, 1)
          ON CONFLICT (organization_id, region, race, menopause_status) DO UPDATE SET patients = patients + 1;
      END`);
      const upgraded = await SqliteReadModelStore.open(scratch.db);
      await upgraded.commit(
        'views',
        {
          patients: [patient({ last_position: 10 }), patient({ last_position: 11 })],
          visits: [],
          batches: [],
          batchErrors: [],
        },
        11,
      );
      await expectTotals('after inserts on a file from the earlier version');

      await reopened.reset();
      expect((await reopened.patientListItems({}, { offset: 0, limit: 1 })).total).to.equal(0);
      await reopened.commit('views', { patients: variedPatients(), visits: [], batches: [], batchErrors: [] }, 4);
      await expectTotals('after a reset and new views');
    } finally {
      await scratch.dispose();
    }
  });

  it('make the list answer the same bytes as the envelope of the shaped views', async () => {
    const service = await startTestService();
    try {
      const { token } = await service.login('provider', 'org-list');
      for (const bmi of [22.5, 31, 18.25]) {
        const created = await service.request('POST', '/patients', { token, body: validPatient({ bmi }) });
        expect(created.status).to.equal(201);
      }
      const response = await fetch(`${service.baseUrl}/patients?region=west&limit=2&page=2`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      const views = await service.runtime.readStore.listPatients(
        { organization_id: 'org-list', region: 'west' },
        { offset: 2, limit: 2 },
      );
      const expected = JSON.stringify({
        status: 'success',
        data: views.items.map(patientListItem),
        pagination: { page: 2, limit: 2, total: 3, pages: 2 },
      });
      expect(await response.text()).to.equal(expected);
    } finally {
      await service.stop();
    }
  });
});

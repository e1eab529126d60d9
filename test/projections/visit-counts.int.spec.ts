import { expect } from 'chai';
import type { VisitFilter } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { VisitView } from '../../src/projections/views';
import { visit } from '../contracts/read-model-store.fixtures';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

const TYPES = ['initial_consultation', 'follow_up', 'annual_checkup', 'emergency'] as const;

/** Visits over two organizations, four types, a dozen days and three patients. */
function visits(): VisitView[] {
  return Array.from({ length: 60 }, (_, index) =>
    visit({
      organization_id: index % 5 === 0 ? 'org_b' : 'org_a',
      created_at: new Date(Date.UTC(2024, 2, 1, 0, index)).toISOString(),
      last_position: index + 1,
      visit: {
        patient_id: `pat_${index % 3}`,
        visit_type: TYPES[index % TYPES.length],
        visit_date: `2024-02-${String(1 + (index % 12)).padStart(2, '0')}`,
      },
    }),
  );
}

const FILTERS: VisitFilter[] = [
  {},
  { organization_id: 'org_b' },
  { visit_type: 'emergency' },
  { organization_id: 'org_a', visit_type: 'follow_up' },
  { from: '2024-02-03', to: '2024-02-07' },
  { from: '2024-02-10' },
  { to: '2024-02-02', visit_type: 'initial_consultation' },
  { patient_id: 'pat_1' },
  { patient_id: 'pat_2', visit_type: 'annual_checkup', from: '2024-02-05' },
  { visit_type: 'no_such_type' },
];

function matches(view: VisitView, filter: VisitFilter): boolean {
  const { visit: fields } = view;
  return (
    (filter.organization_id === undefined || view.organization_id === filter.organization_id) &&
    (filter.patient_id === undefined || fields.patient_id === filter.patient_id) &&
    (filter.visit_type === undefined || fields.visit_type === filter.visit_type) &&
    (filter.from === undefined || fields.visit_date >= filter.from) &&
    (filter.to === undefined || fields.visit_date <= filter.to)
  );
}

describe('visit list totals kept per organization, type and date (SQLite)', () => {
  let scratch: ScratchSqlite;
  let store: SqliteReadModelStore;
  const stored = visits();

  const expectTotals = async (when: string): Promise<void> => {
    for (const filter of FILTERS) {
      const page = await store.listVisits(filter, { offset: 0, limit: 5 });
      const expected = stored.filter((view) => matches(view, filter)).length;
      expect(page.total, `${when} ${JSON.stringify(filter)}`).to.equal(expected);
    }
  };

  beforeEach(async () => {
    scratch = openScratchSqlite('rm-visit-counts');
    store = await SqliteReadModelStore.open(scratch.db);
    await store.commit('views', { patients: [], visits: stored, batches: [], batchErrors: [] }, stored.length);
  });
  afterEach(async () => {
    await scratch.dispose();
  });

  it('answers every filter combination with its number of visits, replays and updates counted once', async () => {
    await expectTotals('after the inserts');
    // A replayed run and a newer version of a visit (an update) are no new visits.
    await store.commit('views', { patients: [], visits: stored, batches: [], batchErrors: [] }, stored.length);
    const updated = { ...stored[4], updated_at: '2024-03-02T00:00:00.000Z', last_position: 99, revision: 1 };
    await store.commit('views', { patients: [], visits: [updated], batches: [], batchErrors: [] }, 99);
    await expectTotals('after a replay and an update');
  });

  it('reads the totals from the kept counts, not from the visits', async () => {
    scratch.db.writer.exec(`INSERT INTO rm_visit_counts VALUES ('org_z', 'emergency', '2024-01-01', 1000)`);
    expect((await store.listVisits({ visit_type: 'emergency' }, { offset: 0, limit: 1 })).total).to.equal(1015);
    // One patient's visits are counted from the visits themselves (the kept counts do not know the patient).
    const ofPatient = stored.filter((view) => view.visit.patient_id === 'pat_0').length;
    expect((await store.listVisits({ patient_id: 'pat_0' }, { offset: 0, limit: 1 })).total).to.equal(ofPatient);
  });

  it('counts again on open when the counts or their trigger are missing, and empties them on a reset', async () => {
    scratch.db.writer.exec('DROP TRIGGER rm_visits_counted_insert; DELETE FROM rm_visit_counts');
    store = await SqliteReadModelStore.open(scratch.db);
    await expectTotals('after reopening');
    scratch.db.writer.exec('DROP TABLE rm_visit_counts');
    store = await SqliteReadModelStore.open(scratch.db);
    await expectTotals('after reopening a file from before the counts');
    await store.reset();
    expect((await store.listVisits({}, { offset: 0, limit: 1 })).total).to.equal(0);
  });
});

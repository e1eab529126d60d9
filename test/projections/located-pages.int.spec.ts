import { rmSync } from 'node:fs';
import { expect } from 'chai';
import type { PatientFilter, VisitFilter } from '../../src/projections/read-model-store';
import { SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { PatientView, VisitView } from '../../src/projections/views';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { changes, visit } from '../contracts/read-model-store.fixtures';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { SQL_READS, patients } from './status-page-seeks';
import { watchRuns } from './watch-runs';

/** Visits in batches of 500 that share their creation instant, as a batch import stamps them, over a year of days. */
const visits = (from: number, count: number): VisitView[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const created = new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 500) * 1000).toISOString();
    const day = new Date(Date.UTC(2024, 0, 1) + ((n * 7) % 366) * 86_400_000).toISOString().slice(0, 10);
    return visit({
      id: `vis_${String(n).padStart(8, '0')}`,
      created_at: created,
      updated_at: created,
      last_position: n + 1,
      visit: { visit_date: day, visit_type: n % 2 === 0 ? 'follow_up' : 'annual_checkup' },
    });
  });

/** Every id of a list in its order, read in one statement: what OFFSET would page through. */
function everything(db: SqliteClient, table: string, conditions: [string, string | undefined][]): string[] {
  const set = conditions.filter(([, value]) => value !== undefined);
  const where = set.length === 0 ? '' : `WHERE ${set.map(([condition]) => condition).join(' AND ')}`;
  return db.reader
    .prepare(`SELECT id FROM ${table} ${where} ORDER BY created_ms DESC, id DESC`)
    .pluck()
    .all(...set.map(([, value]) => value)) as string[];
}

const patientIds = (db: SqliteClient, filter: PatientFilter): string[] =>
  everything(db, 'rm_patients', [
    ['region = ?', filter.region],
    ['race = ?', filter.race],
    ['menopause_status = ?', filter.menopause_status],
  ]);

const visitIds = (db: SqliteClient, filter: VisitFilter): string[] =>
  everything(db, 'rm_visits', [
    ['visit_type = ?', filter.visit_type],
    ['visit_date >= ?', filter.from],
    ['visit_date <= ?', filter.to],
  ]);

const PATIENT_LISTS: PatientFilter[] = [
  { region: 'west', menopause_status: 'postmenopause' },
  { region: 'pacific', race: 'asian' },
];
const VISIT_LISTS: VisitFilter[] = [
  { from: '2024-01-01', to: '2024-03-31' },
  { visit_type: 'follow_up', from: '2024-07-01' },
  { to: '2024-05-31' },
];

/**
 * The first deep page of a list no mark covers (two patient filters, a date range of visits) finds its
 * start by counting rows on an index that holds them apart, not by walking every earlier row, and still
 * answers what OFFSET would: at first, after newer rows and a status move, and after a restart.
 */
describe('first deep pages located by counts (SQLite)', function () {
  this.timeout(60_000);

  it('answers first deep pages of two-filter and date-range lists as OFFSET does, none walked from top', async () => {
    const scratch = openScratchSqlite('rm-located-pages');
    let db = scratch.db;
    try {
      const count = 6 * (SEEK_FROM_OFFSET + 1_500);
      const all: PatientView[] = patients(0, count);
      let store = await SqliteReadModelStore.open(db);
      await store.commit('views', changes({ patients: all, visits: visits(0, count) }), count);

      const check = async (round: string, depth: (total: number) => number[]): Promise<void> => {
        const ran = watchRuns(db.reader);
        const lists = [
          ...PATIENT_LISTS.map((filter) => ({
            label: JSON.stringify(filter),
            expected: () => patientIds(db, filter),
            page: async (offset: number) => {
              const page = await store.listPatients(filter, { offset, limit: 25 });
              return { total: page.total, ids: page.items.map((view) => view.id) };
            },
          })),
          ...VISIT_LISTS.map((filter) => ({
            label: JSON.stringify(filter),
            expected: () => visitIds(db, filter),
            page: async (offset: number) => {
              const page = await store.listVisits(filter, { offset, limit: 25 });
              return { total: page.total, ids: page.items.map((view) => view.id) };
            },
          })),
        ];
        for (const list of lists) {
          const expected = list.expected();
          for (const offset of depth(expected.length)) {
            expect(offset, `${round}, ${list.label}: a deep page`).to.be.greaterThan(SEEK_FROM_OFFSET);
            ran.length = 0;
            const page = await list.page(offset);
            const label = `${round}, ${list.label} at ${offset}`;
            expect(ran.filter(SQL_READS.walksFromTop), `${label}: no walk from the top`).to.deep.equal([]);
            expect(page.total, label).to.equal(expected.length);
            expect(page.ids, label).to.deep.equal(expected.slice(offset, offset + 25));
          }
        }
      };

      await check('first', (total) => [total - 1_300, total - 40, SEEK_FROM_OFFSET + 7]);

      // Newer rows join the lists at the top, and an older patient moves into the status pair below its marks.
      const moved = all.find(
        (view) => view.patient.region === 'west' && view.patient.menopause_status === 'premenopause',
      ) as PatientView;
      const changed = {
        ...moved,
        patient: { ...moved.patient, menopause_status: 'postmenopause' as const },
        last_position: 3 * count,
        revision: 1,
      };
      await store.commit(
        'views',
        changes({ patients: [changed, ...patients(2 * count, 700)], visits: visits(2 * count, 1_700) }),
        3 * count,
      );
      await check('newer rows and a status move', (total) => [total - 1_000, total - 25, SEEK_FROM_OFFSET + 450]);

      await store.close();
      db.close();
      db = openSqliteClient(scratch.dir, { synchronous: 'normal' });
      store = await SqliteReadModelStore.open(db);
      await check('restart', (total) => [total - 1_100, SEEK_FROM_OFFSET + 300, total - 26]);
      await store.close();
    } finally {
      if (db.writer.open) db.close();
      rmSync(scratch.dir, { recursive: true, force: true });
    }
  });
});

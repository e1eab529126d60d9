import { expect } from 'chai';
import type { PatientFilter } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { MARK_EVERY, SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import type { PatientView } from '../../src/projections/views';
import { patient } from '../contracts/read-model-store.fixtures';
import { openScratchSqlite } from '../support/scratch-sqlite';

const REGIONS = ['northeast', 'west', 'pacific'] as const;
const STATUSES = ['premenopause', 'postmenopause'] as const;

/** Patients a second apart (some sharing an instant, so ids break ties), spread over regions and statuses. */
const patients = (from: number, count: number): PatientView[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(n / 2) * 1000).toISOString();
    return patient({
      id: `pat_${String(n).padStart(8, '0')}`,
      created_at: created,
      updated_at: created,
      last_position: n + 1,
      patient: { region: REGIONS[n % 3], menopause_status: STATUSES[n % 2] },
    });
  });

describe('deep list pages seek from remembered marks (SQLite)', function () {
  this.timeout(60_000);

  it('gives the same pages as OFFSET at every depth, before and after newer records arrive', async () => {
    const scratch = openScratchSqlite('rm-deep-pages');
    try {
      const store = await SqliteReadModelStore.open(scratch.db);
      const count = SEEK_FROM_OFFSET + 4 * MARK_EVERY;
      await store.commit('views', { patients: patients(0, count), visits: [], batches: [], batchErrors: [] }, count);
      const ids = (views: PatientView[]) => views.map((view) => view.id);
      // The reference: every id of the list in its order, read in one statement.
      const everything = (filter: PatientFilter): string[] =>
        scratch.db.reader
          .prepare(
            `SELECT id FROM rm_patients ${filter.region ? 'WHERE region = ?' : ''} ORDER BY created_ms DESC, id DESC`,
          )
          .pluck()
          .all(...(filter.region ? [filter.region] : [])) as string[];
      for (const filter of [{}, { region: 'west' }] as PatientFilter[]) {
        for (const round of [0, 1]) {
          if (round === 1) {
            // Newer records join at the top: every remembered mark is now further down.
            const more = patients(count + (filter.region ? 10_000 : 0), 37);
            await store.commit('views', { patients: more, visits: [], batches: [], batchErrors: [] }, count + 10_100);
          }
          const expected = everything(filter);
          for (const offset of [SEEK_FROM_OFFSET + 5, SEEK_FROM_OFFSET + 3 * MARK_EVERY + 17, SEEK_FROM_OFFSET + 999]) {
            const page = await store.listPatients(filter, { offset, limit: 25 });
            expect(page.total).to.equal(expected.length);
            expect(ids(page.items), `offset ${offset}, round ${round}`).to.deep.equal(
              expected.slice(offset, offset + 25),
            );
          }
        }
      }
    } finally {
      await scratch.dispose();
    }
  });
});

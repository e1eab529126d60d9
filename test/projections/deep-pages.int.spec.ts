import { expect } from 'chai';
import type { PatientFilter } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { MARK_EVERY, SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import type { PatientView } from '../../src/projections/views';
import { expectStatusPagesSeekUntilAMove, patients } from './status-page-seeks';
import { openScratchSqlite } from '../support/scratch-sqlite';
import { watchRuns } from './watch-runs';

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
  it('seeks a deep page of a status list from its marks until a status changes, then walks once again', async () => {
    const scratch = openScratchSqlite('rm-status-pages');
    try {
      const store = await SqliteReadModelStore.open(scratch.db);
      await expectStatusPagesSeekUntilAMove(store, watchRuns(scratch.db.reader));
    } finally {
      await scratch.dispose();
    }
  });
});

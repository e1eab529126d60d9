import type { Database, Statement } from 'better-sqlite3';
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

/** Records the SQL of every statement the reader runs from now on (prepared statements are cached and reused). */
function watchRuns(reader: Database): string[] {
  const ran: string[] = [];
  const prepare = reader.prepare.bind(reader);
  reader.prepare = ((sql: string) => {
    const statement = prepare(sql);
    const watched: Statement = new Proxy(statement, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'get' || key === 'all' || key === 'iterate')
          return (...args: unknown[]) => (ran.push(sql), (value as (...a: unknown[]) => unknown).apply(target, args));
        // Chained settings (pluck, raw, expand) hand back the statement: keep handing back the watched one.
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target ? watched : result;
        };
      },
    });
    return watched;
  }) as typeof reader.prepare;
  return ran;
}

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
      const count = SEEK_FROM_OFFSET + 4 * MARK_EVERY;
      let all = patients(0, count);
      await store.commit('views', { patients: all, visits: [], batches: [], batchErrors: [] }, count);
      const ran = watchRuns(scratch.db.reader);
      const filter: PatientFilter = { menopause_status: 'postmenopause' };
      const expected = (): string[] =>
        all
          .filter((view) => view.patient.menopause_status === 'postmenopause')
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
          .map((view) => view.id);
      const pageAt = async (offset: number, round: string): Promise<string[]> => {
        ran.length = 0;
        const page = await store.listPatients(filter, { offset, limit: 25 });
        expect(
          page.items.map((view) => view.id),
          round,
        ).to.deep.equal(expected().slice(offset, offset + 25));
        return [...ran];
      };
      const walksFromTop = (sqls: string[]) => sqls.filter((sql) => /LIMIT 1 OFFSET/.test(sql) && !/<=/.test(sql));
      const seeks = (sqls: string[]) => sqls.filter((sql) => /\(created_ms, id\) <= \(\?, \?\)/.test(sql));
      const deep = expected().length - 100;
      expect(deep).to.be.greaterThan(SEEK_FROM_OFFSET);

      expect(walksFromTop(await pageAt(deep, 'first')), 'the first deep page walks').to.have.length(1);
      const again = await pageAt(deep + 50, 'again');
      expect(walksFromTop(again), 'no walk from the top again').to.deep.equal([]);
      expect(seeks(again), 'a seek from a mark').to.have.length(1);

      // An older patient moves into the list below the marks: they no longer say which row is where.
      expect(all[2].patient.menopause_status).to.equal('premenopause');
      const moved = { ...all[2], patient: { ...all[2].patient, menopause_status: 'postmenopause' as const } };
      const changed = { ...moved, last_position: count + 1, revision: 1 };
      await store.commit('views', { patients: [changed], visits: [], batches: [], batchErrors: [] }, count + 1);
      all = all.map((view) => (view.id === changed.id ? changed : view));
      expect(walksFromTop(await pageAt(deep + 50, 'after the move')), 'walks again').to.have.length(1);
      expect(walksFromTop(await pageAt(deep + 20, 'then')), 'seeks again').to.deep.equal([]);
    } finally {
      await scratch.dispose();
    }
  });
});

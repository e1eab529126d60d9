import { expect } from 'chai';
import type { VisitFilter } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { SLICE_VISITS } from '../../src/projections/sqlite/sqlite-visit-slices';
import type { VisitView } from '../../src/projections/views';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';
import { changes, visit } from '../contracts/read-model-store.fixtures';
import { type ScratchSqlite, openScratchSqlite } from '../support/scratch-sqlite';

/**
 * Visits in batches of 500 sharing their creation instant, as a batch import stamps them, over two years of
 * days; or each at an instant of its own from `since`.
 */
const visits = (from: number, count: number, since?: number): VisitView[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const instant = since === undefined ? Date.UTC(2025, 0, 1) + Math.floor(n / 500) * 1000 : since + index * 2;
    const created = new Date(instant).toISOString();
    const day = new Date(Date.UTC(2023, 0, 1) + ((n * 7) % 731) * 86_400_000).toISOString().slice(0, 10);
    return visit({
      id: `vis_${String(n).padStart(8, '0')}`,
      organization_id: n % 3 === 0 ? 'org_b' : 'org_a',
      created_at: created,
      updated_at: created,
      last_position: n + 1,
      visit: { visit_date: day, visit_type: n % 2 === 0 ? 'follow_up' : 'annual_checkup' },
    });
  });

const LISTS: VisitFilter[] = [
  { from: '2023-07-01' },
  { from: '2023-03-15', to: '2024-10-20' },
  { visit_type: 'follow_up', to: '2024-06-30' },
  { organization_id: 'org_a', from: '2023-02-01', to: '2024-11-30' },
];

/** Every id of a list in its order, read in one statement: what OFFSET would page through. */
function expectedIds(db: SqliteClient, filter: VisitFilter): string[] {
  const set = (
    [
      ['visit_type = ?', filter.visit_type],
      ['organization_id = ?', filter.organization_id],
      ['visit_date >= ?', filter.from],
      ['visit_date <= ?', filter.to],
    ] as [string, string | undefined][]
  ).filter(([, value]) => value !== undefined);
  const where = set.length === 0 ? '' : `WHERE ${set.map(([condition]) => condition).join(' AND ')}`;
  return db.reader
    .prepare(`SELECT id FROM rm_visits ${where} ORDER BY created_ms DESC, id DESC`)
    .pluck()
    .all(...set.map(([, value]) => value)) as string[];
}

/**
 * Sums what every count of the list's visits answers, from statements prepared from now on (the store
 * keeps its statements: install before it opens): the rows the counts covered.
 */
function countedRows(db: SqliteClient): { rows: number } {
  const counted = { rows: 0 };
  const prepare = db.reader.prepare.bind(db.reader);
  db.reader.prepare = ((sql: string) => {
    const statement = prepare(sql);
    if (!sql.startsWith('SELECT count(*) FROM rm_visits ')) return statement;
    const get = statement.get.bind(statement);
    statement.get = ((...args: unknown[]) => {
      const result = get(...args);
      counted.rows += Number(result);
      return result;
    }) as typeof statement.get;
    return statement;
  }) as typeof db.reader.prepare;
  return counted;
}

/**
 * The first deep page of a wide date range finds its start among the creation slices kept counted, then
 * counts only inside one slice: the rows its counts cover stay under a slice's visits however long the
 * list (counting by day covered half the list at its middle page). Every page still answers what OFFSET
 * would, after newer rows open slices through the trigger, and after the slices are counted again on open.
 */
describe('first deep pages of wide date ranges located among creation slices (SQLite)', function () {
  this.timeout(120_000);
  let scratch: ScratchSqlite;

  beforeEach(() => {
    scratch = openScratchSqlite('rm-sliced-pages');
  });
  afterEach(async () => scratch.dispose());

  it('counts at most a slice of rows for a middle page, and answers as OFFSET does', async () => {
    const count = 5 * SLICE_VISITS;
    let store = await SqliteReadModelStore.open(scratch.db);
    await store.commit('views', changes({ visits: visits(0, count) }), count);

    let counted = { rows: 0 };
    const check = async (round: string): Promise<void> => {
      for (const filter of LISTS) {
        const expected = expectedIds(scratch.db, filter);
        for (const offset of [Math.floor(expected.length / 2), expected.length - 3_000]) {
          const label = `${round}, ${JSON.stringify(filter)} at ${offset} of ${expected.length}`;
          counted.rows = 0;
          const page = await store.listVisits(filter, { offset, limit: 25 });
          expect(page.total, label).to.equal(expected.length);
          expect(
            page.items.map((item) => item.id),
            label,
          ).to.deep.equal(expected.slice(offset, offset + 25));
          expect(counted.rows, `${label}: rows counted`).to.be.greaterThan(0).and.at.most(SLICE_VISITS);
        }
      }
    };
    // Each round on a fresh store: no list has marks yet, so every page is a first deep page.
    const reopen = async (): Promise<void> => {
      await store.close();
      scratch.db.close();
      scratch.db = openSqliteClient(scratch.dir, { synchronous: 'normal' });
      scratch.db.writer.exec('DELETE FROM rm_seek_marks; DELETE FROM rm_seek_lists');
      counted = countedRows(scratch.db);
      store = await SqliteReadModelStore.open(scratch.db);
    };
    await reopen();
    await check('built by the trigger');

    // Newer visits open slices at the top; a replayed run is no new visit.
    await store.commit('views', changes({ visits: visits(count, 2 * SLICE_VISITS) }), count + 2 * SLICE_VISITS);
    await store.commit('views', changes({ visits: visits(count, 600) }), count + 2 * SLICE_VISITS);
    await reopen();
    await check('after newer visits');

    // Visits created before every slice and inside the oldest ones arrive late (a clock set back, a replay).
    const late = count + 3 * SLICE_VISITS;
    await store.commit('views', changes({ visits: visits(late, 3_000, Date.UTC(2024, 11, 31)) }), late + 3_000);
    await store.commit(
      'views',
      changes({ visits: visits(late + 3_000, 3_000, Date.UTC(2025, 0, 1, 0, 0, 5)) }),
      late + 6_000,
    );
    await reopen();
    await check('after late visits');

    // A file from before the slices were kept: counted from the visits when it opens.
    scratch.db.writer.exec('DROP TABLE rm_visit_slices; DROP TABLE rm_visit_month_slices');
    await reopen();
    await check('counted on open');
    await store.close();
  });
});

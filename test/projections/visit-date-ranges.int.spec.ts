import { expect } from 'chai';
import type { VisitFilter } from '../../src/projections/read-model-store';
import type { VisitView } from '../../src/projections/views';
import { VISIT_TYPES } from '../../src/events/clinical-values';
import { newestFirst, visit } from '../contracts/read-model-store.fixtures';
import { type WatchedVisitStore, watchedVisitStore } from './watched-visit-store';

const VISITS = 1500;

/**
 * A date range of the visit list: a wide one (a quarter of a year) is read
 * on the newest-first walk, a narrow one (a day) from the date index by
 * keys alone; both answer what filtering and sorting every visit gives.
 */
describe('visit lists over a date range on the embedded store', function () {
  this.timeout(30_000);
  let watched: WatchedVisitStore;
  let all: VisitView[];

  before(async () => {
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    all = Array.from({ length: VISITS }, (_, index) => {
      const day = new Date(Date.parse('2024-01-01') + (index % 365) * 86_400_000).toISOString().slice(0, 10);
      // Two visits per instant: the order falls back on the ids.
      const created = new Date(start + Math.floor(index / 2) * 60_000).toISOString();
      return visit({
        created_at: created,
        updated_at: created,
        visit: { visit_date: day, visit_type: VISIT_TYPES[index % VISIT_TYPES.length] },
      });
    });
    watched = await watchedVisitStore('visit-ranges', all);
  });
  after(async () => watched?.scratch.dispose());

  const expected = (filter: VisitFilter): VisitView[] =>
    newestFirst(
      all.filter(
        (item) =>
          (filter.visit_type === undefined || item.visit.visit_type === filter.visit_type) &&
          (filter.from === undefined || item.visit.visit_date >= filter.from) &&
          (filter.to === undefined || item.visit.visit_date <= filter.to),
      ),
    );
  /** The page statement's plan: the statement prepared last that reads the views. */
  const pagePlan = (): string => {
    const sql = [...watched.prepared].reverse().find((text) => text.startsWith('SELECT view'));
    if (sql === undefined) throw new Error('no page statement prepared');
    return watched.plansOf([sql], '2024-06-01')[0];
  };

  // First: the store prepares each statement once, and these read the plan of the one a call prepares.
  it('walks the newest-first index for the first page of a quarter, sorting nothing', async () => {
    watched.prepared.length = 0;
    await watched.store.listVisits({ from: '2024-04-01', to: '2024-06-30' }, { offset: 0, limit: 20 });
    const plan = pagePlan();
    expect(plan).to.include('rm_visits_newest_listing');
    expect(plan).not.to.include('TEMP B-TREE');
  });

  it('sorts the keys of a day from the date index alone, then reads only the page', async () => {
    watched.prepared.length = 0;
    await watched.store.listVisits({ from: '2024-06-03', to: '2024-06-03' }, { offset: 0, limit: 20 });
    expect(pagePlan()).to.include('COVERING INDEX rm_visits_date_listing');
  });

  for (const [label, filter] of [
    ['a quarter', { from: '2024-04-01', to: '2024-06-30' }],
    ['a day', { from: '2024-06-03', to: '2024-06-03' }],
    ['a type and a quarter', { visit_type: VISIT_TYPES[1], from: '2024-04-01', to: '2024-06-30' }],
    ['an open end', { from: '2024-12-01' }],
  ] as [string, VisitFilter][]) {
    it(`answers ${label} as filtering every visit would, on the first and a deep page`, async () => {
      const matches = expected(filter);
      expect(matches.length).to.be.greaterThan(0);
      for (const offset of [0, Math.max(0, matches.length - 7)]) {
        watched.prepared.length = 0;
        const page = await watched.store.listVisits(filter, { offset, limit: 5 });
        expect(page.total).to.equal(matches.length);
        expect(page.items.map((item) => item.id)).to.deep.equal(
          matches.slice(offset, offset + 5).map((item) => item.id),
        );
      }
    });
  }
});

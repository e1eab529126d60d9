import { expect } from 'chai';
import type { VisitFilter } from '../../src/projections/read-model-store';
import { SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import type { VisitView } from '../../src/projections/views';
import { newestFirst, visit } from '../contracts/read-model-store.fixtures';
import { type WatchedVisitStore, watchedVisitStore } from './watched-visit-store';

const VISITS = 12_000;

/**
 * A deep page of a wide date range (half the visits) seeks from a
 * remembered mark on the newest-first index: at size, sorting every match
 * of the range for each deep page cost hundreds of milliseconds, while the
 * seek walks about a thousand rows of the list.
 */
describe('deep pages of a wide date range on the embedded store', function () {
  this.timeout(60_000);
  let watched: WatchedVisitStore;
  let all: VisitView[];

  before(async () => {
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    all = Array.from({ length: VISITS }, (_, index) => {
      const day = new Date(Date.parse('2024-01-01') + (index % 366) * 86_400_000).toISOString().slice(0, 10);
      const created = new Date(start + index * 60_000).toISOString();
      return visit({ created_at: created, updated_at: created, visit: { visit_date: day } });
    });
    watched = await watchedVisitStore('deep-range-pages', all);
  });
  after(async () => watched?.scratch.dispose());

  it('answers a deep page of half the visits from the newest-first index, sorting nothing', async () => {
    const filter: VisitFilter = { from: '2024-07-01' };
    const matches = newestFirst(all.filter((item) => item.visit.visit_date >= '2024-07-01'));
    const offset = matches.length - 150;
    expect(offset).to.be.greaterThan(SEEK_FROM_OFFSET);
    for (const round of ['first (walks and leaves marks)', 'again (seeks from a mark)']) {
      watched.prepared.length = 0;
      const page = await watched.store.listVisits(filter, { offset, limit: 100 });
      expect(page.total, round).to.equal(matches.length);
      expect(
        page.items.map((item) => item.id),
        round,
      ).to.deep.equal(matches.slice(offset, offset + 100).map((item) => item.id));
      const reads = watched.prepared.filter((sql) => sql.startsWith('SELECT'));
      // The slices' kept counts are summed per slice in order (a few rows per slice); no visit is sorted.
      const visitReads = reads.filter((sql) => !sql.includes('FROM rm_visit_month_slices'));
      expect(watched.plansOf(visitReads, '2024-07-01').join(' || '), round).not.to.include('TEMP B-TREE');
      // The date index is only counted in, by day, to locate the first deep page's start (keys, nothing sorted).
      const listed = watched.plansOf(
        reads.filter((sql) => !sql.startsWith('SELECT count(*)')),
        '2024-07-01',
      );
      expect(listed.join(' || '), round).not.to.include('rm_visits_date_listing');
    }
  });
  it('reads a deep page of one visit type and a date range on the type index alone, sorting nothing', async () => {
    const filter: VisitFilter = { visit_type: 'follow_up', from: '2024-03-01' };
    const matches = newestFirst(
      all.filter((item) => item.visit.visit_type === 'follow_up' && item.visit.visit_date >= '2024-03-01'),
    );
    const offset = matches.length - 150;
    expect(offset).to.be.greaterThan(SEEK_FROM_OFFSET);
    watched.prepared.length = 0;
    const page = await watched.store.listVisits(filter, { offset, limit: 100 });
    expect(page.items.map((item) => item.id)).to.deep.equal(matches.slice(offset, offset + 100).map((item) => item.id));
    // Its start is located by counts on the date index (keys only); the page is read from the type index.
    const counts = watched.prepared.filter((sql) => sql.startsWith('SELECT count(*) FROM rm_visits '));
    expect(counts, 'the counts that locate the page').not.to.deep.equal([]);
    for (const plan of watched.plansOf(counts, 'follow_up'))
      expect(plan, 'each count reads an index, not the rows').to.match(
        /USING COVERING INDEX rm_visits_(date|type)_listing/,
      );
    const seek = watched.prepared.filter((sql) => /^SELECT view .*<= \(\?, \?\)/.test(sql));
    expect(seek, 'the seek to the page').to.have.length(1);
    expect(watched.plansOf(seek, 'follow_up')[0]).to.include('rm_visits_type_listing');
    expect(watched.plansOf(seek, 'follow_up')[0]).not.to.include('TEMP B-TREE');
  });
});

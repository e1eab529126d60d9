import { expect } from 'chai';
import type { PatientFilter, ReadModelStore, VisitFilter } from '../../src/projections/read-model-store';
import { MARK_EVERY, SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import type { PatientView, VisitView } from '../../src/projections/views';
import { changes, newestFirst, patient, visit } from './read-model-store.fixtures';
import { type Backend, openOrSkip } from './read-model-store.setups';

const REGIONS = ['northeast', 'west', 'pacific'] as const;
const STATUSES = ['premenopause', 'postmenopause'] as const;
const ORGS = ['org_a', 'org_b'] as const;
const COUNT = SEEK_FROM_OFFSET + 2 * MARK_EVERY + 250;

/** Half a second apart, every instant shared by two records (ids break the tie, also across a mark). */
const instant = (n: number): string => new Date(Date.UTC(2024, 0, 1) + Math.floor(n / 2) * 500).toISOString();

const patients = (from: number, count: number): PatientView[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return patient({
      id: `pat_${String(n).padStart(8, '0')}`,
      organization_id: ORGS[n % 2],
      created_at: instant(n),
      updated_at: instant(n),
      last_position: n + 1,
      patient: { region: REGIONS[n % 3], race: n % 7 === 0 ? 'caucasian' : 'asian', menopause_status: STATUSES[n % 2] },
    });
  });

const visits = (from: number, count: number): VisitView[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return visit({
      id: `vis_${String(n).padStart(8, '0')}`,
      organization_id: ORGS[n % 2],
      created_at: instant(n),
      updated_at: instant(n),
      last_position: n + 1,
      visit: { patient_id: `pat_${n % 5}`, visit_type: n % 3 === 0 ? 'initial_consultation' : 'follow_up' },
    });
  });

const matches = (view: PatientView, filter: PatientFilter): boolean =>
  (filter.organization_id === undefined || view.organization_id === filter.organization_id) &&
  (['region', 'race', 'menopause_status'] as const).every(
    (key) => filter[key] === undefined || view.patient[key] === filter[key],
  );

/**
 * Deep pages (past SEEK_FROM_OFFSET, where adapters may seek from remembered
 * marks) and totals, at a size where both take the paths kept for large
 * lists: every adapter must give exactly the pages and totals of the list
 * sorted in memory, also after newer records arrive and records change.
 */
export function readModelDeepPagesContract(backend: Backend, options: { scansPerQuery?: boolean } = {}): void {
  describe(`ReadModelStore contract, deep pages and totals: ${backend.label}`, function () {
    // FerretDB v1 reads the whole collection for every query (no filter, sort or limit pushdown): fewer cases.
    this.timeout(options.scansPerQuery ? 600_000 : 120_000);
    let store: ReadModelStore;
    let all: PatientView[];

    before(async function () {
      await openOrSkip(this, backend, 'ReadModelStore deep pages contract');
      store = await backend.readStore();
      await store.reset();
      all = patients(0, COUNT);
      await store.commit('views', changes({ patients: all, visits: visits(0, COUNT) }), COUNT);
    });
    after(async () => backend.dispose());

    const offsets = options.scansPerQuery
      ? [SEEK_FROM_OFFSET + MARK_EVERY + 17, SEEK_FROM_OFFSET + 5]
      : [SEEK_FROM_OFFSET + 1, SEEK_FROM_OFFSET + MARK_EVERY + 17, SEEK_FROM_OFFSET + 5, COUNT - 3];
    const filters: PatientFilter[] = options.scansPerQuery
      ? [{ region: 'west' }]
      : [{}, { region: 'west' }, { organization_id: 'org_b', race: 'asian' }, { menopause_status: 'postmenopause' }];

    async function expectPatientPages(): Promise<void> {
      for (const filter of filters) {
        const expected = newestFirst(all.filter((view) => matches(view, filter)));
        for (const offset of [...offsets, expected.length - 1, expected.length + 10]) {
          const page = { offset, limit: 20 };
          const result = await store.listPatients(filter, page);
          expect(
            { ids: result.items.map((view) => view.id), total: result.total },
            JSON.stringify({ filter, page }),
          ).to.deep.equal({
            ids: expected.slice(offset, offset + 20).map((view) => view.id),
            total: expected.length,
          });
        }
      }
    }

    it('gives deep patient pages and totals as the list sorted in memory, at every depth', async () => {
      await expectPatientPages();
      // Asked again: now from the marks the first requests left behind (the next case does so on FerretDB).
      if (!options.scansPerQuery) await expectPatientPages();
    });

    it('keeps deep pages right after newer records arrive and a record changes its status', async () => {
      await expectPatientPages();
      const newer = patients(COUNT, 37);
      const changed = { ...all[100], patient: { ...all[100].patient, menopause_status: 'postmenopause' as const } };
      const moved = { ...changed, last_position: COUNT + 100, revision: 1 };
      await store.commit('views', changes({ patients: [...newer, moved] }), COUNT + 100);
      all = [...all.filter((view) => view.id !== moved.id), moved, ...newer];
      await expectPatientPages();
    });

    it('gives deep visit pages and totals, filtered and not', async function () {
      if (options.scansPerQuery) this.skip(); // the same list code as patients' on FerretDB, at seconds a query
      const everyVisit = visits(0, COUNT);
      const visitFilters: VisitFilter[] = options.scansPerQuery
        ? [{ visit_type: 'follow_up' }]
        : [{}, { visit_type: 'follow_up' }, { organization_id: 'org_a' }];
      for (const filter of visitFilters) {
        const expected = newestFirst(
          everyVisit.filter(
            (view) =>
              (filter.visit_type === undefined || view.visit.visit_type === filter.visit_type) &&
              (filter.organization_id === undefined || view.organization_id === filter.organization_id),
          ),
        );
        for (const offset of [SEEK_FROM_OFFSET + MARK_EVERY + 3, SEEK_FROM_OFFSET + 1, expected.length - 1]) {
          const result = await store.listVisits(filter, { offset, limit: 10 });
          expect(
            result.items.map((view) => view.id),
            JSON.stringify({ filter, offset }),
          ).to.deep.equal(expected.slice(offset, offset + 10).map((view) => view.id));
          expect(result.total).to.equal(expected.length);
        }
      }
    });

    it('keeps visit totals for every filter through re-stored and stale visits', async function () {
      if (options.scansPerQuery) this.skip(); // counts over the whole collection, at seconds a query
      const everyVisit = visits(0, COUNT);
      // A visit stored again (as an update does) must not count twice; an older copy must change nothing.
      const restored = { ...everyVisit[7], last_position: COUNT + 500 };
      const stale = { ...everyVisit[8], organization_id: 'org_stale', last_position: 1 };
      await store.commit('views', changes({ visits: [restored, stale] }), COUNT + 500);
      const filters: VisitFilter[] = [
        {},
        { organization_id: 'org_b' },
        { visit_type: 'initial_consultation' },
        { organization_id: 'org_a', visit_type: 'follow_up' },
        { organization_id: 'org_stale' },
        { patient_id: 'pat_3' },
        { organization_id: 'org_a', patient_id: 'pat_2', visit_type: 'follow_up' },
        { from: '2024-03-01', to: '2024-03-01' },
        { visit_type: 'follow_up', from: '2024-03-02' },
      ];
      for (const filter of filters) {
        const expected = everyVisit.filter(
          (view) =>
            (filter.organization_id === undefined || view.organization_id === filter.organization_id) &&
            (filter.visit_type === undefined || view.visit.visit_type === filter.visit_type) &&
            (filter.patient_id === undefined || view.visit.patient_id === filter.patient_id) &&
            (filter.from === undefined || view.visit.visit_date >= filter.from) &&
            (filter.to === undefined || view.visit.visit_date <= filter.to),
        );
        const { total } = await store.listVisits(filter, { offset: 0, limit: 0 });
        expect(total, JSON.stringify(filter)).to.equal(expected.length);
      }
    });

    it('keeps every filter combination’s total through status changes, stale writes and a reset', async () => {
      const [first, second] = [all[10], all[11]];
      const later = COUNT + 1000;
      const flip = (view: PatientView, position: number): PatientView => ({
        ...view,
        last_position: position,
        patient: {
          ...view.patient,
          menopause_status: view.patient.menopause_status === 'premenopause' ? 'postmenopause' : 'premenopause',
        },
      });
      const current = new Map(all.map((view) => [view.id, view]));
      const flippedFirst = flip(current.get(first.id) as PatientView, later);
      const flippedSecond = flip(current.get(second.id) as PatientView, later + 1);
      await store.commit('views', changes({ patients: [flippedFirst, flippedSecond] }), later + 1);
      // Older than what is stored: must change neither the view nor any total.
      await store.commit('views', changes({ patients: [flip(flippedFirst, later - 1)] }), later + 2);
      current.set(first.id, flippedFirst);
      current.set(second.id, flippedSecond);
      const views = [...current.values()];
      for (const organization_id of options.scansPerQuery ? [undefined] : [undefined, ...ORGS])
        for (const region of options.scansPerQuery ? [undefined, 'west'] : [undefined, ...REGIONS])
          for (const menopause_status of [undefined, ...STATUSES]) {
            const filter = {
              organization_id,
              region,
              menopause_status,
              race: region === 'pacific' ? 'caucasian' : undefined,
            };
            const { total } = await store.listPatients(filter, { offset: 0, limit: 0 });
            expect(total, JSON.stringify(filter)).to.equal(views.filter((view) => matches(view, filter)).length);
          }
      await store.reset();
      expect((await store.listPatients({}, { offset: 0, limit: 1 })).total).to.equal(0);
      expect((await store.listVisits({}, { offset: 0, limit: 1 })).total).to.equal(0);
      expect((await store.listPatients({ region: 'west' }, { offset: 0, limit: 1 })).total).to.equal(0);
    });
  });
}

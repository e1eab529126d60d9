import { expect } from 'chai';
import type { PatientFilter, ReadModelStore } from '../../src/projections/read-model-store';
import { MARK_EVERY, SEEK_FROM_OFFSET } from '../../src/projections/seek-marks';
import type { PatientView } from '../../src/projections/views';
import { patient } from '../contracts/read-model-store.fixtures';

const REGIONS = ['northeast', 'west', 'pacific'] as const;
const STATUSES = ['premenopause', 'postmenopause'] as const;

/** Patients a second apart (some sharing an instant, so ids break ties), spread over regions and statuses. */
export const patients = (from: number, count: number): PatientView[] =>
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

/** Tells, from the text of one read the store ran, which kind of read it was. */
export interface ReadKinds {
  /** One step of a walk from the top of the list toward a deep page. */
  walksFromTop(read: string): boolean;
  /** A read that starts at a remembered mark. */
  seeks(read: string): boolean;
}

/** The SQL stores' statements (sqlite-list-pages.ts, sql-list-pages.ts). */
export const SQL_READS: ReadKinds = {
  walksFromTop: (sql) => /LIMIT 1 OFFSET/.test(sql) && !/<=/.test(sql),
  seeks: (sql) => /\(created_(ms|at), id\) <= \(/.test(sql),
};

/**
 * A deep page of a status list seeks from its marks until a status changes,
 * then walks once from the top again. `ran` holds every read the store ran
 * since it was last emptied (SQL, or MongoDB commands as JSON).
 */
export async function expectStatusPagesSeekUntilAMove(
  store: ReadModelStore,
  ran: string[],
  reads: ReadKinds = SQL_READS,
): Promise<void> {
  const count = SEEK_FROM_OFFSET + 4 * MARK_EVERY;
  let all = patients(0, count);
  await store.commit('views', { patients: all, visits: [], batches: [], batchErrors: [] }, count);
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
  const walksFromTop = (texts: string[]) => texts.filter(reads.walksFromTop);
  const seeks = (texts: string[]) => texts.filter(reads.seeks);
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
}

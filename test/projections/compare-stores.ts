import { expect } from 'chai';
import { MENOPAUSE_STATUSES, RACES, REGIONS, VISIT_TYPES } from '../../src/events/clinical-values';
import type { ReadModelStore } from '../../src/projections/read-model-store';
import type { ScenarioIds } from './event-scenario';

/** Every query of the port, asked of both stores, must give the same answer. */
export async function expectSameAnswers(
  expected: ReadModelStore,
  actual: ReadModelStore,
  ids: ScenarioIds,
  projection = 'views',
): Promise<void> {
  const same = async <T>(label: string, ask: (store: ReadModelStore) => Promise<T>): Promise<void> => {
    const [want, got] = await Promise.all([ask(expected), ask(actual)]);
    expect(got, label).to.deep.equal(want);
  };
  await same('checkpoint', (s) => s.checkpoint(projection));
  for (const id of ids.patients) {
    await same(`patient ${id}`, (s) => s.getPatient(id));
    await same(`visits of ${id}`, (s) => s.visitsOfPatient(id));
    await same(`listVisits patient ${id}`, (s) => s.listVisits({ patient_id: id }, { offset: 0, limit: 100 }));
  }
  for (const id of ids.visits) await same(`visit ${id}`, (s) => s.getVisit(id));
  for (const id of ids.batches) {
    await same(`batch ${id}`, (s) => s.getBatch(id));
    await same(`batch errors ${id}`, (s) => s.batchErrors(id));
  }
  const pages = [
    { offset: 0, limit: 7 },
    { offset: 7, limit: 7 },
    { offset: 0, limit: 1000 },
  ];
  const patientFilters = [
    {},
    ...REGIONS.map((region) => ({ region })),
    ...RACES.map((race) => ({ race })),
    ...MENOPAUSE_STATUSES.map((menopause_status) => ({ menopause_status })),
  ];
  for (const filter of patientFilters)
    for (const page of pages)
      await same(`patients ${JSON.stringify({ filter, page })}`, (s) => s.listPatients(filter, page));
  const visitFilters = [
    {},
    ...VISIT_TYPES.map((visit_type) => ({ visit_type })),
    { from: '2023-11-01' },
    { to: '2023-11-02' },
    { from: '2023-10-02', to: '2023-11-03' },
  ];
  for (const filter of visitFilters)
    for (const page of pages)
      await same(`visits ${JSON.stringify({ filter, page })}`, (s) => s.listVisits(filter, page));
}

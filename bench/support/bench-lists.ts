import type { PatientFilter, ReadModelStore, VisitFilter } from '../../src/projections/read-model-store';
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import { type SqliteClient, openSqliteClient } from '../../src/storage/sqlite-client';

export const LIMIT = 100;

type List = (offset: number) => Promise<{ total: number }>;

/** This process's CPU time (user and system), in milliseconds. */
export const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** The read store of a kept DATA_DIR (the service stopped) and its bench:scale lists. */
export async function openBenchLists(
  dataDir: string,
): Promise<{ db: SqliteClient; store: SqliteReadModelStore; lists: [string, List][] }> {
  const db = openSqliteClient(dataDir, { synchronous: 'normal' });
  const store = await SqliteReadModelStore.open(db);
  return { db, store, lists: await benchLists(store) };
}

/** The lists bench:scale asks for, by label: every patient filter combination and the visit filters. */
export async function benchLists(store: ReadModelStore): Promise<[string, List][]> {
  const somePatient = (await store.listVisits({}, { offset: 0, limit: 1 })).items[0].visit.patient_id;
  const patientFilters: [string, PatientFilter][] = [
    ['patients', {}],
    ['patients region', { region: 'west' }],
    ['patients race', { race: 'asian' }],
    ['patients status', { menopause_status: 'postmenopause' }],
    ['patients region+race', { region: 'west', race: 'asian' }],
    ['patients region+status', { region: 'west', menopause_status: 'postmenopause' }],
    ['patients race+status', { race: 'asian', menopause_status: 'postmenopause' }],
    ['patients all three', { region: 'west', race: 'asian', menopause_status: 'postmenopause' }],
    ['patients rare three', { region: 'pacific', race: 'pacific_islander', menopause_status: 'unknown' }],
  ];
  const visitFilters: [string, VisitFilter][] = [
    ['visits', {}],
    ['visits patient_id', { patient_id: somePatient }],
    ['visits type', { visit_type: 'follow_up' }],
    ['visits rare type', { visit_type: 'emergency' }],
    ['visits start_date', { from: '2024-07-01' }],
    ['visits end_date', { to: '2022-06-30' }],
    ['visits one month', { from: '2024-06-01', to: '2024-06-30' }],
    ['visits type+dates', { visit_type: 'follow_up', from: '2023-01-01', to: '2023-06-30' }],
  ];
  return [
    ...patientFilters.map(([label, filter]): [string, List] => [
      label,
      (offset) => store.listPatients(filter, { offset, limit: LIMIT }),
    ]),
    ...visitFilters.map(([label, filter]): [string, List] => [
      label,
      (offset) => store.listVisits(filter, { offset, limit: LIMIT }),
    ]),
  ];
}

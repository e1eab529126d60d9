/**
 * The list queries of bench:scale timed in-process on a kept DATA_DIR (the
 * service stopped): CPU per call of the read store's listPatients and
 * listVisits, p50 and p99, for every filter at its first, middle and last
 * page. CPU time holds on a loaded machine where HTTP percentiles do not.
 *
 *   npx tsx bench/support/list-cpu.ts DIR/data [runs]
 */
import { SqliteReadModelStore } from '../../src/projections/sqlite/sqlite-read-model-store';
import type { PatientFilter, VisitFilter } from '../../src/projections/read-model-store';
import { openSqliteClient } from '../../src/storage/sqlite-client';

const LIMIT = 100;

const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function main(): Promise<void> {
  const [dataDir, runsText] = process.argv.slice(2);
  const runs = Number(runsText ?? 30);
  const db = openSqliteClient(dataDir, { synchronous: 'normal' });
  const store = await SqliteReadModelStore.open(db);
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
  const lists: [string, (offset: number) => Promise<{ total: number }>][] = [
    ...patientFilters.map(([label, filter]): [string, (offset: number) => Promise<{ total: number }>] => [
      label,
      (offset) => store.listPatients(filter, { offset, limit: LIMIT }),
    ]),
    ...visitFilters.map(([label, filter]): [string, (offset: number) => Promise<{ total: number }>] => [
      label,
      (offset) => store.listVisits(filter, { offset, limit: LIMIT }),
    ]),
  ];
  for (const [label, list] of lists) {
    const { total } = await list(0);
    const pages = Math.max(1, Math.ceil(total / LIMIT));
    const depths = [...new Set([1, Math.ceil(pages / 2), pages])];
    for (const page of depths) {
      const times: number[] = [];
      for (let i = 0; i <= runs; i += 1) {
        const before = cpuMs();
        await list((page - 1) * LIMIT);
        times.push(cpuMs() - before);
      }
      const first = times.shift() ?? 0;
      times.sort((a, b) => a - b);
      const at = (p: number): string => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
      const figure = `${label} p${page} of ${total}`.padEnd(46);
      console.log(`${figure} CPU first ${first.toFixed(1)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    }
  }
  db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * What the first deep page of a list no mark covers costs to reach, on a kept DATA_DIR (the service
 * stopped): the index entries a walk from the top passes, against the counts that locate the page's start
 * instead (how many, the list rows they covered, their CPU). Two-filter patient lists and date-range
 * visit lists, at the middle and last page; read-only.
 *
 *   npx tsx bench/support/located-starts.ts DIR/data
 */
import type { Statement } from 'better-sqlite3';
import type { PatientFilter, VisitFilter } from '../../src/projections/read-model-store';
import { locateByCounts } from '../../src/projections/sqlite/sqlite-list-locate';
import { patientListPlan } from '../../src/projections/sqlite/sqlite-patient-lists';
import type { Param, Prepare } from '../../src/projections/sqlite/sqlite-read-queries';
import { visitListPlan } from '../../src/projections/sqlite/sqlite-visit-lists';
import { openSqliteClient } from '../../src/storage/sqlite-client';
import { LIMIT, cpuMs } from './bench-lists';

const PATIENTS: [string, PatientFilter][] = [
  ['patients region+race', { region: 'west', race: 'asian' }],
  ['patients region+status', { region: 'west', menopause_status: 'postmenopause' }],
  ['patients race+status', { race: 'asian', menopause_status: 'postmenopause' }],
];
const VISITS: [string, VisitFilter][] = [
  ['visits start_date', { from: '2024-07-01' }],
  ['visits end_date', { to: '2022-06-30' }],
  ['visits one month', { from: '2024-06-01', to: '2024-06-30' }],
  ['visits type+dates', { visit_type: 'follow_up', from: '2023-01-01', to: '2023-06-30' }],
];

function main(): void {
  const [dataDir] = process.argv.slice(2);
  const db = openSqliteClient(dataDir, { synchronous: 'normal' });
  const statements = new Map<string, Statement<Param[]>>();
  const prepare: Prepare = (sql, pluck) => {
    const key = `${pluck} ${sql}`;
    const statement = statements.get(key) ?? db.reader.prepare<Param[]>(sql).pluck(pluck);
    statements.set(key, statement);
    return statement;
  };
  const lists = [
    ...PATIENTS.map(([label, filter]) => ({ label, table: 'rm_patients', plan: patientListPlan(filter, prepare) })),
    ...VISITS.map(([label, filter]) => ({
      label,
      table: 'rm_visits',
      plan: visitListPlan(filter, prepare),
      // The index a walk steps: the type's when the list has one, else the newest-first.
      walked: filter.visit_type === undefined ? null : filter.visit_type,
    })),
  ];
  for (const list of lists) {
    const { where } = list.plan;
    const total = prepare(`SELECT count(*) FROM ${list.table} ${where.sql}`, true).get(...where.params) as number;
    const pages = Math.ceil(total / LIMIT);
    for (const page of [Math.ceil(pages / 2), pages]) {
      const offset = (page - 1) * LIMIT;
      const key = prepare(
        `SELECT created_ms, id FROM ${list.table} ${where.sql} ORDER BY created_ms DESC, id DESC LIMIT 1 OFFSET ?`,
        false,
      ).get(...where.params, offset) as { created_ms: number; id: string };
      const type = 'walked' in list && list.walked !== null ? list.walked : null;
      const prefix = type === null ? '' : 'visit_type = ? AND ';
      const walked = prepare(`SELECT count(*) FROM ${list.table} WHERE ${prefix}(created_ms, id) >= (?, ?)`, true).get(
        ...(type === null ? [] : [type]),
        key.created_ms,
        key.id,
      ) as number;
      const before = cpuMs();
      const bracket = 'bracket' in list.plan ? (list.plan.bracket?.(offset, total) ?? null) : null;
      const located = locateByCounts(prepare, list.table, list.plan.counted?.(total) ?? [], offset, total, bracket);
      const cpu = cpuMs() - before;
      console.log(
        `${`${list.label} p${page} of ${total}`.padEnd(36)} walk passes ${walked} entries; ` +
          `located ${offset - located.offset} rows above the page by ${located.counts} counts over ` +
          `${located.rowsCounted} rows, CPU ${cpu.toFixed(2)} ms`,
      );
    }
  }
  db.close();
}

main();

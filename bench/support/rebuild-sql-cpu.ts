/**
 * Where the CPU of a set-based rebuild's SQL goes, timed in-process on a
 * kept DATA_DIR (read-only, the service stopped): the scan and filter of
 * each creation statement, each of its column expressions alone, all of
 * them together (the SELECT of the insert without the insert), the fold
 * phase's gathering of its positions and the count of the registrations in
 * batches (the two passes the reading thread runs beside the inserts). CPU
 * of the process (one thread), the median of the rounds, over the whole log
 * in the rebuild's slices; so it holds on a loaded machine.
 *
 *   npx tsx bench/support/rebuild-sql-cpu.ts DIR/data [rounds]
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import {
  BATCH_REGISTRATION_COUNTS,
  DATE_MS,
  FOLD_PHASE_POSITIONS,
  GATHER_FOLD_PHASE_POSITIONS,
  patientsSql,
  visitsSql,
} from '../../src/projections/sqlite/sqlite-set-creations';
import { NEXT_TABLES } from '../../src/projections/sqlite/sqlite-table-names';
import { BULK_REBUILD_BATCH_SIZE } from '../../src/projections/rebuild-views';

/** The column expressions of an `INSERT … SELECT a, b(c, d), … FROM`, split at the commas outside parentheses. */
function selectParts(insert: string): { columns: string[]; from: string } {
  const select = insert.slice(insert.indexOf('SELECT') + 'SELECT'.length, insert.indexOf('ORDER BY'));
  const fromAt = select.lastIndexOf('FROM event_log');
  const columns: string[] = [];
  let depth = 0;
  let inText = false;
  let start = 0;
  const list = select.slice(0, fromAt);
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i];
    if (c === "'") inText = !inText;
    else if (!inText && c === '(') depth += 1;
    else if (!inText && c === ')') depth -= 1;
    else if (!inText && depth === 0 && c === ',') {
      columns.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  columns.push(list.slice(start).trim());
  return { columns, from: select.slice(fromAt) };
}

const cpuSeconds = (work: () => void): number => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
};

function main(): void {
  const [dataDir, roundsText] = process.argv.slice(2);
  const rounds = Number(roundsText ?? 3);
  const db = new Database(join(dataDir, 'clinical.sqlite'), { readonly: true });
  db.pragma('cache_size = -65536');
  db.function(DATE_MS, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? Date.parse(text) : null,
  );
  const head = (db.prepare('SELECT max(position) FROM event_log').pluck().get() as number | null) ?? 0;
  const median = (work: () => void): string => {
    const times = Array.from({ length: rounds }, () => cpuSeconds(work)).sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)].toFixed(2);
  };
  const overSlices = (sql: string): (() => void) => {
    const statement = db.prepare<[number, number]>(sql).pluck();
    return () => {
      for (let from = 0; from < head; from += BULK_REBUILD_BATCH_SIZE) {
        statement.get(from, Math.min(head, from + BULK_REBUILD_BATCH_SIZE));
      }
    };
  };
  for (const [table, insert] of [
    ['patients', patientsSql(NEXT_TABLES)],
    ['visits', visitsSql(NEXT_TABLES)],
  ]) {
    const { columns, from } = selectParts(insert);
    console.log(`${table}: scan and filter ${median(overSlices(`SELECT count(*) ${from}`))} s`);
    for (const column of columns) {
      const label = column.replace(/\s+/g, ' ').slice(0, 60);
      console.log(`  ${label.padEnd(60)} ${median(overSlices(`SELECT max(length(${column})) ${from}`))} s`);
    }
    const all = `SELECT max(length(concat(${columns.join(', ')}))) ${from}`;
    console.log(`  every column together${' '.repeat(39)} ${median(overSlices(all))} s`);
  }
  // Gathered into the connection's temporary table, as the reading thread does (emptied before each round).
  const [create, gather] = GATHER_FOLD_PHASE_POSITIONS;
  db.exec(create);
  const gatherPositions = db.prepare<[number]>(gather);
  const emptyPositions = db.prepare(`DELETE FROM temp.${FOLD_PHASE_POSITIONS}`);
  console.log(
    `fold phase positions gathered (reading thread): ${median(() => {
      emptyPositions.run();
      gatherPositions.run(head);
    })} s`,
  );
  const counts = db.prepare<[number]>(BATCH_REGISTRATION_COUNTS);
  console.log(`registrations per batch (reading thread, next): ${median(() => counts.all(head))} s`);
  db.close();
}

main();

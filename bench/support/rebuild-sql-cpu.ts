/**
 * Where the CPU of a set-based rebuild's SQL goes, timed in-process on a
 * kept DATA_DIR (read-only, the service stopped): the scan and filter of
 * each creation statement, each of its column expressions alone, all of
 * them together (the SELECT of the insert without the insert), the fold
 * phase's gathering of what it needs from the log and the count of the
 * registrations in batches (run by the thread beside the writer). CPU
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
  FOLD_GATHERED,
  FOLD_GATHERED_TABLE,
  GATHER_FOR_FOLD,
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
  /** Runs `sql` over the log's slices: read (its first value), or run (`write`, an INSERT). */
  const overSlices = (sql: string, write = false): (() => void) => {
    const statement = db.prepare<[number, number]>(sql);
    const reader = write ? null : statement.pluck();
    return () => {
      for (let from = 0; from < head; from += BULK_REBUILD_BATCH_SIZE) {
        const to = Math.min(head, from + BULK_REBUILD_BATCH_SIZE);
        if (reader === null) statement.run(from, to);
        else reader.get(from, to);
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
  // Gathered into a table of the connection's temporary schema slice by slice, as the thread beside the writer
  // gathers into its file (emptied before each round); then the registrations counted from it.
  db.exec(FOLD_GATHERED_TABLE.replace('CREATE TABLE', 'CREATE TEMP TABLE'));
  const emptyGathered = db.prepare(`DELETE FROM temp.${FOLD_GATHERED}`);
  const gather = overSlices(GATHER_FOR_FOLD, true);
  console.log(
    `fold phase gathered (thread beside the writer): ${median(() => {
      emptyGathered.run();
      gather();
    })} s`,
  );
  const counts = db.prepare(BATCH_REGISTRATION_COUNTS);
  console.log(`registrations per batch, from what was gathered: ${median(() => counts.all())} s`);
  db.close();
}

main();

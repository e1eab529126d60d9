import type { VisitFilter } from '../read-model-store';
import type { Prepare } from './sqlite-read-queries';
import type { CountedRows } from './sqlite-list-locate';
import { type Param, whereClause } from './sqlite-read-queries';
import { VISIT_TOTAL } from './sqlite-visit-counts';
import { bracketBySlices } from './sqlite-visit-slice-bracket';

/**
 * How a visit list is read: its filters, and for a date range a plan for
 * when few visits fall in it. A range is matched on the newest-first walk
 * (or the type's), which a unary + keeps SQLite on: left to itself it read
 * every visit of the range through the date index and sorted them with
 * their views (one month of 300,000 visits: 30 ms). A range that few
 * visits fall in is read from rm_visits_date_listing, keys only, instead;
 * a deep page far from any mark finds its start by counting there, between
 * two creation slices when the range covers a whole month (bracketBySlices).
 */
export function visitListPlan(filter: VisitFilter, prepare: Prepare) {
  const conditions = (date: '' | '+') =>
    whereClause([
      ['organization_id = ?', filter.organization_id],
      ['patient_id = ?', filter.patient_id],
      ['visit_type = ?', filter.visit_type],
      [`${date}visit_date >= ?`, filter.from],
      [`${date}visit_date <= ?`, filter.to],
    ]);
  // A patient's visits are few and read from their own index whatever the dates.
  const ranged = filter.patient_id === undefined && (filter.from !== undefined || filter.to !== undefined);
  // No visit filter column ever changes: deep pages may seek.
  if (!ranged) return { where: conditions(''), seekable: true };
  const undated = whereClause([
    ['organization_id = ?', filter.organization_id],
    ['visit_type = ?', filter.visit_type],
  ]);
  return {
    where: conditions('+'),
    seekable: true,
    rare: {
      rows: () => prepare(VISIT_TOTAL(false)(undated.sql), true).get(...undated.params) as number,
      where: () => conditions(''),
    },
    counted: (total: number) => countedWays(filter, prepare, total, conditions('+')),
    bracket: (offset: number, total: number) =>
      bracketBySlices(prepare, filter, daysWithVisits(prepare), offset, total),
  };
}

/** A day's seek, in index entries passed: a count by day costs about two entries' time per day it seeks. */
const DAY_SEEK_ENTRIES = 2;

/**
 * The days of a range that have visits, as a JSON array, each found by one seek on rm_visits_date_listing
 * (the next day after the last): read once per located start, not by each count. Bounds left open are
 * below and above every YYYY-MM-DD date.
 */
const DAYS_WITH_VISITS = `
  WITH RECURSIVE bounds(first, last) AS (SELECT ?, ?),
  days(day) AS (
    SELECT min(visit_date) FROM rm_visits WHERE visit_date >= (SELECT first FROM bounds)
      AND visit_date <= (SELECT last FROM bounds)
    UNION ALL
    SELECT (SELECT min(visit_date) FROM rm_visits WHERE visit_date > day AND visit_date <= (SELECT last FROM bounds))
    FROM days WHERE day IS NOT NULL)
  SELECT json_group_array(day) FROM days WHERE day IS NOT NULL`;

const daysWithVisits =
  (prepare: Prepare) =>
  (from: string, to: string): string[] =>
    JSON.parse(prepare(DAYS_WITH_VISITS, true).get(from, to) as string) as string[];

/**
 * The ways to count a date range's visits created in an interval (see locateByCounts). By day:
 * rm_visits_date_listing holds each day's visits in creation order, so one seek per day of the range that
 * has visits and then only that day's visits of the interval, every type and organization of them. As the
 * walk: the newest-first (or type's) index over the interval, passing every visit created in it; cheaper
 * once the interval is short.
 */
function countedWays(
  filter: VisitFilter,
  prepare: Prepare,
  total: number,
  walked: { sql: string; params: Param[] },
): CountedRows[] {
  const inRange = whereClause([
    ['visit_date >= ?', filter.from],
    ['visit_date <= ?', filter.to],
    ['organization_id = ?', filter.organization_id],
  ]);
  const undated = whereClause([
    ['organization_id = ?', filter.organization_id],
    ['visit_type = ?', filter.visit_type],
  ]);
  const days = prepare(DAYS_WITH_VISITS, true).get(filter.from ?? '', filter.to ?? '\uffff') as string;
  const inRangeVisits = prepare(VISIT_TOTAL(false)(inRange.sql), true).get(...inRange.params) as number;
  const everyDate = prepare(VISIT_TOTAL(false)(undated.sql), true).get(...undated.params) as number;
  const entries = whereClause([
    ['+visit_type = ?', filter.visit_type],
    ['+organization_id = ?', filter.organization_id],
  ]);
  const rows = Math.max(1, total);
  return [
    {
      sql: `WHERE visit_date IN (SELECT value FROM json_each(?))${entries.sql.replace(/^WHERE/, ' AND')}`,
      params: [days, ...entries.params],
      fixed: DAY_SEEK_ENTRIES * (JSON.parse(days) as string[]).length,
      perRow: inRangeVisits / rows,
    },
    { ...walked, fixed: 1, perRow: everyDate / rows },
  ];
}

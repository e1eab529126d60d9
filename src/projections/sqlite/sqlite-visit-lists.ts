import type { VisitFilter } from '../read-model-store';
import type { Prepare } from './sqlite-list-pages';
import { whereClause } from './sqlite-read-queries';
import { VISIT_TOTAL } from './sqlite-visit-counts';

/**
 * How a visit list is read: its filters, and for a date range a plan for
 * when few visits fall in it. A range is matched on the newest-first walk
 * (or the type's), which a unary + keeps SQLite on: left to itself it read
 * every visit of the range through the date index and sorted them with
 * their views (one month of 300,000 visits: 30 ms). A range that few
 * visits fall in is read from rm_visits_date_listing, keys only, instead.
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
  };
}

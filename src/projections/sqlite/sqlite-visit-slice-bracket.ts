import type { VisitFilter } from '../read-model-store';
import type { Bracket } from './sqlite-list-locate';
import { type Prepare, whereClause } from './sqlite-read-queries';

/** The range's months it covers whole, as YYYY-MM bounds; null when it covers none or a bound is no date. */
export function wholeMonths(from?: string, to?: string): { first: string; last: string } | null {
  const month = (date: string, shift: number): string | null => {
    const [year, number] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(year) || number < 1 || number > 12) return null;
    return new Date(Date.UTC(year, number - 1 + shift, 1)).toISOString().slice(0, 7);
  };
  const first = from === undefined ? '' : from.endsWith('-01') ? month(from, 0) : month(from, 1);
  // The last day of a month is the day before the next month's first.
  const nextDay = to === undefined ? null : new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const endsMonth = nextDay !== null && !Number.isNaN(nextDay.getTime()) && nextDay.getUTCDate() === 1;
  const last = to === undefined ? '\uffff' : endsMonth ? month(to, 0) : month(to, -1);
  if (first === null || last === null || first > last) return null;
  return { first, last };
}

/** The range's days outside its whole months (a partial month at either end), as bounds of visit_date. */
function partialMonths(filter: VisitFilter, whole: { first: string; last: string }): [string, string][] {
  const ends: [string, string][] = [];
  if (filter.from !== undefined && filter.from < `${whole.first}-01`) ends.push([filter.from, `${whole.first}-00`]);
  if (filter.to !== undefined && filter.to > `${whole.last}-99`) ends.push([`${whole.last}-99`, filter.to]);
  return ends;
}

/**
 * Where the first deep page of a date range's visits lies among the creation slices (see
 * rm_visit_month_slices): the two slice starts its start lies between, and how many of the list's rows
 * were created at or after each, exactly. The range's whole months are summed per slice from the kept
 * counts (a few rows per slice); the days of a partial month at either end are counted on
 * rm_visits_date_listing, one seek per day, over the side of the boundary expected to hold fewer of them.
 * Null when the range covers no whole month: then its rows are counted by day as before.
 */
export function bracketBySlices(
  prepare: Prepare,
  filter: VisitFilter,
  daysWithVisits: (from: string, to: string) => string[],
  offset: number,
  total: number,
): Bracket | null {
  const whole = wholeMonths(filter.from, filter.to);
  if (whole === null) return null;
  const scope = whereClause([
    ['month >= ?', whole.first],
    ['month <= ?', whole.last],
    ['visit_type = ?', filter.visit_type],
    ['organization_id = ?', filter.organization_id],
  ]);
  const slices = prepare(
    `SELECT slice, sum(visits) AS visits FROM rm_visit_month_slices ${scope.sql} GROUP BY slice ORDER BY slice DESC`,
    false,
  ).all(...scope.params) as { slice: number; visits: number }[];
  const inMonths = slices.reduce((sum, slice) => sum + slice.visits, 0);
  if (inMonths === 0) return null;
  const partial = partialMonths(filter, whole).flatMap(([from, to]) => daysWithVisits(from, to));
  const inPartial = total - inMonths;
  const narrowed = whereClause([
    ['+visit_type = ?', filter.visit_type],
    ['+organization_id = ?', filter.organization_id],
  ]);
  const counted = prepare(
    `SELECT count(*) FROM rm_visits WHERE visit_date IN (SELECT value FROM json_each(?))` +
      `${narrowed.sql.replace(/^WHERE/, ' AND')} AND created_ms >= ? AND created_ms < ?`,
    true,
  );
  const days = JSON.stringify(partial);
  const partialCount = (from: number, to: number): number =>
    inPartial === 0 ? 0 : (counted.get(days, ...narrowed.params, from, to) as number);
  // Each of min and max alone is one seek on the newest-first index; together they scan it.
  const edges = prepare(
    'SELECT (SELECT min(created_ms) FROM rm_visits) AS oldest, (SELECT max(created_ms) FROM rm_visits) AS newest',
    false,
  ).get() as { oldest: number; newest: number };
  // Boundary i is the start of the i-th newest slice the months hold rows of, -1 the top, slices.length the
  // bottom; rows created at or after it: the months' rows of newer slices and the partial months' counted.
  const newerInMonths: number[] = [0];
  for (const slice of slices) newerInMonths.push((newerInMonths.at(-1) as number) + slice.visits);
  const instant = (i: number): number =>
    i < 0 ? edges.newest + 1 : i >= slices.length ? edges.oldest : slices[i].slice;
  // The partial months' rows created at or after each boundary counted so far: a boundary next to a known
  // one counts only the rows between them (a slice's), the first over the side expected to hold fewer.
  const partialAfter = new Map<number, number>([
    [-1, 0],
    [slices.length, inPartial],
  ]);
  const inPartialAfter = (i: number): number => {
    const newer = partialAfter.get(i - 1);
    const older = partialAfter.get(i + 1);
    // The partial months' rows are expected in the same share as the months' own.
    const expected = newerInMonths[i + 1] / inMonths;
    const rows =
      newer !== undefined
        ? newer + partialCount(instant(i), instant(i - 1))
        : older !== undefined
          ? older - partialCount(instant(i + 1), instant(i))
          : expected <= 0.5
            ? partialCount(instant(i), edges.newest + 1)
            : inPartial - partialCount(edges.oldest, instant(i));
    partialAfter.set(i, rows);
    return rows;
  };
  const atOrAfter = (i: number): number =>
    i < 0 ? 0 : i >= slices.length ? total : newerInMonths[i + 1] + inPartialAfter(i);
  let older = newerInMonths.findIndex((rows) => (rows * total) / inMonths > offset) - 1;
  if (older < 0) older = slices.length;
  let above = { older: atOrAfter(older), newer: atOrAfter(older - 1) };
  while (offset < above.newer) {
    older -= 1;
    above = { older: above.newer, newer: atOrAfter(older - 1) };
  }
  while (offset >= above.older) {
    older += 1;
    above = { older: atOrAfter(older), newer: above.older };
  }
  return { older: instant(older), newer: instant(older - 1), above };
}

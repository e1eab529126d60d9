import type { SortKey } from '../seek-marks';
import type { Param } from './sqlite-read-queries';
import type { Prepare } from './sqlite-read-queries';

/**
 * Rows a located start may stop above its page: the page's read then passes them on the list's walk. The
 * last counts that close in on it cover a few such rows each, so a small gap costs little.
 */
const LOCATE_GAP = 50;
/** Counts at most: every second one at least halves the span left, and 2^32 ms is seven weeks. */
const MAX_COUNTS = 64;

/**
 * One way to count the list's rows created in an interval, and what a count costs in index entries passed:
 * `fixed` (the seeks of a count by day) and `perRow` per row of the list in the interval (a walk's
 * conditions on the newest-first index pass the other rows created meanwhile too).
 */
export interface CountedRows {
  sql: string;
  params: Param[];
  fixed: number;
  perRow: number;
}

/**
 * Two instants the start lies between, and the list's rows created at or after each (`above.older` > the
 * offset >= `above.newer`), known before any count: the search then closes in from them.
 */
export interface Bracket {
  older: number;
  newer: number;
  above: { older: number; newer: number };
}

/** What a located start counted: for the figures and the specs. */
export interface Located {
  offset: number;
  key: SortKey;
  counts: number;
  rowsCounted: number;
}

/**
 * Where a list's rows at `offset` start, found by counting instead of walking. `ways` name the list's rows
 * in an index where they lie in creation order within a few ranges (one per day of a date range, per value
 * of a filter column between), so the rows created in an interval are counted without passing any other
 * row; or as the walk finds them, cheaper once the interval is short. Each count takes the cheapest way for
 * the rows it expects. The instant searched for is bracketed by the table's oldest and newest creation and
 * closed in on by interpolation (bisection when that shrank the bracket by less than half), at instants some
 * row was created at, each count covering only the side of the bracket expected to hold fewer rows. The
 * start handed back is an instant with the smallest id, '': the rows at or below it are those created
 * before that instant, and `offset` of them are above it (a mark no row holds, as good for a keyset seek).
 * A `bracket` known beforehand (see bracketBySlices) replaces the table's oldest and newest creation.
 */
export function locateByCounts(
  prepare: Prepare,
  table: string,
  ways: CountedRows[],
  offset: number,
  total: number,
  bracket: Bracket | null = null,
): Located {
  const span =
    bracket === null
      ? (prepare(
          `SELECT (SELECT min(created_ms) FROM ${table}) AS oldest, (SELECT max(created_ms) FROM ${table}) AS newest`,
          false,
        ).get() as { oldest: number | null; newest: number | null })
      : { oldest: bracket.older, newest: bracket.newer - 1 };
  const counter = (way: CountedRows) => {
    const statement = prepare(
      `SELECT count(*) FROM ${table} ${way.sql ? `${way.sql} AND` : 'WHERE'} created_ms >= ? AND created_ms < ?`,
      true,
    );
    return (from: number, to: number): number => statement.get(...way.params, from, to) as number;
  };
  // Instants some row was created at: rows come in batches that share one (a batch import's 2,000 rows).
  const atOrBefore = prepare(`SELECT max(created_ms) FROM ${table} WHERE created_ms <= ? AND created_ms > ?`, true);
  const after = prepare(`SELECT min(created_ms) FROM ${table} WHERE created_ms > ? AND created_ms < ?`, true);
  const cheapest = (rows: number): CountedRows =>
    ways.reduce((best, way) => (way.fixed + way.perRow * rows < best.fixed + best.perRow * rows ? way : best));
  // f(t): the list's rows created at or after t, falling as t grows; f(older) > offset >= f(newer).
  let older = span.oldest ?? 0;
  let newer = (span.newest ?? 0) + 1;
  let above = bracket?.above ?? { older: total, newer: 0 };
  let counts = 0;
  let rowsCounted = 0;
  let bisect = false;
  const target = Math.max(0, offset - LOCATE_GAP / 2);
  while (offset - above.newer > LOCATE_GAP && counts < MAX_COUNTS) {
    const width = newer - older;
    const guess = bisect
      ? older + Math.floor(width / 2)
      : newer - Math.round(((target - above.newer) * width) / Math.max(1, above.older - above.newer));
    const near = Math.min(newer - 1, Math.max(older + 1, guess));
    const at = (atOrBefore.get(near, older) ?? after.get(older, newer)) as number | null;
    // The bracket holds one instant, `older`: the page's read passes the rest of its rows.
    if (at === null) break;
    // Count the side of the bracket expected to hold fewer rows.
    const fromNewer = target - above.newer <= above.older - target;
    const count = counter(cheapest(Math.min(target - above.newer, above.older - target)));
    const rows = fromNewer ? count(at, newer) : count(older, at);
    const atOrAfter = fromNewer ? above.newer + rows : above.older - rows;
    counts += 1;
    rowsCounted += rows;
    if (atOrAfter > offset) {
      older = at;
      above = { ...above, older: atOrAfter };
    } else {
      newer = at;
      above = { ...above, newer: atOrAfter };
    }
    bisect = !bisect && newer - older > width / 2;
  }
  return { offset: above.newer, key: { created_ms: newer, id: '' }, counts, rowsCounted };
}

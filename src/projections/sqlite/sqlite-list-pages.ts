import { SQLITE_BOUND_LIMIT } from '../../storage/sqlite-client';
import type { Page, PageOf } from '../read-model-store';
import type { Param, Prepare } from './sqlite-read-queries';
import { type Bracket, type CountedRows, locateByCounts } from './sqlite-list-locate';
import { MARK_EVERY, SEEK_FROM_OFFSET, type SeekMarks, type SortKey, stepToward } from '../seek-marks';

const ORDER = 'ORDER BY created_ms DESC, id DESC';

export interface ListQuery {
  table: string;
  columns: string;
  where: { sql: string; params: Param[] };
  totalSql: string;
  /** Deep pages may seek from remembered marks: the list's filters name only columns a record never changes, */
  seekable: boolean;
  /** or `markScope` names the list's membership as it is now (marks taken under another scope are not used). */
  markScope?: () => string;
  /**
   * For a filter few rows match: the records in the whole list, and conditions that read the matches from
   * an index of the filter columns (then sorted) instead of walking the newest-first index past the others.
   */
  rare?: { rows: () => number; where: () => { sql: string; params: Param[] } };
  /**
   * Conditions that read the list's rows from an index holding them in creation order within each of a few
   * ranges: a deep page far from any mark finds its start by counting there (locateByCounts), not walking.
   */
  counted?: (total: number) => CountedRows[];
  /** Where the start at an offset lies, known from kept counts before counting (null when they do not say). */
  bracket?: (offset: number, total: number) => Bracket | null;
}

/**
 * Index entries walked for the cost of one match sorted, on a seekable list's deep page: sorting a range's
 * matches cost about 0.7-1.2 µs of CPU per key, walking a covering index 0.07-0.1 µs per entry (in-process,
 * kept data sets of 400,000 and 4,000,000 events).
 */
const SORTED_KEY_COST = 10;

/**
 * Whether sorting a rare filter's `total` matches costs less than walking to the page: the walk passes
 * about (rows before the page + limit) × rows / total index entries. A seekable list's deep page starts
 * from a remembered mark at most MARK_EVERY rows above it (its first request walks once from the top).
 * A list that cannot seek keeps the plain comparison.
 */
function sortsMatches(query: ListQuery, page: Page, total: number, rows: () => number): boolean {
  if (query.seekable && page.offset >= SEEK_FROM_OFFSET && page.offset < total)
    return total * total * SORTED_KEY_COST < (MARK_EVERY + page.limit) * rows();
  return total * total < (page.offset + page.limit) * rows();
}

/** The name a list's marks are kept under: its table, filters and scope. */
export const listName = (query: Pick<ListQuery, 'table' | 'where' | 'markScope'>): string =>
  `${query.table} ${query.where.sql} ${JSON.stringify(query.where.params)} ${query.markScope?.() ?? ''}`;

const andWhere = (whereSql: string, condition: string): string =>
  whereSql ? `${whereSql} AND ${condition}` : `WHERE ${condition}`;

/**
 * Walks the list from `from` (or its top) to `offset` in MARK_EVERY-row
 * steps, each a seek from the previous step's key: every step's key is
 * remembered, and the key at `offset` handed back (null past the end).
 */
function walkTo(
  prepare: Prepare,
  marks: SeekMarks,
  list: string,
  query: ListQuery,
  from: { offset: number; key: SortKey } | null,
  offset: number,
  total: number,
): SortKey | null {
  const { table, where } = query;
  const first = prepare(`SELECT created_ms, id FROM ${table} ${where.sql} ${ORDER} LIMIT 1 OFFSET ?`, false);
  const seek = andWhere(where.sql, '(created_ms, id) <= (?, ?)');
  const next = prepare(`SELECT created_ms, id FROM ${table} ${seek} ${ORDER} LIMIT 1 OFFSET ?`, false);
  let at = from;
  for (;;) {
    const step = stepToward(at?.offset ?? 0, offset);
    const key = (
      at === null ? first.get(...where.params, step) : next.get(...where.params, at.key.created_ms, at.key.id, step)
    ) as SortKey | undefined;
    if (key === undefined) return null;
    at = { offset: (at?.offset ?? 0) + step, key: { created_ms: key.created_ms, id: key.id } };
    if (at.offset === offset) return at.key;
    marks.add(list, at.offset, total, at.key);
  }
}

/**
 * A page of a newest-first list and its total, from one snapshot. Pages
 * past SEEK_FROM_OFFSET of a seekable list start from the nearest
 * remembered mark at or above them (a keyset seek, then at most
 * MARK_EVERY rows walked); the first such page of a list walks from the
 * top once, leaving marks behind it, unless its rows can be counted apart
 * (`counted`): then its start is located by counts and remembered as a mark.
 */
export function readListPage<Row>(
  prepare: Prepare,
  marks: SeekMarks,
  query: ListQuery,
  page: Page,
  rowsPluck: boolean,
): PageOf<Row> {
  const { where } = query;
  const total = prepare(query.totalSql, true).get(...where.params) as number;
  const plain = (): Row[] =>
    prepare(
      `SELECT ${query.columns} FROM ${query.table} ${where.sql} ${ORDER} ${SQLITE_BOUND_LIMIT} OFFSET ?`,
      rowsPluck,
    ).all(...where.params, page.limit, page.offset) as Row[];
  if (query.rare && sortsMatches(query, page, total, query.rare.rows)) {
    const rare = query.rare.where();
    // The matches' keys are sorted from the filter's index alone; only the page's rows are read from the table.
    const keys = `SELECT id FROM ${query.table} ${rare.sql} ${ORDER} ${SQLITE_BOUND_LIMIT} OFFSET ?`;
    const sql = `SELECT ${query.columns} FROM ${query.table} WHERE id IN (${keys}) ${ORDER}`;
    return { items: prepare(sql, rowsPluck).all(...rare.params, page.limit, page.offset) as Row[], total };
  }
  if (!query.seekable || page.offset < SEEK_FROM_OFFSET || page.offset >= total) return { items: plain(), total };
  const list = listName(query);
  let mark = marks.nearest(list, page.offset, total);
  if (query.counted && (mark === null || page.offset - mark.offset > MARK_EVERY)) {
    const bracket = query.bracket?.(page.offset, total) ?? null;
    const located = locateByCounts(prepare, query.table, query.counted(total), page.offset, total, bracket);
    // Kept only if nearer than what was remembered (a start at the top is where a walk starts anyway).
    if (located.offset > (mark?.offset ?? 0)) {
      mark = { offset: located.offset, key: located.key };
      marks.add(list, mark.offset, total, mark.key);
    }
  }
  if (mark === null || page.offset - mark.offset > MARK_EVERY) {
    const key = walkTo(prepare, marks, list, query, mark, page.offset, total);
    if (key === null) return { items: plain(), total };
    mark = { offset: page.offset, key };
  }
  const items = prepare(
    `SELECT ${query.columns} FROM ${query.table} ${andWhere(where.sql, '(created_ms, id) <= (?, ?)')} ${ORDER} ` +
      `${SQLITE_BOUND_LIMIT} OFFSET ?`,
    rowsPluck,
  ).all(...where.params, mark.key.created_ms, mark.key.id, page.limit, page.offset - mark.offset) as Row[];
  return { items, total };
}

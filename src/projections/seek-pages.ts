import type { Page, PageOf } from './read-model-store';
import { MARK_EVERY, SEEK_FROM_OFFSET, type SeekMarks, type SortKey, stepToward } from './seek-marks';

export type { SortKey } from './seek-marks';

/**
 * A newest-first list (created_ms DESC, id DESC) on a server read store, as
 * the seek below needs it. `from` is a sort key at or above which the rows
 * are read (inclusive); null reads from the top.
 */
export interface SeekableList<Row> {
  /**
   * Names the list (collection or table, filters and their values, and for a status list the count of status
   * moves): the key of its marks, so marks taken before a record moved into or out of the list are not used.
   */
  name: string;
  total(): Promise<number>;
  /** `limit` rows, skipping `skip` rows from `from` (or the top). */
  rows(from: SortKey | null, skip: number, limit: number): Promise<Row[]>;
  /** The sort key `skip` rows below `from` (or the top); null past the end. */
  keyAt(from: SortKey | null, skip: number): Promise<SortKey | null>;
}

/** The asynchronous form of sqlite-list-pages.ts's walk, one step per `keyAt`. */
async function walkTo<Row>(
  marks: SeekMarks,
  list: SeekableList<Row>,
  from: { offset: number; key: SortKey } | null,
  offset: number,
  total: number,
): Promise<SortKey | null> {
  let at = from;
  for (;;) {
    const done = at?.offset ?? 0;
    const step = stepToward(done, offset);
    const key = await list.keyAt(at?.key ?? null, step);
    if (key === null) return null;
    at = { offset: done + step, key };
    if (at.offset === offset) return key;
    marks.add(list.name, at.offset, total, key);
  }
}

/**
 * A page of a newest-first list and its total, with the SQLite store's
 * rules (sqlite-list-pages.ts): shallow pages skip, deep pages
 * seek from the nearest remembered mark and skip at most MARK_EVERY
 * rows. The total and the rows are two reads, as OFFSET paging on these
 * stores always was: a record added between them may shift the page by one.
 */
export async function readSeekPage<Row>(marks: SeekMarks, list: SeekableList<Row>, page: Page): Promise<PageOf<Row>> {
  if (page.offset < SEEK_FROM_OFFSET) {
    const [items, total] = await Promise.all([list.rows(null, page.offset, page.limit), list.total()]);
    return { items, total };
  }
  const total = await list.total();
  if (page.offset >= total) return { items: [], total };
  let mark = marks.nearest(list.name, page.offset, total);
  if (mark === null || page.offset - mark.offset > MARK_EVERY) {
    const key = await walkTo(marks, list, mark, page.offset, total);
    if (key === null) return { items: await list.rows(null, page.offset, page.limit), total };
    mark = { offset: page.offset, key };
  }
  return { items: await list.rows(mark.key, page.offset - mark.offset, page.limit), total };
}

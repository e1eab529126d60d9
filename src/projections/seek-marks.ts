/**
 * Remembered page boundaries of the newest-first lists, so a deep page
 * seeks (keyset) from the nearest one instead of walking every earlier row
 * with OFFSET, while the API keeps page and limit.
 *
 * A mark is the sort key (created_ms, id) of the row at some offset of one
 * filtered list, and the list's total when it was taken. Rows join a list
 * at its top (a new record is the newest), so a mark's offset grows by what
 * the total grew since; a smaller total (a rebuild under way) drops the
 * list's marks. An update can move a record into or out of a list below a
 * mark (a patient's menopause_status), which would shift it unseen: such a
 * list is named with a count of those moves, so its marks are used only
 * until the next one (the stores' status-move counters).
 */

/** Pages above this offset are read with OFFSET: walking them costs less than anything kept for them. */
export const SEEK_FROM_OFFSET = 2000;
/** Rows between two marks taken while walking: the most a seek walks past its mark. */
export const MARK_EVERY = 1000;
/** Lists with marks kept at most (one per filter combination and organization asked for deep pages). */
const MAX_LISTS = 256;

/** Rows the walk from `done` toward `offset` moves next: to the next mark boundary, or to `offset` itself. */
export const stepToward = (done: number, offset: number): number =>
  Math.min(MARK_EVERY - (done % MARK_EVERY), offset - done);

export interface SortKey {
  created_ms: number;
  id: string;
}

interface Mark {
  offset: number;
  total: number;
  key: SortKey;
}

export class SeekMarks {
  private readonly lists = new Map<string, Mark[]>();

  /** The mark nearest at or above `offset` in the list as it is now (its total `total`), if any. */
  nearest(list: string, offset: number, total: number): { offset: number; key: SortKey } | null {
    const marks = this.lists.get(list);
    if (!marks) return null;
    let best: { offset: number; key: SortKey } | null = null;
    for (const mark of marks) {
      if (total < mark.total) {
        this.lists.delete(list);
        return null;
      }
      const now = mark.offset + (total - mark.total);
      if (now <= offset && (best === null || now > best.offset)) best = { offset: now, key: mark.key };
    }
    return best;
  }

  /** Remembers the row at `offset` of the list (its total `total`). */
  add(list: string, offset: number, total: number, key: SortKey): void {
    let marks = this.lists.get(list);
    if (!marks) {
      if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
      marks = [];
      this.lists.set(list, marks);
    }
    marks.push({ offset, total, key });
  }

  /** Forgets every mark: the rows they pointed at were replaced (a rebuild's swap). */
  clear(): void {
    this.lists.clear();
  }
}

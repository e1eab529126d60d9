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
export const MAX_LISTS = 256;

/** Rows the walk from `done` toward `offset` moves next: to the next mark boundary, or to `offset` itself. */
export const stepToward = (done: number, offset: number): number =>
  Math.min(MARK_EVERY - (done % MARK_EVERY), offset - done);

export interface SortKey {
  created_ms: number;
  id: string;
}

export interface Mark {
  offset: number;
  total: number;
  key: SortKey;
}

/**
 * Where marks outlive the process (a store's own table), so the first deep page of a list after a start
 * seeks too: read once per list on its first use here, told of each mark taken and each list dropped.
 */
export interface KeptMarks {
  load(list: string): Mark[];
  taken(list: string, mark: Mark): void;
  dropped(list: string): void;
  /** Forgets what was told and not yet kept: the rows it pointed at were replaced. */
  clear(): void;
}

export class SeekMarks {
  private readonly lists = new Map<string, Mark[]>();

  constructor(private readonly kept?: KeptMarks) {}

  /** The mark nearest at or above `offset` in the list as it is now (its total `total`), if any. */
  nearest(list: string, offset: number, total: number): { offset: number; key: SortKey } | null {
    const marks = this.lists.get(list) ?? (this.kept ? this.listOf(list, this.kept.load(list)) : undefined);
    if (!marks) return null;
    let best: { offset: number; key: SortKey } | null = null;
    for (const mark of marks) {
      if (total < mark.total) {
        this.lists.delete(list);
        this.kept?.dropped(list);
        return null;
      }
      const now = mark.offset + (total - mark.total);
      if (now <= offset && (best === null || now > best.offset)) best = { offset: now, key: mark.key };
    }
    return best;
  }

  /** Remembers the row at `offset` of the list (its total `total`). */
  add(list: string, offset: number, total: number, key: SortKey): void {
    const marks = this.lists.get(list) ?? this.listOf(list, []);
    const mark = { offset, total, key };
    marks.push(mark);
    this.kept?.taken(list, mark);
  }

  /** The list's marks in memory from now on, making room for them (a list evicted here stays kept). */
  private listOf(list: string, marks: Mark[]): Mark[] {
    if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
    this.lists.set(list, marks);
    return marks;
  }

  /** Forgets every mark: the rows they pointed at were replaced (a rebuild's swap, which empties the kept ones). */
  clear(): void {
    this.lists.clear();
    this.kept?.clear();
  }
}

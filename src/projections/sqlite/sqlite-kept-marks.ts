import type { Statement } from 'better-sqlite3';
import type { SqliteClient } from '../../storage/sqlite-client';
import { type KeptMarks, MAX_LISTS, type Mark } from '../seek-marks';

/**
 * The lists' seek marks in the read model's file, so the first deep page of a list after a start seeks
 * from them instead of walking from the top (see SeekMarks). Each mark is its list's name (filters and
 * scope, as readListPage names it), the offset and the list's total when taken, and the row's sort key.
 * Emptied with the views they point into: in the transaction of a rebuild's swap, and by a reset.
 */
export const SQLITE_SEEK_MARKS_TABLES = `
  CREATE TABLE IF NOT EXISTS rm_seek_marks (
    list TEXT NOT NULL,
    list_total INTEGER NOT NULL,
    row_offset INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    id TEXT NOT NULL,
    PRIMARY KEY (list, list_total, row_offset)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS rm_seek_lists (list TEXT PRIMARY KEY, taken INTEGER NOT NULL);
`;

export const SQLITE_FORGET_SEEK_MARKS = 'DELETE FROM rm_seek_marks; DELETE FROM rm_seek_lists;';

/**
 * Marks kept per list at most, the newest totals first: ten million rows' worth at one mark per MARK_EVERY
 * rows, so a list outgrows it only by collecting marks under many totals.
 */
const MAX_MARKS_PER_LIST = 10_000;

/** A mark to write, or a list to forget, in the order they were told. */
type Change = { list: string; mark: Mark } | { list: string; mark: null };

interface MarkRow {
  list_total: number;
  row_offset: number;
  created_ms: number;
  id: string;
}

/**
 * Marks read on the reader (inside the page's snapshot) and written by the writer after the request, in one
 * unsynced transaction per turn of the event loop: a lost commit only costs one walk from the top again.
 */
export class SqliteKeptMarks implements KeptMarks {
  private changes: Change[] = [];
  private scheduled: NodeJS.Timeout | null = null;
  private loadStatement: Statement<[string]> | null = null;
  private statements: MarkStatements | null = null;

  constructor(private readonly db: SqliteClient) {}

  load(list: string): Mark[] {
    this.loadStatement ??= this.db.reader.prepare<[string]>(
      'SELECT list_total, row_offset, created_ms, id FROM rm_seek_marks WHERE list = ?',
    );
    return (this.loadStatement.all(list) as MarkRow[]).map((row) => ({
      offset: row.row_offset,
      total: row.list_total,
      key: { created_ms: row.created_ms, id: row.id },
    }));
  }

  taken(list: string, mark: Mark): void {
    this.changes.push({ list, mark });
    this.schedule();
  }

  dropped(list: string): void {
    this.changes.push({ list, mark: null });
    this.schedule();
  }

  clear(): void {
    this.changes = [];
  }

  /**
   * Keeps the marks of list `from` as those of list `to` too, now (after a flush): a list with the same rows
   * in the same order, whose walk they spare.
   */
  copy(from: string, to: string): void {
    this.statements ??= prepareMarkStatements(this.db.writer);
    const statements = this.statements;
    this.db.writeUnsynced(() => {
      statements.forget(to);
      statements.copy.run(to, from);
      statements.touch.run(to);
    });
  }

  /** Writes what was told so far, now (a store closing); later if the writer is inside a transaction. */
  flush(): void {
    if (this.scheduled) clearTimeout(this.scheduled);
    this.scheduled = null;
    if (this.changes.length === 0 || !this.db.writer.open) return;
    // Never inside another transaction (a rebuild's run): its rollback would take the marks with it.
    if (this.db.writer.inTransaction) return this.schedule();
    const changes = this.changes;
    this.changes = [];
    this.statements ??= prepareMarkStatements(this.db.writer);
    const statements = this.statements;
    this.db.writeUnsynced(() => writeChanges(statements, changes));
  }

  private schedule(): void {
    // Off the request's path: the page is answered before its marks are written.
    this.scheduled ??= setTimeout(() => this.flushLater(), 0).unref();
  }

  /** A flush no request waits for: should the write fail (a full disk), the marks are let go, never thrown. */
  private flushLater(): void {
    try {
      this.flush();
    } catch {
      // Only walks again: the next write of the views meets the same failure and reports it.
      this.changes = [];
    }
  }
}

type MarkStatements = ReturnType<typeof prepareMarkStatements>;

/** The writes of the kept marks, prepared once per store rather than at every flush. */
function prepareMarkStatements(writer: SqliteClient['writer']) {
  const forgetMarks = writer.prepare<[string]>('DELETE FROM rm_seek_marks WHERE list = ?');
  const forgetList = writer.prepare<[string]>('DELETE FROM rm_seek_lists WHERE list = ?');
  return {
    forget(list: string): void {
      forgetMarks.run(list);
      forgetList.run(list);
    },
    copy: writer.prepare<[string, string]>(
      `INSERT INTO rm_seek_marks (list, list_total, row_offset, created_ms, id)
       SELECT ?, list_total, row_offset, created_ms, id FROM rm_seek_marks WHERE list = ?`,
    ),
    insert: writer.prepare<[string, number, number, number, string]>(
      'INSERT OR REPLACE INTO rm_seek_marks (list, list_total, row_offset, created_ms, id) VALUES (?, ?, ?, ?, ?)',
    ),
    touch: writer.prepare<[string]>(
      `INSERT INTO rm_seek_lists (list, taken) VALUES (?, (SELECT coalesce(max(taken), 0) + 1 FROM rm_seek_lists))
       ON CONFLICT (list) DO UPDATE SET taken = excluded.taken`,
    ),
    trimOldTotals: writer.prepare<[string, string]>(
      `DELETE FROM rm_seek_marks WHERE list = ? AND list_total < (SELECT list_total FROM rm_seek_marks
         WHERE list = ? ORDER BY list_total DESC LIMIT 1 OFFSET ${MAX_MARKS_PER_LIST})`,
    ),
    evicted: writer
      .prepare<[]>(`SELECT list FROM rm_seek_lists ORDER BY taken DESC LIMIT -1 OFFSET ${MAX_LISTS}`)
      .pluck(),
  };
}

function writeChanges(statements: MarkStatements, changes: Change[]): void {
  const touched = new Set<string>();
  for (const { list, mark } of changes) {
    if (mark === null) {
      statements.forget(list);
      touched.delete(list);
      continue;
    }
    statements.insert.run(list, mark.total, mark.offset, mark.key.created_ms, mark.key.id);
    touched.add(list);
  }
  for (const list of touched) {
    statements.touch.run(list);
    statements.trimOldTotals.run(list, list);
  }
  // The lists marked longest ago beyond the cap go, as SeekMarks lets go of lists in memory.
  for (const list of statements.evicted.all() as string[]) statements.forget(list);
}

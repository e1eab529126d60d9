import type { Data } from 'apache-arrow';
import type { Cell } from './dataset-tables';

/**
 * Collects one column's cells into Arrow buffers. The rows are read once,
 * row by row, for every column at a time: a million rows read column by
 * column would walk the whole heap once per column. Each kind of sink has
 * its own `put`: one shared `put` calling each kind's own method would make
 * that call site see every kind (no inlining) on every cell.
 */
export abstract class ColumnSink {
  protected readonly nullBitmap: Uint8Array;
  protected nullCount = 0;
  /** The rows put so far: a group may end short of its capacity (a table's last group). */
  protected length = 0;

  constructor(protected readonly capacity: number) {
    this.nullBitmap = new Uint8Array(Math.ceil(capacity / 8));
  }

  /** Rows come in order, each once: `row` is the number put before. */
  abstract put(row: number, cell: Cell): void;
  abstract finish(): Data;

  /** A null at `row`: its validity bit stays clear. */
  protected skip(row: number): void {
    this.length = row + 1;
    this.nullCount += 1;
  }

  /** A value at `row`. */
  protected mark(row: number): void {
    this.length = row + 1;
    this.nullBitmap[row >> 3] |= 1 << (row & 7);
  }

  /** Empties the sink, buffers kept (native memory, freed only when collected): once its batch is copied out. */
  reset(): void {
    this.nullBitmap.fill(0);
    this.nullCount = 0;
    this.length = 0;
  }

  protected get validity(): { nullBitmap: Uint8Array; nullCount: number } {
    return { nullBitmap: this.trimmed(this.nullBitmap, Math.ceil(this.length / 8)), nullCount: this.nullCount };
  }

  /** A buffer cut to the rows put (a copy only for a short group), so a group's bytes do not depend on its capacity. */
  protected trimmed<T extends Uint8Array | Int8Array | Int32Array | Float64Array>(data: T, size: number): T {
    return (data.length === size ? data : data.slice(0, size)) as T;
  }
}

import { Field, RecordBatch, Schema, Struct, makeData } from 'apache-arrow';
import { columnType } from './dataset-column-types';
import { type ColumnSink, sinkFor } from './parquet-column-sinks';
import type { Cell } from './dataset-tables';

/**
 * Rows handed to the encoder at a time (an eighth of a row group): its WebAssembly memory holds one batch's
 * copy, so this bounds it whatever the table's size, and two encoders run side by side for a whole Parquet
 * build (docs/performance.md). The row groups are the same; their pages split at other rows, so the bytes
 * differ from other batch sizes'.
 */
export const BATCH_ROWS = 8_192;

/**
 * One record batch gathered row by row straight into its columns' buffers:
 * a row handed over is not kept, so a batch of any size holds no row objects.
 */
export class RecordBatchBuilder {
  private readonly sinks: ColumnSink[];
  length = 0;

  constructor(
    private readonly columns: readonly string[],
    readonly capacity: number,
  ) {
    this.sinks = columns.map((name, index) => sinkFor(columnType(name), capacity, index));
  }

  readonly add = (cells: readonly Cell[]): void => {
    const row = this.length;
    for (let index = 0; index < this.sinks.length; index += 1) this.sinks[index].put(row, cells[index]);
    this.length += 1;
  };

  /** Empties the batch for the next rows, its buffers kept (see ColumnSink.reset): once finish()'s batch is copied. */
  reset(): void {
    this.length = 0;
    for (const sink of this.sinks) sink.reset();
  }

  get full(): boolean {
    return this.length >= this.capacity;
  }

  finish(): RecordBatch {
    const data = this.sinks.map((sink) => sink.finish());
    const schema = new Schema(this.columns.map((name, index) => new Field(name, data[index].type, true)));
    const struct = makeData({ type: new Struct(schema.fields), length: this.length, nullCount: 0, children: data });
    return new RecordBatch(schema, struct);
  }
}

/** Rows as one Arrow record batch. */
export function recordBatch(columns: readonly string[], rows: readonly Cell[][]): RecordBatch {
  const builder = new RecordBatchBuilder(columns, rows.length);
  for (const cells of rows) builder.add(cells);
  return builder.finish();
}

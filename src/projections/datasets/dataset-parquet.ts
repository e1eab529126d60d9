import { Field, RecordBatch, Schema, Struct, makeData } from 'apache-arrow';
import { columnType } from './dataset-column-types';
import { type ColumnSink, sinkFor } from './parquet-column-sinks';
import type { Cell, Table } from './dataset-tables';
import { encoderCopy, ipcOf, loadParquetWasm, writerProperties } from './parquet-encoder';

export { ROW_GROUP_ROWS } from './parquet-encoder';
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

/**
 * One table as a Parquet file: typed columns (dates as date32, instants as
 * UTC milliseconds, enums dictionary-encoded), Zstandard-compressed, in row
 * groups of ROW_GROUP_ROWS. Nothing in it depends on the time of writing, so
 * the same rows always give the same bytes. Each batch of BATCH_ROWS is built and
 * handed to the WebAssembly writer on its own: the writer's memory never
 * shrinks, and short-lived buffers keep the collector's work small.
 */
export async function renderParquet(table: Table): Promise<Buffer> {
  let from = 0;
  const chunks: Uint8Array[] = [];
  const fill = (batch: RecordBatchBuilder): void => {
    for (const end = Math.min(table.rows.length, from + batch.capacity); from < end; from += 1)
      batch.add(table.rows[from]);
  };
  for await (const chunk of parquetChunks(table.columns, fill)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The bytes of a Parquet file whose rows `fillBatch` adds to each record batch
 * in turn until it is full (short only for the last one), so that a table
 * of any size is written holding one batch's columns and no row
 * objects: the same rows give the same bytes as renderParquet.
 */
export async function* parquetChunks(
  columns: readonly string[],
  fillBatch: (batch: RecordBatchBuilder) => void | Promise<void>,
): AsyncIterable<Uint8Array> {
  const wasm = await loadParquetWasm();
  const properties = writerProperties(wasm, columns);
  let first = true;
  // One builder for the whole file: each batch is copied into the encoder's memory before the next reuses it.
  const rows = new RecordBatchBuilder(columns, BATCH_ROWS);
  // No batch waits in the queue (highWaterMark 0): a batch is built and copied into the encoder's memory only
  // when the encoder asks for it, after the one before is written, so the WebAssembly memory holds one batch, not two.
  const batches = new ReadableStream<unknown>(
    {
      async pull(controller) {
        rows.reset();
        await fillBatch(rows);
        // Rows that fill whole batches end on an empty one; only an empty table has an empty first batch.
        if (rows.length === 0 && !first) return controller.close();
        first = false;
        const batch = encoderCopy(wasm, ipcOf(rows));
        if (batch) controller.enqueue(batch);
        if (!rows.full) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  for await (const chunk of await wasm.transformParquetStream(batches, properties)) yield chunk as Uint8Array;
}

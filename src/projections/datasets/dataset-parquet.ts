import type { Table } from './dataset-tables';
import { BATCH_ROWS, RecordBatchBuilder } from './record-batch-builder';
import { encoderCopy, ipcOf, loadParquetWasm, writerProperties } from './parquet-encoder';

export { ROW_GROUP_ROWS } from './parquet-encoder';
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

import { Table as ArrowTable, tableToIPC } from 'apache-arrow';
import { columnType } from './dataset-column-types';
import type { RecordBatchBuilder } from './record-batch-builder';

/** Rows per row group of a file. */
export const ROW_GROUP_ROWS = 65_536;

export type ParquetWasm = typeof import('parquet-wasm');
let parquetWasm: Promise<ParquetWasm> | undefined;
/** Loaded on the first Parquet export: a service that is never asked for one does not compile its WebAssembly. */
export const loadParquetWasm = (): Promise<ParquetWasm> => (parquetWasm ??= import('parquet-wasm'));

/** The writer's properties for these columns: the same for every file, so the same rows give the same bytes. */
export function writerProperties(wasm: ParquetWasm, columns: readonly string[]) {
  let builder = new wasm.WriterPropertiesBuilder()
    .setCompression(wasm.Compression.ZSTD)
    .setMaxRowGroupSize(ROW_GROUP_ROWS)
    .setDictionaryEnabled(false);
  // Dictionary pages only where values repeat: on ids, instants and free text they cost twice the write time.
  for (const name of columns) {
    const { kind } = columnType(name);
    if (kind === 'enum' || kind === 'date') builder = builder.setColumnDictionaryEnabled(name, true);
  }
  return builder.build();
}

/** A batch's Arrow IPC stream bytes: what the encoder copies in, on this thread or on another. */
export const ipcOf = (rows: RecordBatchBuilder): Uint8Array => tableToIPC(new ArrowTable([rows.finish()]), 'stream');

/** The batch's copy in the encoder's memory: the bytes (and their builder) may be reused once this returns. */
export function encoderCopy(wasm: ParquetWasm, ipc: Uint8Array): unknown {
  const copied = wasm.Table.fromIPCStream(ipc);
  const batch = copied.recordBatch(0);
  copied.free();
  return batch;
}

/**
 * A Parquet file's encoder fed record batches (as IPC bytes) whenever they
 * are ready, its bytes handed to `write` as they come. `drained` tells the
 * feeder when the encoder has taken every batch, so that it never holds more
 * than the feeder lets wait.
 */
export class ParquetEncoder {
  private controller: ReadableStreamDefaultController<unknown> | undefined;
  private failure: unknown = undefined;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  /** Settles when the last bytes are handed to `write` (after end), or with the encoder's or `write`'s error. */
  readonly done: Promise<void>;

  private constructor(
    private readonly wasm: ParquetWasm,
    columns: readonly string[],
    write: (chunk: Uint8Array) => void,
  ) {
    const batches = new ReadableStream<unknown>(
      {
        start: (controller) => void (this.controller = controller),
        // Called when the encoder waits for a batch with none queued: it has taken every batch pushed.
        pull: () => this.settle((waiter) => waiter.resolve()),
      },
      { highWaterMark: 0 },
    );
    this.done = (async () => {
      for await (const chunk of await wasm.transformParquetStream(batches, writerProperties(wasm, columns)))
        write(chunk as Uint8Array);
    })();
    this.done.catch((error: unknown) => {
      this.failure = error;
      this.settle((waiter) => waiter.reject(error));
    });
  }

  static async open(columns: readonly string[], write: (chunk: Uint8Array) => void): Promise<ParquetEncoder> {
    return new ParquetEncoder(await loadParquetWasm(), columns, write);
  }

  push(ipc: Uint8Array): void {
    if (this.failure !== undefined) throw this.failure;
    const batch = encoderCopy(this.wasm, ipc);
    if (batch) this.controller?.enqueue(batch);
  }

  /** Resolves once the encoder has taken every batch pushed so far; rejects when it failed. */
  drained(): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if ((this.controller?.desiredSize ?? 0) >= 0) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** No more batches: the file ends once the encoder has written those pushed. */
  end(): void {
    this.controller?.close();
  }

  /** The feeder failed or stopped: the encoder stops too, and `done` rejects. */
  abort(reason: unknown): void {
    this.controller?.error(reason);
  }

  private settle(each: (waiter: { resolve: () => void; reject: (error: unknown) => void }) => void): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) each(waiter);
  }
}

import type { Cell } from './dataset-tables';
import { BATCH_ROWS, RecordBatchBuilder } from './record-batch-builder';
import { ParquetEncoder, ipcOf } from './parquet-encoder';
import { FileSink, type WrittenFile } from './table-file-sink';

/**
 * Rows gathered into record batches of BATCH_ROWS, each handed on as Arrow
 * IPC bytes as soon as it is full (the last one short, an empty table's one
 * empty): the batches parquetChunks makes, so the file has the same bytes.
 */
export class BatchedRows {
  private readonly rows: RecordBatchBuilder;
  private sent = false;
  /** Rows added so far. */
  count = 0;

  constructor(
    columns: readonly string[],
    private readonly send: (ipc: Uint8Array) => void,
  ) {
    this.rows = new RecordBatchBuilder(columns, BATCH_ROWS);
  }

  readonly add = (cells: readonly Cell[]): void => {
    this.rows.add(cells);
    this.count += 1;
    if (this.rows.full) this.flush();
  };

  end(): void {
    if (this.rows.length > 0 || !this.sent) this.flush();
  }

  private flush(): void {
    const ipc = ipcOf(this.rows);
    this.rows.reset();
    this.sent = true;
    this.send(ipc);
  }
}

/**
 * A Parquet file whose rows are added one by one during a pass, its encoder
 * on this thread or on another. The pass waits on `drained` before each of
 * its batches, so the encoder never has more than a batch or two waiting.
 */
export interface ParquetSink {
  readonly add: (cells: readonly Cell[]) => void;
  drained(): Promise<void>;
  /** No more rows: the file's rows, size and SHA-256 once its last bytes are written. */
  finish(): Promise<WrittenFile>;
  /** The pass failed or stopped: the encoder stops and the file is left unfinished. */
  abort(reason: unknown): void;
  /** The file when this thread writes it (its write time is this thread's). */
  readonly file?: FileSink;
}

/** A Parquet file encoded and written on this thread. */
export async function localParquetSink(path: string, columns: readonly string[]): Promise<ParquetSink> {
  const file = new FileSink(path);
  let encoder: ParquetEncoder;
  try {
    encoder = await ParquetEncoder.open(columns, (chunk) => file.write(chunk));
  } catch (error) {
    file.abandon();
    throw error;
  }
  const rows = new BatchedRows(columns, (ipc) => encoder.push(ipc));
  return {
    add: rows.add,
    file,
    drained: () => encoder.drained(),
    finish: async () => {
      rows.end();
      encoder.end();
      await encoder.done;
      return file.finish(rows.count);
    },
    abort: (reason) => {
      encoder.abort(reason);
      file.abandon();
    },
  };
}

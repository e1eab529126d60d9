import type { Worker } from 'node:worker_threads';
import { TABLE_COLUMNS } from '../datasets/dataset-tables';
import { BatchedRows, type ParquetSink } from '../datasets/parquet-table-sinks';
import type { WrittenFile } from '../datasets/table-file-sink';
import type { EncodedTable, EncoderRequest, SecondThreadReply } from './live-export-messages';

/**
 * Batches sent and not yet taken by the second thread's encoder before the
 * pass waits: one being encoded and one ready, so neither thread waits for
 * the other at a batch's end, and the queue holds at most two batches.
 */
const IN_FLIGHT_BATCHES = 2;

/**
 * A Parquet file whose rows this thread adds and whose encoder runs on the
 * build's second thread (see serveParquetEncoders): each full batch goes
 * there as Arrow IPC bytes, moved, not copied, when they own their buffer.
 */
export class RemoteParquetSink implements ParquetSink {
  private readonly rows: BatchedRows;
  private sent = 0;
  private taken = 0;
  private failure: Error | undefined;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private written: { resolve: (file: WrittenFile) => void; reject: (error: unknown) => void } | undefined;
  private readonly result: Promise<WrittenFile>;
  readonly add: (cells: Parameters<BatchedRows['add']>[0]) => void;

  constructor(
    private readonly thread: Worker,
    private readonly table: EncodedTable,
    path: string,
  ) {
    this.result = new Promise((resolve, reject) => (this.written = { resolve, reject }));
    this.result.catch(() => undefined); // awaited by finish; a failure before it must not be unhandled
    this.rows = new BatchedRows(TABLE_COLUMNS[table], (ipc) => {
      this.sent += 1;
      const owned = ipc.byteOffset === 0 && ipc.byteLength === ipc.buffer.byteLength;
      this.post({ kind: 'encode-batch', table, ipc }, owned ? [ipc.buffer as ArrayBuffer] : []);
    });
    this.add = this.rows.add;
    thread.on('message', this.onReply);
    thread.once('exit', this.onExit);
    this.post({ kind: 'encode-open', table, path });
  }

  drained(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.sent - this.taken < IN_FLIGHT_BATCHES) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  async finish(): Promise<WrittenFile> {
    if (this.failure) throw this.failure;
    this.rows.end();
    this.post({ kind: 'encode-end', table: this.table, rows: this.rows.count });
    try {
      return await this.result;
    } finally {
      this.detach();
    }
  }

  abort(): void {
    this.post({ kind: 'encode-abort', table: this.table });
    this.detach();
  }

  private post(request: EncoderRequest, transfer: ArrayBuffer[] = []): void {
    this.thread.postMessage(request, transfer);
  }

  private readonly onReply = (reply: SecondThreadReply): void => {
    if (!('table' in reply) || reply.table !== this.table) return;
    if (reply.kind === 'encode-taken') {
      this.taken += 1;
      if (this.sent - this.taken < IN_FLIGHT_BATCHES) this.settle((waiter) => waiter.resolve());
    } else if (reply.kind === 'encode-file') this.written?.resolve(reply.file);
    else this.fail(new Error(`second export thread failed to encode ${this.table}: ${reply.message}`));
  };

  private readonly onExit = (code: number): void =>
    this.fail(new Error(`second export thread exited with code ${code} while encoding ${this.table}`));

  private fail(error: Error): void {
    this.failure ??= error;
    this.settle((waiter) => waiter.reject(error));
    this.written?.reject(error);
  }

  private settle(each: (waiter: { resolve: () => void; reject: (error: unknown) => void }) => void): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) each(waiter);
  }

  private detach(): void {
    this.thread.off('message', this.onReply);
    this.thread.off('exit', this.onExit);
  }
}

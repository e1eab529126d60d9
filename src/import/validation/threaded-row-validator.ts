import type { Worker } from 'node:worker_threads';
import { lexiconTables } from '../../commands/deidentification/lexicon';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import type { Logger } from '../../shared/logger';
import { startSourceThread } from '../../shared/source-thread';
import type { ValidatedRow, RowValidator, RowToValidate } from './row-validator';
import type { ThreadRequest, ThreadResponse } from './thread-messages';
import type { RecordsToSeal, RowSealer } from '../upload/row-sealing';

/**
 * The detector makes a lot of short-lived garbage per note; with V8's default
 * young generation a thread's heap grew to about 60 MB (when each thread still
 * held its own 26 MB of word lists). An 8 MB young generation kept each thread's resident size
 * about 55 MB lower at the same CPU per note (measured here). It bounds only
 * the nursery: whatever survives moves to the old generation, which has no
 * cap.
 */
const YOUNG_GENERATION_MB = 8;

interface Pending {
  rows: number;
  resolve(response: ThreadResponse): void;
  reject(error: Error): void;
}

/**
 * Validation and de-identification on a worker thread: during an import the
 * main thread is busy with the embedded database and the projector, and this
 * is the CPU work that can run beside them on the second core. A thread that
 * dies fails its pending groups (the queue redelivers them) and is started
 * again on the next request.
 */
export class ThreadedRowValidator implements RowValidator, RowSealer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private rowsPending = 0;

  constructor(
    private readonly patientPolicy: PatientPolicy,
    private readonly logger: Logger,
  ) {}

  prepare(): void {
    this.worker ??= this.start();
  }

  /** Rows sent and not answered yet: a pool hands the next request to the thread with the fewest. */
  get pendingRows(): number {
    return this.rowsPending;
  }

  async validate(rows: RowToValidate[]): Promise<ValidatedRow[]> {
    if (rows.length === 0) return [];
    const response = await this.request({ kind: 'validate', id: this.nextId++, rows }, rows.length);
    if (!('results' in response)) throw new Error('row result thread answered a validation with sealed rows');
    return response.results;
  }

  /** An upload's records sealed on this thread (it is idle while files upload: rows import once accepted). */
  async seal(records: RecordsToSeal): Promise<string[]> {
    if (records.records.length === 0) return [];
    const response = await this.request({ kind: 'seal', id: this.nextId++, records }, records.records.length);
    if (!('values' in response)) throw new Error('row result thread answered a sealing with validated rows');
    return response.values;
  }

  private request(request: ThreadRequest, rows: number): Promise<ThreadResponse> {
    const worker = this.worker ?? this.start();
    return new Promise<ThreadResponse>((resolve, reject) => {
      this.pending.set(request.id, { rows, resolve, reject });
      this.rowsPending += rows;
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failPending(new Error('row result thread closed'));
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = startSourceThread(
      __filename,
      'row-validation-thread',
      // The row thread reads the word lists in place, in the buffers the main thread built: no copy of its own.
      { patientPolicy: this.patientPolicy, lexicon: lexiconTables() },
      { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    );
    // Idle between imports: it must not keep a stopping process alive.
    worker.unref();
    worker.on('message', (response: ThreadResponse) => {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      this.rowsPending -= pending.rows;
      pending.resolve(response);
    });
    worker.on('error', (error) => {
      this.logger.error({ err: error }, 'row result thread failed; pending import groups will be redelivered');
      this.lost(worker, error);
    });
    worker.on('exit', (code) => this.lost(worker, new Error(`row result thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failPending(error);
  }

  private failPending(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.rowsPending = 0;
  }
}

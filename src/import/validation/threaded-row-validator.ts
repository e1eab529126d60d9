import type { Worker } from 'node:worker_threads';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import type { Logger } from '../../shared/logger';
import { startSourceThread } from '../../shared/source-thread';
import type { ValidatedRow, RowValidator, RowToValidate } from './row-validator';
import type { ValidationRequest, ValidationResponse } from './thread-messages';

/**
 * The detector makes a lot of short-lived garbage per note; with V8's default
 * young generation a thread's heap grew to about 60 MB over 26 MB of live
 * word lists. An 8 MB young generation kept each thread's resident size
 * about 55 MB lower at the same CPU per note (measured here). It bounds only
 * the nursery: whatever survives moves to the old generation, which has no
 * cap.
 */
const YOUNG_GENERATION_MB = 8;

interface Pending {
  rows: number;
  resolve(results: ValidatedRow[]): void;
  reject(error: Error): void;
}

/**
 * Validation and de-identification on a worker thread: during an import the
 * main thread is busy with the embedded database and the projector, and this
 * is the CPU work that can run beside them on the second core. A thread that
 * dies fails its pending groups (the queue redelivers them) and is started
 * again on the next request.
 */
export class ThreadedRowValidator implements RowValidator {
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

  validate(rows: RowToValidate[]): Promise<ValidatedRow[]> {
    if (rows.length === 0) return Promise.resolve([]);
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<ValidatedRow[]>((resolve, reject) => {
      this.pending.set(id, { rows: rows.length, resolve, reject });
      this.rowsPending += rows.length;
      const request: ValidationRequest = { id, rows };
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
      { patientPolicy: this.patientPolicy },
      { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    );
    // Idle between imports: it must not keep a stopping process alive.
    worker.unref();
    worker.on('message', (response: ValidationResponse) => {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      this.rowsPending -= pending.rows;
      pending.resolve(response.results);
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

import { EventEmitter, on } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { lexiconTables } from '../../deidentification/lexicon';
import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import type { Logger } from '../../shared/logger';
import { startSourceThread } from '../../shared/source-thread';
import type { RowValidator, SealedRunToValidate, ValidatedRun } from './row-validator';
import type { DeidentificationFinding, TextField, TextScreen } from '../../deidentification/check';
import type { RowThreadData, SealFailure, ThreadRequest, ThreadResponse } from './thread-messages';
import { CsvFileError } from '../upload/csv-records';
import type { FileToSeal, RowSealer, SealedChunk } from '../upload/row-sealing';

/** The detector's garbage is short-lived: a small young generation keeps each thread's memory down at the same CPU. */
const YOUNG_GENERATION_MB = 8;

/**
 * Sealed chunks of an upload the thread may send before the first is taken:
 * parsing runs ahead of publishing by this much (and one chunk more, read
 * and held), and no further.
 */
const SEALED_CHUNKS_AHEAD = 4;

type Answer = Extract<ThreadResponse, { runs: ValidatedRun[] } | { findings: DeidentificationFinding[][] }>;

/** Writes screened per message at most: each message costs both threads a wake-up, and the bound caps the wait. */
const SCREENS_PER_MESSAGE = 16;

interface WaitingScreen {
  fields: TextField[];
  resolve(findings: DeidentificationFinding[]): void;
  reject(error: unknown): void;
}

interface Pending {
  rows: number;
  resolve(response: Answer): void;
  reject(error: Error): void;
}

function sealError({ message, csvReason }: SealFailure): Error {
  return csvReason ? new CsvFileError(csvReason, message) : new Error(`sealing an upload failed: ${message}`);
}

/**
 * Validation and de-identification on a worker thread: during an import the
 * main thread is busy with the embedded database and the projector, and this
 * is the CPU work that can run beside them on the second core. While files
 * upload it reads and seals them. A thread that dies fails its pending groups
 * (the queue redelivers them) and uploads, and is started again on the next
 * request.
 */
export class ThreadedRowValidator implements RowValidator, RowSealer, TextScreen {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  /** Each upload being sealed: its chunks, end or failure are emitted here as the thread sends them. */
  private readonly uploads = new Map<number, EventEmitter>();
  private nextId = 1;
  private rowsPending = 0;
  /** Writes to screen that arrived in this turn of the event loop: sent together at its end. */
  private screens: WaitingScreen[] = [];

  /** `patientIdSecret`: the thread prepares each row's outcome when it has it (see SealedRunToValidate.outcome). */
  constructor(
    private readonly patientPolicy: PatientPolicy,
    private readonly logger: Logger,
    private readonly patientIdSecret?: string,
  ) {}

  prepare(): void {
    this.worker ??= this.start();
  }

  /** Rows sent and not answered yet: a pool hands the next request to the thread with the fewest. */
  get pendingRows(): number {
    return this.rowsPending;
  }

  /** Uploads this thread is reading: a pool hands the next one to the thread with the fewest. */
  get uploadsInProgress(): number {
    return this.uploads.size;
  }

  /** No import rows pending and no upload being read: a write's free text may be screened here. */
  get importIdle(): boolean {
    return this.rowsPending === 0 && this.uploads.size === 0;
  }

  async validateRuns(runs: SealedRunToValidate[]): Promise<ValidatedRun[]> {
    if (runs.length === 0) return [];
    const rows = runs.reduce((sum, run) => sum + run.envelope.count, 0);
    const answer = await this.ask({ kind: 'validate-runs', id: this.nextId++, runs }, rows);
    if (!('runs' in answer)) throw new Error('row result thread answered a validation with findings');
    return answer.runs;
  }

  /** Screened together with the other writes of this turn of the event loop (up to SCREENS_PER_MESSAGE). */
  findIdentifiers(fields: TextField[]): Promise<DeidentificationFinding[]> {
    return new Promise((resolve, reject) => {
      this.screens.push({ fields, resolve, reject });
      if (this.screens.length === 1) setImmediate(() => this.sendScreens());
      else if (this.screens.length >= SCREENS_PER_MESSAGE) this.sendScreens();
    });
  }

  private sendScreens(): void {
    const batch = this.screens;
    if (batch.length === 0) return;
    this.screens = [];
    this.ask({ kind: 'screen', id: this.nextId++, writes: batch.map((screen) => screen.fields) }, 0)
      .then((answer) => {
        if (!('findings' in answer) || answer.findings.length !== batch.length)
          throw new Error('row result thread answered a screening with something else');
        batch.forEach((screen, index) => screen.resolve(answer.findings[index]));
      })
      .catch((error: unknown) => batch.forEach((screen) => screen.reject(error)));
  }

  private ask(request: Extract<ThreadRequest, { kind: 'validate-runs' | 'screen' }>, rows: number): Promise<Answer> {
    const worker = this.worker ?? this.start();
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(request.id, { rows, resolve, reject });
      this.rowsPending += rows;
      worker.postMessage(request);
    });
  }

  /**
   * An upload's file read and sealed on this thread, up to SEALED_CHUNKS_AHEAD
   * chunks ahead of the caller. The upload counts as in progress from this
   * call on (a pool spreads uploads by it), so iterate the chunks: leaving
   * early stops the thread's reading; a thread that dies fails it.
   */
  sealFile(file: FileToSeal): AsyncGenerator<SealedChunk> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const upload = new EventEmitter();
    // Listening from now on: a thread lost before the first chunk is asked for fails the upload, not the process.
    const sent = on(upload, 'chunk', { close: ['end'] });
    this.uploads.set(id, upload);
    return this.sealedChunks(worker, id, sent, file);
  }

  private async *sealedChunks(
    worker: Worker,
    id: number,
    sent: ReturnType<typeof on>,
    file: FileToSeal,
  ): AsyncGenerator<SealedChunk> {
    let read = false;
    try {
      worker.postMessage({ kind: 'seal-file', id, file, ahead: SEALED_CHUNKS_AHEAD } satisfies ThreadRequest);
      for await (const [chunk] of sent) {
        yield chunk as SealedChunk;
        worker.postMessage({ kind: 'more', id } satisfies ThreadRequest);
      }
      read = true;
    } finally {
      this.uploads.delete(id);
      // Left early, or failed: the thread reads no further (an upload it already ended ignores this).
      if (!read && this.worker === worker) worker.postMessage({ kind: 'stop', id } satisfies ThreadRequest);
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    const closed = new Error('row result thread closed');
    for (const screen of this.screens.splice(0)) screen.reject(closed);
    this.failPending(closed);
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = startSourceThread(
      __filename,
      'row-validation-thread',
      // The row thread reads the word lists in place, in the buffers the main thread built: no copy of its own.
      {
        patientPolicy: this.patientPolicy,
        lexicon: lexiconTables(),
        patientIdSecret: this.patientIdSecret,
      } satisfies RowThreadData,
      { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    );
    // Idle between imports: it must not keep a stopping process alive.
    worker.unref();
    worker.on('message', (response: ThreadResponse) => this.received(response));
    worker.on('error', (error) => {
      this.logger.error({ err: error }, 'row result thread failed; pending import groups will be redelivered');
      this.lost(worker, error);
    });
    worker.on('exit', (code) => this.lost(worker, new Error(`row result thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private received(response: ThreadResponse): void {
    if (!('runs' in response) && !('findings' in response)) {
      const upload = this.uploads.get(response.id);
      if ('chunk' in response) upload?.emit('chunk', response.chunk);
      else if ('end' in response) upload?.emit('end');
      else upload?.emit('error', sealError(response.failure));
      return;
    }
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    this.rowsPending -= pending.rows;
    pending.resolve(response);
  }

  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failPending(error);
  }

  private failPending(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    for (const upload of this.uploads.values()) upload.emit('error', error);
    this.uploads.clear();
    this.rowsPending = 0;
  }
}

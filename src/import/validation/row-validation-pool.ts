import type { PatientPolicy } from '../../commands/patient/patient-schemas';
import type { Logger } from '../../shared/logger';
import type { RowValidator, SealedRunToValidate, ValidatedRun } from './row-validator';
import { ThreadedRowValidator } from './threaded-row-validator';
import type { FileToSeal, RowSealer, SealedChunk } from '../upload/row-sealing';
import { defaultDetector } from '../../deidentification';
import {
  type DeidentificationFinding,
  type TextField,
  type TextScreen,
  inlineScreen,
} from '../../deidentification/check';

type ThreadOrder = (a: ThreadedRowValidator, b: ThreadedRowValidator) => number;

const byPendingRows: ThreadOrder = (a, b) => a.pendingRows - b.pendingRows;
const byUploadsThenRows: ThreadOrder = (a, b) => a.uploadsInProgress - b.uploadsInProgress || byPendingRows(a, b);

/**
 * Validation and de-identification spread over several worker threads
 * (which also read and seal uploaded files, see RowSealer).
 * Each request goes whole to the thread with the fewest rows still pending,
 * so the chunks of a group run side by side; the caller (validatedRuns)
 * puts the answers back in row order. Each thread holds its own copy of the
 * detector's word lists, which is why the count is a setting.
 */
export class RowValidationPool implements RowValidator, RowSealer, TextScreen {
  private readonly threads: ThreadedRowValidator[];
  /** The threads run the default detector, the only one a pool is made for; this is it on the calling thread. */
  private readonly here = inlineScreen(defaultDetector);

  /** `patientIdSecret`: the threads prepare each row's outcome when they have it. */
  constructor(threads: number, patientPolicy: PatientPolicy, logger: Logger, patientIdSecret?: string) {
    if (!Number.isInteger(threads) || threads < 1) throw new Error(`a validation pool needs 1 or more threads`);
    this.threads = Array.from(
      { length: threads },
      () => new ThreadedRowValidator(patientPolicy, logger, patientIdSecret),
    );
  }

  get parallelism(): number {
    return this.threads.length;
  }

  prepare(): void {
    for (const thread of this.threads) thread.prepare();
  }

  validateRuns(runs: SealedRunToValidate[]): Promise<ValidatedRun[]> {
    return this.least(byPendingRows).validateRuns(runs);
  }

  /**
   * A write's free text, screened on a thread with no import work in hand,
   * else here: a create must not wait behind an import's chunks of rows.
   */
  findIdentifiers(fields: TextField[]): Promise<DeidentificationFinding[]> {
    const idle = this.threads.find((thread) => thread.importIdle);
    if (!idle) return this.here.findIdentifiers(fields);
    // A thread lost meanwhile fails its pending requests: the write is screened here instead.
    return idle.findIdentifiers(fields).catch(() => this.here.findIdentifiers(fields));
  }

  /** To the thread reading the fewest uploads (then the one with the fewest rows pending): uploads spread out. */
  sealFile(file: FileToSeal): AsyncIterable<SealedChunk> {
    return this.least(byUploadsThenRows).sealFile(file);
  }

  /** The first thread that no other comes before in `order`. */
  private least(order: ThreadOrder): ThreadedRowValidator {
    let least = this.threads[0];
    for (const thread of this.threads) if (order(thread, least) < 0) least = thread;
    return least;
  }

  /** Rows each thread has been sent and not answered yet (how evenly a group's work is spread). */
  pendingRows(): number[] {
    return this.threads.map((thread) => thread.pendingRows);
  }

  /** Uploads each thread is reading. */
  uploadsInProgress(): number[] {
    return this.threads.map((thread) => thread.uploadsInProgress);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}

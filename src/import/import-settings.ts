import { availableParallelism } from 'node:os';

/** Tuning of the batch import, built from the IMPORT_* and BATCH_* settings (src/config/import-settings.ts). */
export interface ImportSettings {
  /** Rows per worker group at most. */
  groupSize: number;
  /** Bytes of sealed rows per worker group at most (a group's rows are held until it is acknowledged). */
  groupBytes: number;
  /** Rows per queue publish while an upload streams in. */
  publishChunkRows: number;
  /** An upload not accepted after this long is aborted by the import worker. */
  staleUploadMs: number;
  /** Deliveries after which a row that keeps failing is rejected rather than retried. */
  poisonAttempts: number;
  /** A CSV record longer than this means a broken file. */
  maxRowBytes: number;
  /** Worker threads that validate and de-identify rows; 0: on the main thread. */
  validationThreads: number;
}

/** More threads than this only add word-list copies (memory) without a core to run on. */
export const MAX_VALIDATION_THREADS = 16;

/**
 * One thread per core beyond the first, at least one: the main thread keeps
 * a core for the database writes, the projector and HTTP (see the README's
 * figures for 2 cores).
 */
export function defaultValidationThreads(cores = availableParallelism()): number {
  return Math.min(MAX_VALIDATION_THREADS, Math.max(1, cores - 1));
}

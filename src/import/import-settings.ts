import { type Env, oneOf, positiveInt } from '../config/env-values';

/** Tuning of the batch import; the defaults suit the embedded profile on a small machine. */
export interface ImportSettings {
  /** Rows per worker group (one group commit to the event store). */
  groupSize: number;
  /** Rows per queue publish while an upload streams in. */
  publishChunkRows: number;
  /** An upload not accepted after this long is aborted by the import worker. */
  staleUploadMs: number;
  /** Deliveries after which a row that keeps failing is rejected rather than retried. */
  poisonAttempts: number;
  /** A CSV record longer than this means a broken file. */
  maxRowBytes: number;
  /** Validate and de-identify rows on a worker thread (1) or on the main thread (0). */
  validationThreads: 0 | 1;
}

/** IMPORT_DECISION_THREADS was this setting's first name; a deployment that still sets it keeps working. */
function validationThreadsVariable(env: Env): string {
  return env.IMPORT_VALIDATION_THREADS === undefined && env.IMPORT_DECISION_THREADS !== undefined
    ? 'IMPORT_DECISION_THREADS'
    : 'IMPORT_VALIDATION_THREADS';
}

export function loadImportSettings(env: Env = process.env): ImportSettings {
  return {
    groupSize: positiveInt(env, 'IMPORT_GROUP_SIZE', 2000),
    publishChunkRows: positiveInt(env, 'IMPORT_PUBLISH_CHUNK_ROWS', 500),
    staleUploadMs: positiveInt(env, 'BATCH_STALE_UPLOAD_MS', 10 * 60 * 1000),
    poisonAttempts: positiveInt(env, 'IMPORT_POISON_ATTEMPTS', 5),
    maxRowBytes: positiveInt(env, 'BATCH_MAX_ROW_BYTES', 64 * 1024),
    validationThreads: oneOf(env, validationThreadsVariable(env), ['0', '1'], '1') === '1' ? 1 : 0,
  };
}

import { availableParallelism } from 'node:os';
import { type Env, positiveInt } from '../config/env-values';

/** Tuning of the batch import; the defaults suit the embedded profile on a small machine. */
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

function validationThreads(env: Env): number {
  const name = validationThreadsVariable(env);
  const raw = env[name];
  if (raw === undefined || raw === '') return defaultValidationThreads();
  const value = /^[0-9]+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value <= MAX_VALIDATION_THREADS))
    throw new Error(`${name} must be a whole number from 0 to ${MAX_VALIDATION_THREADS} (got "${raw}")`);
  return value;
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
    groupBytes: positiveInt(env, 'IMPORT_GROUP_BYTES', 2 * 1024 * 1024),
    publishChunkRows: positiveInt(env, 'IMPORT_PUBLISH_CHUNK_ROWS', 500),
    staleUploadMs: positiveInt(env, 'BATCH_STALE_UPLOAD_MS', 10 * 60 * 1000),
    poisonAttempts: positiveInt(env, 'IMPORT_POISON_ATTEMPTS', 5),
    maxRowBytes: positiveInt(env, 'BATCH_MAX_ROW_BYTES', 64 * 1024),
    validationThreads: validationThreads(env),
  };
}

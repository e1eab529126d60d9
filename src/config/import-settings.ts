import { type ImportSettings } from '../import/import-settings';
import type { Env } from './env-values';
import { parseSettings, rawValue } from './parse-settings';
import type { Settings } from './settings';

/** The import's tuning from the one settings schema; IMPORT_DECISION_THREADS is the thread count's former name. */
export function importSettingsOf(s: Settings, env: Env): ImportSettings {
  const threadsUnset = rawValue(env, 'IMPORT_VALIDATION_THREADS') === undefined;
  return {
    groupSize: s.IMPORT_GROUP_SIZE,
    groupBytes: s.IMPORT_GROUP_BYTES,
    publishChunkRows: s.IMPORT_PUBLISH_CHUNK_ROWS,
    staleUploadMs: s.BATCH_STALE_UPLOAD_MS,
    poisonAttempts: s.IMPORT_POISON_ATTEMPTS,
    maxRowBytes: s.BATCH_MAX_ROW_BYTES,
    validationThreads:
      threadsUnset && s.IMPORT_DECISION_THREADS !== undefined ? s.IMPORT_DECISION_THREADS : s.IMPORT_VALIDATION_THREADS,
  };
}

/** The import settings an environment gives (tests and tools that build an import without a whole config). */
export function loadImportSettings(env: Env = process.env): ImportSettings {
  return importSettingsOf(parseSettings(env), env);
}

import { join } from 'node:path';
import { ImportPatientIds } from '../commands/batch/import-ids';
import type { CommandDeps } from '../commands/command-deps';
import { defaultDetector } from '../deidentification';
import type { TextScreen } from '../deidentification/check';
import type { ServiceConfig } from '../config/config';
import type { Logger } from '../shared/logger';
import type { BatchKeyStore } from '../import/batch-keys/batch-key-store';
import type { ImportQueue } from '../import/import-queue';
import type { ImportSettings } from '../import/import-settings';
import { ImportWorker } from '../import/import-worker';
import type { BatchUploadDeps } from '../import/upload/accept-upload';
import { preparedUploadDir } from '../import/upload/file-encryption';
import { type RowValidator, inlineRowValidator } from '../import/validation/row-validator';
import { RowValidationPool } from '../import/validation/row-validation-pool';

export interface ImportRuntime {
  /** The upload route's queue and limits, for processes with the api role. */
  upload: BatchUploadDeps | null;
  /** The queue consumer, for processes with the import-worker role; started by the caller. */
  worker: ImportWorker | null;
  /** The row threads, to screen the write commands' free text while they have no import work; null without. */
  screen: TextScreen | null;
  close(): Promise<void>;
}

/** Wires batch uploads and the import worker around an opened queue. */
export function openImportRuntime(
  config: ServiceConfig,
  queue: ImportQueue,
  keys: BatchKeyStore,
  commands: CommandDeps,
  logger: Logger,
  settings: ImportSettings = config.importSettings,
  hooks: { onRowsImported?: (rows: number) => void } = {},
): ImportRuntime {
  // Derived from the server secret: the same ids on the main thread (redeliveries) and on the row threads.
  const ids = new ImportPatientIds(config.jwtSecret);
  const { validator, pool } = config.roles.includes('import-worker')
    ? rowValidator(commands, logger, settings, { secret: config.jwtSecret, ids })
    : { validator: null, pool: null };
  const upload: BatchUploadDeps | null = config.roles.includes('api')
    ? {
        queue,
        keys,
        maxFileBytes: config.batchMaxFileBytes,
        publishChunkRows: settings.publishChunkRows,
        maxRowBytes: settings.maxRowBytes,
        uploadDir: preparedUploadDir(join(config.dataDir, 'uploads'), settings.staleUploadMs),
        // The row threads are idle while a file uploads (its rows import once it is accepted).
        sealer: pool ?? undefined,
      }
    : null;
  const worker = validator
    ? new ImportWorker({
        handler: commands.handler,
        events: commands.events,
        queue,
        keys,
        validator,
        ids,
        clock: commands.clock,
        logger,
        settings,
        onRowsImported: hooks.onRowsImported,
      })
    : null;
  return {
    upload,
    worker,
    screen: pool,
    async close() {
      await worker?.stop();
      await validator?.close();
      await queue.close();
    },
  };
}

/**
 * Threads only know the default detector; any other (tests inject their own) validates inline. Either way the
 * validator prepares each row's outcome, with the patient ids the secret derives (a thread derives its own).
 * The pool, when there is one, also seals uploads and screens the writes' free text.
 */
function rowValidator(
  commands: CommandDeps,
  logger: Logger,
  settings: ImportSettings,
  patientIds: { secret: string; ids: ImportPatientIds },
): { validator: RowValidator; pool: RowValidationPool | null } {
  const { detector, patientPolicy } = commands;
  if (settings.validationThreads > 0 && detector === defaultDetector) {
    const pool = new RowValidationPool(settings.validationThreads, patientPolicy, logger, patientIds.secret);
    return { validator: pool, pool };
  }
  return { validator: inlineRowValidator({ detector, patientPolicy, ids: patientIds.ids }), pool: null };
}

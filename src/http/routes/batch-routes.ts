import { assertDeidentified } from '../../commands/deidentification/check';
import type { Middleware } from 'koa';
import { completeBatch } from '../../commands/batch/complete-batch';
import type { ReadModelStore } from '../../projections/read-model-store';
import { getBatch } from '../../queries/batch-queries';
import { isFullyProcessed } from '../../import/completion-reactor';
import type { ImportQueue } from '../../import/import-queue';
import { acceptUpload, type UploadDeps } from '../../import/upload/accept-upload';
import { isCsvPart, multipartCsvFile, uploadedFileOf } from '../../import/upload/multipart-file';
import { AppError } from '../../shared/app-error';
import type { Logger } from '../../shared/logger';
import type { CommandDeps } from '../../commands/command-deps';
import type { ProjectionWaiter } from '../app-deps';
import { sendSuccess } from '../envelope';
import type { BatchUploads } from './batch-uploads';
import { originOf, param } from './handler-helpers';

export interface BatchRouteDeps {
  commands: CommandDeps;
  queue: ImportQueue;
  readStore: ReadModelStore;
  projection: ProjectionWaiter;
  logger: Logger;
  maxFileBytes: number;
  readYourWritesTimeoutMs: number;
  publishChunkRows: number;
  maxRowBytes: number;
}

/** POST /patients/batch and GET /patients/batch/:batch_id. */
export function batchRoutes(deps: BatchRouteDeps): BatchUploads {
  const upload: UploadDeps = {
    eventStore: deps.commands.eventStore,
    queue: deps.queue,
    clock: deps.commands.clock,
    logger: deps.logger,
    publishChunkRows: deps.publishChunkRows,
    maxRowBytes: deps.maxRowBytes,
  };
  const accept: Middleware = async (ctx) => {
    const file = uploadedFileOf(ctx);
    if (!isCsvPart(file)) {
      throw new AppError(400, 'BAD_REQUEST', 'The file part must be CSV (Content-Type text/csv)', {
        field: 'file',
        expected_content_type: 'text/csv',
        received_content_type: file.mimetype,
      });
    }
    // The file name is stored in the log and shown back: it may not identify anyone either.
    // Separators become spaces (same length, so positions still point into the name).
    assertDeidentified(deps.commands.detector, [{ field: 'file_name', text: file.fileName.replace(/[_\-.+]/g, ' ') }]);
    const batch = await acceptUpload(upload, originOf(ctx), file);
    // Read-your-writes: a status request right after the 202 finds the batch.
    await deps.projection.waitFor(batch.position, deps.readYourWritesTimeoutMs);
    ctx.set('Location', `${ctx.path}/${batch.batchId}`);
    sendSuccess(
      ctx,
      202,
      { batch_id: batch.batchId, file_name: batch.fileName, total_records: batch.totalRecords, processing: true, created_at: batch.acceptedAt },
      { message: 'Batch accepted; processing started' },
    );
  };
  const status: Middleware = async (ctx) => {
    const batchId = param(ctx, 'batch_id');
    const view = await deps.readStore.getBatch(batchId);
    // Repair: if the process died between projecting the last row and completing the batch, complete it now.
    if (view && isFullyProcessed(view)) {
      const position = await completeBatch(deps.commands.eventStore, deps.commands.clock, batchId, view);
      if (position !== null) await deps.projection.waitFor(position, deps.readYourWritesTimeoutMs);
    }
    sendSuccess(ctx, 200, await getBatch(deps.readStore, batchId));
  };
  return { upload: [multipartCsvFile(deps.maxFileBytes), accept], status };
}

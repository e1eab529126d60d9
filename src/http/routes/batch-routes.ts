import type { Middleware } from 'koa';
import { assertDeidentified } from '../../commands/deidentification/check';
import { type BatchUploadDeps, acceptUpload } from '../../import/upload/accept-upload';
import { isCsvPart, multipartCsvFile, uploadedFileOf } from '../../import/upload/multipart-file';
import { getBatch } from '../../queries/batch-queries';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { actorOf } from '../middleware/authentication';
import { awaitProjection, originOf, param } from './handler-helpers';

export interface BatchHandlers {
  /** Multipart parsing, then the upload itself. */
  upload: Middleware[];
  status: Middleware;
}

/** POST /patients/batch and GET /patients/batch/:batch_id. */
export function batchHandlers(deps: AppDeps, upload: BatchUploadDeps): BatchHandlers {
  const { handler, detector, clock } = deps.commands;
  const uploadDeps = { ...upload, handler, clock, logger: deps.logger };
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
    assertDeidentified(detector, [{ field: 'file_name', text: file.fileName.replace(/[_\-.+]/g, ' ') }]);
    const batch = await acceptUpload(uploadDeps, originOf(ctx), file);
    // Read-your-writes: a status request right after the 202 finds the batch.
    await awaitProjection(deps, ctx, batch.position);
    ctx.set('Location', `${ctx.path}/${batch.batchId}`);
    sendSuccess(
      ctx,
      202,
      {
        batch_id: batch.batchId,
        file_name: batch.fileName,
        total_records: batch.totalRecords,
        processing: true,
        created_at: batch.acceptedAt,
      },
      { message: 'Batch accepted; processing started' },
    );
  };
  const status: Middleware = async (ctx) => {
    sendSuccess(ctx, 200, await getBatch(deps.readStore, param(ctx, 'batch_id'), actorOf(ctx)));
  };
  return { upload: [multipartCsvFile(upload.maxFileBytes), accept], status };
}

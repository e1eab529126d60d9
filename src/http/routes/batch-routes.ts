import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { assertDeidentified } from '../../deidentification/check';
import { type BatchUploadDeps, acceptUpload } from '../../import/upload/accept-upload';
import { isCsvPart, multipartCsvFile, uploadedFileOf } from '../../import/upload/multipart-file';
import { RecentUploads } from '../../import/upload/recent-uploads';
import type { QueryInput } from '../../queries/list-params';
import { batchStatusJson } from '../../queries/batch-queries';
import { AppError, validationError } from '../../shared/app-error';
import type { AppDeps } from '../app-deps';
import { sendSuccess, sendSuccessJsonPieces } from '../envelope';
import { durablePieces } from '../middleware/durable-answers';
import { idempotency } from '../middleware/idempotency';
import { loggedUploadAnswers } from './logged-answers';
import { actorOf } from '../middleware/authentication';
import { awaitProjection, originOf, param } from './handler-helpers';

export interface BatchHandlers {
  /** Multipart parsing, then the upload itself. */
  upload: Middleware[];
  status: Middleware;
}

/** `?allow_duplicate=true` imports a file again within 24 hours; only `true` and `false` are accepted. */
function allowDuplicateOf(query: QueryInput): boolean {
  const value = query.allow_duplicate;
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw validationError([{ field: 'allow_duplicate', message: 'Must be true or false' }], 'Invalid query parameters');
}

/** POST /patients/batch and GET /patients/batch/:batch_id. */
export function batchHandlers(deps: AppDeps, upload: BatchUploadDeps): BatchHandlers {
  const { handler, detector, clock } = deps.commands;
  const uploadDeps = { ...upload, handler, clock, logger: deps.logger };
  const recent = new RecentUploads(deps.replay);
  /** The request an Idempotency-Key stands for: method, path, the file's name and its bytes' digest. */
  const fingerprint = (ctx: Context): string => {
    const file = uploadedFileOf(ctx);
    return createHash('sha256').update(`${ctx.method} ${ctx.path}\n${file.fileName}\n${file.digest}`).digest('hex');
  };
  const accept: Middleware = async (ctx) => {
    const allowDuplicate = allowDuplicateOf(ctx.query as QueryInput);
    const file = uploadedFileOf(ctx);
    if (!isCsvPart(file)) {
      throw new AppError(400, 'BAD_REQUEST', 'The file part must be CSV (Content-Type text/csv)', {
        field: 'file',
        expected_content_type: 'text/csv',
        received_content_type: file.mimetype,
      });
    }
    // The file name is stored in the log and shown back: it may not identify anyone either.
    // Checked as written ("123-45-6789.csv") and with separators as spaces ("maria_gonzalez.csv"):
    // same length, so positions still point into the name.
    assertDeidentified(detector, [
      { field: 'file_name', text: file.fileName },
      { field: 'file_name', text: file.fileName.replace(/[_\-.+]/g, ' ') },
    ]);
    const origin = originOf(ctx);
    if (!allowDuplicate) await recent.assertNotDuplicate(origin.actor.organizationId, file.digest);
    const batch = await acceptUpload(uploadDeps, origin, file);
    await recent.remember(origin.actor.organizationId, file.digest, {
      batch_id: batch.batchId,
      accepted_at: batch.acceptedAt,
    });
    // Read-your-writes: a status request right after the 202 finds the batch.
    await awaitProjection(deps, ctx, batch.position);
    ctx.set('Location', `${deps.config.environment.publicBaseUrl}/patients/batch/${batch.batchId}`);
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
    const pieces = await batchStatusJson(deps.readStore, param(ctx, 'batch_id'), actorOf(ctx));
    await sendSuccessJsonPieces(ctx, 200, durablePieces(pieces, deps.durable));
  };
  const receive = multipartCsvFile(upload.maxFileBytes, upload.uploadDir);
  const keyed = idempotency(deps.replay, fingerprint, loggedUploadAnswers(deps), deps.logger);
  return { upload: [receive, keyed, accept], status };
}

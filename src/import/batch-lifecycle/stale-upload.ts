import { onBehalfOfUploader } from '../../commands/batch/batch-commands';
import type { CommandHandler } from '../../commands/command-handler';
import type { Logger } from '../../shared/logger';

/**
 * An upload still streaming after `staleUploadMs` lost its API process (its
 * client never got a 202): abort it on the uploader's behalf, so its queued
 * rows are dropped rather than waited for forever. A concurrent abort or a
 * late acceptance wins harmlessly: the batch decider aborts only an upload
 * that is still in progress.
 */
export async function abortStaleUpload(
  handler: CommandHandler,
  logger: Logger,
  batchId: string,
  uploadingForMs: number,
  now: Date,
): Promise<void> {
  const position = await onBehalfOfUploader(handler, { type: 'AbortUpload', batchId, reason: 'upload_abandoned', now });
  if (position !== null)
    logger.warn({ batch_id: batchId, uploading_for_ms: uploadingForMs }, 'aborted an upload that never finished');
}

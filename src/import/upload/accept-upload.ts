import { uploadCommand } from '../../commands/batch/batch-commands';
import { BatchPhaseError } from '../../commands/batch/batch-decider';
import { headerColumns, headerProblems } from '../../commands/batch/csv-columns';
import type { CommandHandler } from '../../commands/command-handler';
import { appended } from '../../commands/command-request';
import type { CommandOrigin } from '../../commands/command-origin';
import type { Position } from '../../events/event-store';
import { AppError, validationError } from '../../shared/app-error';
import { newId } from '../../shared/ids';
import type { Logger } from '../../shared/logger';
import type { Clock } from '../../shared/time';
import type { BatchKeyStore } from '../batch-keys/batch-key-store';
import type { ImportQueue } from '../import-queue';
import { CsvFileError, csvRecords } from './csv-records';
import type { UploadedFile } from './multipart-file';
import { type RowSealer, inlineRowSealer } from './row-sealing';

/** What an API process needs to accept uploads: the queue rows are streamed onto, and the limits. */
export interface BatchUploadDeps {
  queue: ImportQueue;
  /** Each batch's rows are sealed under a key of its own, destroyed once the batch is over. */
  keys: BatchKeyStore;
  maxFileBytes: number;
  /** Rows per queue publish (one transaction each). */
  publishChunkRows: number;
  /** A record longer than this is a broken file (an unbalanced quote swallowing the rest). */
  maxRowBytes: number;
  /** The private directory (0700) uploads are received in, encrypted; the system's temporary one if absent. */
  uploadDir?: string;
  /** Where rows are sealed (the import's row threads when this process has them); on this thread without. */
  sealer?: RowSealer;
}

export interface UploadDeps extends BatchUploadDeps {
  handler: CommandHandler;
  clock: Clock;
  logger: Logger;
}

export interface AcceptedBatch {
  batchId: string;
  fileName: string;
  totalRecords: number;
  acceptedAt: string;
  /** Log position of BatchAccepted, for read-your-writes. */
  position: Position;
}

/**
 * Tells the queue the batch's rows may be imported now. The batch is accepted whatever happens here: should
 * the hint fail, the rows import when the consumer's defer runs out.
 */
function wakeImport(queue: ImportQueue, batchId: string, logger: Logger): void {
  try {
    queue.ready?.(batchId);
  } catch (error) {
    logger.warn({ err: error, batch_id: batchId }, 'could not wake the import of an accepted batch');
  }
}

/**
 * The first read of an upload, on the thread that serves requests: only its header is needed here (the
 * sealer reads the data rows), and the parser parses a whole read before handing on its first record. A
 * full read of 256 KiB, about 2,000 rows, held the event loop for 9-16 ms (35 ms the first time); a longer
 * header simply takes more reads.
 */
const HEADER_READ_BYTES = 16 * 1024;

function fileProblem(error: unknown): AppError | null {
  if (error instanceof CsvFileError) {
    return new AppError(400, 'BAD_REQUEST', error.message, { field: 'file', reason: error.reason });
  }
  return null;
}

/**
 * Streams an uploaded CSV onto the import queue:
 * 1. check the header (nothing is written for a bad header or a file without data rows);
 * 2. BatchUploadStarted, then the rows in chunks, up to ROWS_PER_MESSAGE rows per message;
 * 3. BatchAccepted with the row count: only now may workers import the rows.
 * A file that turns out bad after rows were queued gets BatchUploadAborted,
 * and the workers drop its rows.
 */
export async function acceptUpload(
  deps: UploadDeps,
  origin: CommandOrigin,
  file: Omit<UploadedFile, 'digest' | 'encryption'> & Partial<Pick<UploadedFile, 'encryption'>>,
): Promise<AcceptedBatch> {
  const encryption = file.encryption ?? null;
  const records = csvRecords(file.path, deps.maxRowBytes, HEADER_READ_BYTES, encryption);
  let header: string[] | undefined;
  try {
    header = (await records.next()).value ?? undefined;
  } catch (error) {
    throw fileProblem(error) ?? error;
  }
  if (!header)
    throw validationError([{ field: 'file', message: 'The file is empty; expected a header row and data rows' }]);
  const problems = headerProblems(header);
  if (problems.length > 0) {
    await records.return(undefined);
    throw validationError(problems, 'The CSV header is not valid');
  }
  // The data rows are read again by the sealer (on a row thread when the process has them).
  await records.return(undefined);
  const columns = headerColumns(header);
  const batchId = newId('batch');
  // Only the acceptance answers the request: a key on the start or the abort would mark a failed upload as done.
  const { idempotency: _key, ...unkeyed } = origin;
  const key = await deps.keys.create(batchId);
  let started = false;
  // The batch stream starts with the first rows queued, so an upload that fails before has left nothing behind.
  const publish = async (values: string[]): Promise<void> => {
    if (!started) {
      await uploadCommand(deps.handler, unkeyed, {
        type: 'StartUpload',
        batchId,
        fileName: file.fileName,
        now: deps.clock.now(),
      });
      started = true;
    }
    await deps.queue.publish(values.map((value) => ({ key: batchId, value })));
  };
  const sealer = deps.sealer ?? inlineRowSealer;
  // On memory of its own: a Buffer may be a slice of a shared pool, which a thread message would copy whole.
  const sealKey = new Uint8Array(key);
  const chunks = sealer.sealFile({
    batchId,
    key: sealKey,
    columns,
    path: file.path,
    encryption,
    maxRowBytes: deps.maxRowBytes,
    chunkRows: deps.publishChunkRows,
  });
  let total = 0;
  try {
    // Published in file order, each after the one before; the sealer reads ahead while this thread publishes.
    for await (const chunk of chunks) {
      total += chunk.records;
      await publish(chunk.values);
    }
    if (total === 0) throw validationError([{ field: 'file', message: 'The file has a header but no data rows' }]);
    const now = deps.clock.now();
    const accepted = appended(
      await uploadCommand(deps.handler, origin, {
        type: 'AcceptBatch',
        batchId,
        fileName: file.fileName,
        totalRecords: total,
        now,
      }),
    );
    wakeImport(deps.queue, batchId, deps.logger);
    return {
      batchId,
      fileName: file.fileName,
      totalRecords: total,
      acceptedAt: now.toISOString(),
      position: accepted.position,
    };
  } catch (error) {
    if (started) await abortUpload(deps, unkeyed, batchId, error);
    // Whatever was queued of a failed upload is dropped unread: its key goes now.
    await forgetKey(deps, batchId);
    // The reaper aborted the upload while it was still streaming.
    if (error instanceof BatchPhaseError) {
      throw new AppError(409, 'CONFLICT', 'The upload took too long and was abandoned; upload the file again', {
        batch_id: batchId,
      });
    }
    throw fileProblem(error) ?? error;
  }
}

async function forgetKey(deps: UploadDeps, batchId: string): Promise<void> {
  try {
    await deps.keys.destroy(batchId);
  } catch (error) {
    deps.logger.warn({ err: error, batch_id: batchId }, 'could not destroy the key of a failed upload');
  }
}

async function abortUpload(deps: UploadDeps, origin: CommandOrigin, batchId: string, cause: unknown): Promise<void> {
  // A fixed reason code: the log must never hold text from the file.
  const reason =
    cause instanceof CsvFileError
      ? `invalid_file:${cause.reason}`
      : cause instanceof AppError
        ? 'invalid_file'
        : 'upload_failed';
  try {
    await uploadCommand(deps.handler, origin, { type: 'AbortUpload', batchId, reason, now: deps.clock.now() });
  } catch (error) {
    // The reaper aborts the batch later; its rows wait unprocessed until then.
    deps.logger.warn({ err: error, batch_id: batchId }, 'could not abort a failed upload');
  }
}

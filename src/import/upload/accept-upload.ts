import { type BatchCommand, type BatchState, decideBatch } from '../../commands/batch/batch-decider';
import { type CsvColumn, headerColumns, headerProblems } from '../../commands/batch/csv-columns';
import type { CsvCells } from '../../commands/batch/csv-row';
import { type CommandOrigin, eventMetadata } from '../../commands/command-deps';
import { type EventStore, type ExpectedRevision, type Position, WrongExpectedRevisionError } from '../../events/event-store';
import { batchStream } from '../../events/streams';
import { AppError, validationError } from '../../shared/app-error';
import { newEventId, newId } from '../../shared/ids';
import type { Logger } from '../../shared/logger';
import type { Clock } from '../../shared/time';
import type { ImportQueue, QueueMessage } from '../import-queue';
import { encodeRow } from '../row-message';
import { CsvFileError, csvRecords } from './csv-records';
import type { UploadedFile } from './multipart-file';

export interface UploadDeps {
  eventStore: EventStore;
  queue: ImportQueue;
  clock: Clock;
  logger: Logger;
  /** Rows per queue publish (one transaction each). */
  publishChunkRows: number;
  /** A record longer than this is a broken file (an unbalanced quote swallowing the rest). */
  maxRowBytes: number;
}

export interface AcceptedBatch {
  batchId: string;
  fileName: string;
  totalRecords: number;
  acceptedAt: string;
  /** Log position of BatchAccepted, for read-your-writes. */
  position: Position;
}

function cellsOf(columns: CsvColumn[], record: string[]): CsvCells {
  const cells: CsvCells = {};
  columns.forEach((column, index) => {
    const value = record[index];
    if (value !== undefined && value !== '') cells[column] = value;
  });
  return cells;
}

function fileProblem(error: unknown): AppError | null {
  if (error instanceof CsvFileError) {
    return new AppError(400, 'BAD_REQUEST', error.message, { field: 'file', reason: error.reason });
  }
  return null;
}

/** One batch stream write: decide from the state we hold and append at the revision we know. */
async function writeBatch(
  deps: UploadDeps,
  origin: CommandOrigin,
  command: BatchCommand,
  state: BatchState,
  expected: ExpectedRevision,
): Promise<{ revision: number; position: Position; at: string }> {
  const now = command.now;
  const events = decideBatch(command, state);
  const metadata = eventMetadata(origin, now);
  const result = await deps.eventStore.append(
    batchStream(command.batchId),
    events.map((event) => ({ id: newEventId(), event, metadata })),
    expected,
  );
  return { revision: result.nextExpectedRevision, position: result.position, at: now.toISOString() };
}

/**
 * Streams an uploaded CSV onto the import queue:
 * 1. check the header (nothing is written for a bad header or a file without data rows);
 * 2. BatchUploadStarted, then the rows in chunks, one message per row;
 * 3. BatchAccepted with the row count: only now may workers import the rows.
 * A file that turns out bad after rows were queued gets BatchUploadAborted,
 * and the workers drop its rows.
 */
export async function acceptUpload(deps: UploadDeps, origin: CommandOrigin, file: UploadedFile): Promise<AcceptedBatch> {
  const records = csvRecords(file.path, deps.maxRowBytes);
  let header: string[] | undefined;
  try {
    header = (await records.next()).value ?? undefined;
  } catch (error) {
    throw fileProblem(error) ?? error;
  }
  if (!header) throw validationError([{ field: 'file', message: 'The file is empty; expected a header row and data rows' }]);
  const problems = headerProblems(header);
  if (problems.length > 0) {
    await records.return(undefined);
    throw validationError(problems, 'The CSV header is not valid');
  }
  const columns = headerColumns(header);
  const batchId = newId('batch');
  let startedRevision: number | null = null;
  const start = async (): Promise<number> => {
    const started = await writeBatch(deps, origin, { type: 'StartUpload', batchId, fileName: file.fileName, now: deps.clock.now() }, { status: 'absent' }, 'no_stream');
    return started.revision;
  };
  let total = 0;
  let chunk: QueueMessage[] = [];
  try {
    for await (const record of records) {
      total += 1;
      const mismatch = record.length === columns.length ? undefined : { expected: columns.length, actual: record.length };
      chunk.push(encodeRow({ batchId, rowNumber: total, cells: mismatch ? {} : cellsOf(columns, record), mismatch }));
      if (chunk.length >= deps.publishChunkRows) {
        startedRevision ??= await start();
        await deps.queue.publish(chunk);
        chunk = [];
      }
    }
    if (total === 0) throw validationError([{ field: 'file', message: 'The file has a header but no data rows' }]);
    startedRevision ??= await start();
    await deps.queue.publish(chunk);
    const uploading: BatchState = { status: 'uploading', batchId, startedAt: '', origin: eventMetadata(origin, deps.clock.now()) };
    const accepted = await writeBatch(
      deps,
      origin,
      { type: 'AcceptBatch', batchId, fileName: file.fileName, totalRecords: total, now: deps.clock.now() },
      uploading,
      startedRevision,
    );
    return { batchId, fileName: file.fileName, totalRecords: total, acceptedAt: accepted.at, position: accepted.position };
  } catch (error) {
    if (startedRevision !== null) await abortUpload(deps, origin, batchId, startedRevision, error);
    if (error instanceof WrongExpectedRevisionError) {
      throw new AppError(409, 'CONFLICT', 'The upload took too long and was abandoned; upload the file again', { batch_id: batchId });
    }
    throw fileProblem(error) ?? error;
  }
}

async function abortUpload(deps: UploadDeps, origin: CommandOrigin, batchId: string, revision: number, cause: unknown): Promise<void> {
  // A fixed reason code: the log must never hold text from the file.
  const reason = cause instanceof CsvFileError ? `invalid_file:${cause.reason}` : cause instanceof AppError ? 'invalid_file' : 'upload_failed';
  try {
    await writeBatch(
      deps,
      origin,
      { type: 'AbortUpload', batchId, reason, now: deps.clock.now() },
      { status: 'uploading', batchId, startedAt: '', origin: eventMetadata(origin, deps.clock.now()) },
      revision,
    );
  } catch (error) {
    // The reaper aborts the batch later; its rows wait unprocessed until then.
    deps.logger.warn({ err: error, batch_id: batchId }, 'could not abort a failed upload');
  }
}

import type { Position } from '../../events/event-store';
import type { DatasetFormat } from '../datasets/dataset-files';
import type { WrittenFile, WrittenTable } from '../datasets/export-files';
import type { VisitTail } from '../datasets/text-table-files';
import type { TableName } from '../datasets/dataset-tables';
import type { ExportPhaseTiming } from '../datasets/export-phases';

/** What a live export thread is started with (its workerData). */
export interface LiveExportRequest {
  file: string;
  projection: string;
  position: Position;
  dir: string;
  format: DatasetFormat;
  /** One Int32 the caller sets to 1 to stop the build between steps. */
  stop: SharedArrayBuffer;
  /** Date.now() as the caller started the thread: how long the thread took to load is timed from it. */
  startedAt: number;
  /** Tables of at least this many rows in all are written on two threads (see planSecondThread). */
  secondThreadMinRows: number;
  /** Each build thread's old generation at most, in MB (see EXPORT_OLD_GENERATION_MB). */
  oldGenerationMb: number;
}

/** What the thread posts back: progress and each phase's timing while it writes, then one outcome. */
export type LiveExportReply =
  | { kind: 'progress'; table: TableName }
  | { kind: 'phase'; timing: ExportPhaseTiming }
  | { kind: 'done'; tables: WrittenTable[] | null }
  | { kind: 'stopped' }
  | { kind: 'failed'; message: string };

/** What a build's second thread does: the visits from an id on (CSV, NDJSON), or the patients file (Parquet). */
export type SecondThreadJob = { kind: 'visit-tail'; from: string } | { kind: 'patients' };

/** What a build's second thread is started with: its build's request and its job. */
export interface SecondThreadRequest extends LiveExportRequest {
  job: SecondThreadJob;
}

/** A Parquet table whose rows the export thread reads and whose file the second thread encodes. */
export type EncodedTable = 'visits' | 'medications';

/** What the export thread asks of the second thread's Parquet encoders (a build of Parquet files). */
export type EncoderRequest =
  | { kind: 'encode-open'; table: EncodedTable; path: string }
  /** One record batch as Arrow IPC stream bytes. */
  | { kind: 'encode-batch'; table: EncodedTable; ipc: Uint8Array }
  | { kind: 'encode-end'; table: EncodedTable; rows: number }
  | { kind: 'encode-abort'; table: EncodedTable };

/** The encoders' answers: a batch taken into the encoder, a file ended, or an encoder failed. */
export type EncoderReply =
  | { kind: 'encode-taken'; table: EncodedTable }
  | { kind: 'encode-file'; table: EncodedTable; file: WrittenFile }
  | { kind: 'encode-failed'; table: EncodedTable; message: string };

/**
 * The visits' stored views the second thread steps for the export thread's
 * Parquet pass: pages of them as one JSON array's UTF-8 bytes (moved, not
 * copied), then null at the end. The export thread answers each page it
 * takes, so that only a few pages are ever on their way.
 */
export type VisitPage = { kind: 'visit-page'; bytes: Uint8Array | null };
export type VisitPageTaken = { kind: 'visit-page-taken' };

/** What the second thread posts back: its phases, then its files, or that its own snapshot showed other views. */
export type SecondThreadReply =
  | EncoderReply
  | VisitPage
  | { kind: 'phase'; timing: ExportPhaseTiming }
  | { kind: 'visit-tail'; tail: VisitTail }
  | { kind: 'patients'; file: WrittenFile }
  | { kind: 'no-snapshot' }
  | { kind: 'stopped' }
  | { kind: 'failed'; message: string };

import type { Position } from '../../events/event-store';
import type { DatasetFormat } from '../datasets/dataset-files';
import type { WrittenTable } from '../datasets/export-files';
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
}

/** What the thread posts back: progress and each phase's timing while it writes, then one outcome. */
export type LiveExportReply =
  | { kind: 'progress'; table: TableName }
  | { kind: 'phase'; timing: ExportPhaseTiming }
  | { kind: 'done'; tables: WrittenTable[] | null }
  | { kind: 'stopped' }
  | { kind: 'failed'; message: string };

import type { Position } from '../../events/event-store';
import type { DatasetFormat } from './dataset-files';
import type { TableWriteControl, ViewSource, WrittenTable } from './export-files';

/**
 * The live read model seen in one read transaction: the views, their
 * projection checkpoint and the log, all of one moment. Held open while a
 * build writes its files from it, then closed.
 */
export interface LiveViewSnapshot extends ViewSource {
  close(): void;
}

/** Where an export build may read the tables of a position instead of replaying the log up to it. */
export interface LiveViews {
  /**
   * A snapshot whose patients and visits are exactly those the log gives at
   * `position`: the views' checkpoint is at or past it and no patient or visit
   * event lies between the two. Null otherwise (the build then replays).
   */
  snapshotAt(position: Position): LiveViewSnapshot | null;
  /**
   * The data set's table files at `position` written into `dir` from such a
   * snapshot (see writeDatasetTables), or null when there is none.
   */
  writeTablesAt(
    position: Position,
    dir: string,
    format: DatasetFormat,
    control: TableWriteControl,
  ): Promise<WrittenTable[] | null>;
}

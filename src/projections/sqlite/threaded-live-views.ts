import type { Position } from '../../events/event-store';
import { startSourceThread } from '../../shared/source-thread';
import type { DatasetFormat } from '../datasets/dataset-files';
import { BuildStopped, type TableWriteControl, type WrittenTable } from '../datasets/export-files';
import type { LiveViewSnapshot, LiveViews } from '../datasets/live-views';
import type { LiveExportReply, LiveExportRequest } from './live-export-messages';
import { EXPORT_OLD_GENERATION_MB } from './export-thread-limits';
import { SECOND_THREAD_MIN_ROWS } from './second-thread-plan';
import { SqliteLiveViews } from './sqlite-live-views';

/** How often the caller's stop condition (a cancel, a lost lease, a shutdown) is passed on to the thread. */
const STOP_CHECK_MS = 100;
/**
 * The thread's young generation (three semi-spaces' worth): a step's rows and
 * parsed views die young in 32 MB halves where 8 MB ones promoted them; 15 %
 * less CPU per NDJSON export for about 15 MB more peak RSS.
 */
const YOUNG_GENERATION_MB = 96;

/**
 * The embedded live views, with each export build's files written on a
 * worker thread of its own: reading, shaping, encoding and hashing every row
 * stays off the thread that answers requests, and the thread's memory
 * (Parquet's WebAssembly heap among it) goes back when the build ends.
 */
export class ThreadedLiveViews implements LiveViews {
  private readonly here: SqliteLiveViews;

  constructor(
    private readonly file: string,
    private readonly projection: string,
    /** Tables of at least this many rows are written on two threads; tests lower it to split small tables. */
    private readonly secondThreadMinRows = SECOND_THREAD_MIN_ROWS,
    /** Each build thread's old generation at most (MB); tests lower it to see a build fail on its limit. */
    private readonly oldGenerationMb = EXPORT_OLD_GENERATION_MB,
  ) {
    this.here = new SqliteLiveViews(file, projection);
  }

  snapshotAt(position: Position): LiveViewSnapshot | null {
    return this.here.snapshotAt(position);
  }

  async writeTablesAt(
    position: Position,
    dir: string,
    format: DatasetFormat,
    control: TableWriteControl,
  ): Promise<WrittenTable[] | null> {
    const stop = new SharedArrayBuffer(4);
    const request: LiveExportRequest = {
      ...{ file: this.file, projection: this.projection, position, dir, format, stop },
      startedAt: Date.now(),
      secondThreadMinRows: this.secondThreadMinRows,
      oldGenerationMb: this.oldGenerationMb,
    };
    const thread = startSourceThread(__filename, 'live-export-thread', request, {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      maxOldGenerationSizeMb: this.oldGenerationMb,
    });
    const flag = new Int32Array(stop);
    if (control.shouldStop()) Atomics.store(flag, 0, 1);
    const watch = setInterval(() => {
      if (control.shouldStop()) Atomics.store(flag, 0, 1);
    }, STOP_CHECK_MS);
    try {
      return await new Promise<WrittenTable[] | null>((resolve, reject) => {
        thread.on('message', (reply: LiveExportReply) => {
          if (reply.kind === 'progress') control.progress(reply.table);
          else if (reply.kind === 'phase') control.phase?.(reply.timing);
          else if (reply.kind === 'done') resolve(reply.tables);
          else if (reply.kind === 'stopped') reject(new BuildStopped());
          else reject(new Error(`export thread failed: ${reply.message}`));
        });
        thread.once('error', reject);
        thread.once('exit', (code) => reject(new Error(`export thread exited with code ${code}`)));
      });
    } finally {
      clearInterval(watch);
      await thread.terminate();
    }
  }
}

import type { EventStore, Position } from '../events/event-store';
import type { Logger } from '../shared/logger';
import type { LeaseTiming } from './lease/projector-lease';
import { Projector } from './projector';
import type { ProjectorLease } from './lease/projector-lease';
import type { ReadModelStore } from './read-model-store';
import { rebuildProgress } from './rebuild-progress';
import type { PhaseReport } from './rebuild-phases';

/** Events per run (one transaction) of a rebuild, as the live projector commits them. */
export const REBUILD_BATCH_SIZE = 1000;
/** Events per run into a bulk-mode store, which the rebuild owns: each run rewrites the index pages it touches. */
export const BULK_REBUILD_BATCH_SIZE = 100_000;

export interface RebuildOptions {
  name: string;
  logger: Logger;
  lease?: LeaseTiming & { lease: ProjectorLease };
  /** After each run: events applied so far, checkpoint. */
  onRun?: (applied: number, checkpoint: Position) => void;
  /** Events per run instead of the store's default (tests: many runs from a small log). */
  runSize?: number;
  /** Events per chunk a reading thread hands over (tests: runs of several chunks). */
  chunkSize?: number;
  /** After each phase of a blue-green rebuild (see PhaseClock); a rebuild in place reports none. */
  onPhase?: PhaseReport;
}

/**
 * Replays the whole log into the views; returns the number of events
 * applied. What `npm run projections:rebuild` does, and what the replay
 * benchmark measures. A store that can (the embedded one, beside its log)
 * builds new views beside the live ones and swaps them in at the end
 * (blue-green): queries answer from the old views until then, and a failed
 * rebuild leaves them as they were. Any other store drops every view and
 * its checkpoint and replays into them in place. Progress is reported to
 * `rebuildProgress` (the process's /metrics) as well as to `onRun`.
 */
export async function rebuildViews(
  events: EventStore,
  readStore: ReadModelStore,
  options: RebuildOptions,
): Promise<number> {
  const projector = new Projector(events, readStore, {
    name: options.name,
    batchSize: options.runSize ?? (readStore.bulkReplay ? BULK_REBUILD_BATCH_SIZE : REBUILD_BATCH_SIZE),
    idleMs: 100,
    logger: options.logger,
    lease: options.lease,
  });
  rebuildProgress.start(options.name, (await events.headPosition()) ?? 0);
  const onRun = (applied: number, checkpoint: Position): void => {
    rebuildProgress.update(options.name, applied, checkpoint);
    options.onRun?.(applied, checkpoint);
  };
  try {
    const beside = readStore.rebuildBeside?.(events, {
      name: options.name,
      runSize: options.runSize ?? BULK_REBUILD_BATCH_SIZE,
      chunkSize: options.chunkSize,
      beforeRun: () => projector.assertLease(),
      onRun,
      onPhase: options.onPhase,
    });
    if (beside) return await beside;
    await readStore.reset();
    const replay = () => projector.catchUp(onRun);
    return readStore.bulkReplay ? await readStore.bulkReplay(replay) : await replay();
  } finally {
    rebuildProgress.finish(options.name);
    await projector.stop(); // releases the lease, so a standby projector takes over at once
  }
}

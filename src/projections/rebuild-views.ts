import type { EventStore, Position } from '../events/event-store';
import { SqliteEventStore } from '../events/sqlite/sqlite-event-store';
import { UpcastingEventStore } from '../events/upcasting/upcasting-event-store';
import type { Logger } from '../shared/logger';
import type { LeaseTiming } from './lease/projector-lease';
import { Projector } from './projector';
import type { ProjectorLease } from './lease/projector-lease';
import type { ReadModelStore } from './read-model-store';
import { SqliteReadModelStore } from './sqlite/sqlite-read-model-store';

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
}

/**
 * Drops every view and its checkpoint and replays the whole log into them;
 * returns the number of events applied. What `npm run projections:rebuild`
 * does, and what the replay benchmark measures.
 */
export async function rebuildViews(
  events: EventStore,
  readStore: ReadModelStore,
  options: RebuildOptions,
): Promise<number> {
  await readStore.reset();
  const projector = new Projector(events, readStore, {
    name: options.name,
    batchSize: options.runSize ?? (readStore.bulkReplay ? BULK_REBUILD_BATCH_SIZE : REBUILD_BATCH_SIZE),
    idleMs: 100,
    logger: options.logger,
    lease: options.lease,
  });
  try {
    const replay = () =>
      replayOnReadingThread(events, readStore, projector, options) ?? projector.catchUp(options.onRun);
    return readStore.bulkReplay ? await readStore.bulkReplay(replay) : await replay();
  } finally {
    await projector.stop(); // releases the lease, so a standby projector takes over at once
  }
}

/**
 * The embedded profile's replay over two threads, when the log and the views
 * share one SQLite file: null otherwise (the projector's own runs then). The
 * thread upcasts what it reads, so it stands in only for an upcasting log.
 */
function replayOnReadingThread(
  events: EventStore,
  readStore: ReadModelStore,
  projector: Projector,
  options: RebuildOptions,
): Promise<number> | null {
  if (!(events instanceof UpcastingEventStore) || !(events.stored instanceof SqliteEventStore)) return null;
  if (!(readStore instanceof SqliteReadModelStore)) return null;
  return readStore.replayOnReadingThread(events.stored, {
    name: options.name,
    runSize: options.runSize ?? BULK_REBUILD_BATCH_SIZE,
    chunkSize: options.chunkSize,
    beforeRun: () => projector.assertLease(),
    onRun: options.onRun,
  });
}

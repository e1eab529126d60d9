/**
 * Entry point of a set-based rebuild's creation thread beside the writer:
 * builds the next patients' table, gathering what the fold phase needs from
 * each slice it reads, and the table's query indexes, then the visits of the
 * slices it takes from the back of the log, in a scratch file of its own (see
 * CreationsBeside), while the writer builds the visits from the front.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage } from '../../shared/error-message';
import { threadCpuMs } from '../../shared/thread-cpu';
import { PhaseClock, type RebuildPhase } from '../rebuild-phases';
import { BUILT, type CreationsBesideData, type CreationsBesideMessage, STOPPED } from './creations-beside-messages';
import { LOG_SCHEMA, openScratchViews, withSorterCache } from './sqlite-scratch-views';
import { createIndexSql, queryIndexesOn } from './sqlite-read-model-schema';
import {
  BATCH_REGISTRATION_COUNTS,
  type BatchRegistrations,
  type CreationSlices,
  EVENTS_UP_TO,
  FOLD_GATHERED_TABLE,
  GATHER_FOR_FOLD,
  VISITS_BESIDE_TABLE,
  insertCreations,
} from './sqlite-set-creations';
import { LIVE_TABLES } from './sqlite-table-names';
import { type PositionSlice, SliceClaims, allSlices } from './creation-slice-claims';

const { logFile, file, definition, head, positions, claims, progress } = workerData as CreationsBesideData;
const shared = new Int32Array(progress);
const post = (message: CreationsBesideMessage): void => parentPort?.postMessage(message);

/**
 * A smaller page cache than the visits' file: the patients are a tenth of the
 * creations, the visits beside have no index to keep, and both threads' caches
 * count in the rebuild's peak memory.
 */
const BESIDE_CACHE_KIB = 16 * 1024;

async function build(): Promise<void> {
  const phases: RebuildPhase[] = [];
  const clock = new PhaseClock((phase) => phases.push(phase), threadCpuMs);
  const { next } = openScratchViews(logFile, file, BESIDE_CACHE_KIB);
  try {
    next.exec(definition);
    next.exec(VISITS_BESIDE_TABLE);
    next.exec(FOLD_GATHERED_TABLE);
    let built = 0;
    const slices = (source: () => PositionSlice | null): CreationSlices => ({
      next: source,
      beforeSlice: async () => {
        if (Atomics.load(shared, STOPPED) === 1) throw new Error('the rebuild stopped');
      },
      afterSlice: (count) => Atomics.store(shared, BUILT, built + count),
      clock,
    });
    const inOrder = allSlices(head, positions);
    built = await insertCreations(
      next,
      LIVE_TABLES,
      slices(() => inOrder.next().value ?? null),
      'patients',
      { phase: 'fold phase gathered', sql: GATHER_FOR_FOLD },
    );
    clock.add('patient indexes', () =>
      withSorterCache(next, () => {
        for (const index of queryIndexesOn(LIVE_TABLES.patients)) next.exec(createIndexSql(index));
      }),
    );
    // Counted before it takes visit slices: counted last, they would hold the writer waiting for this thread.
    const registrations = clock.add('fold phase gathered', () =>
      next.prepare<[], BatchRegistrations>(BATCH_REGISTRATION_COUNTS).all(),
    );
    const eventsUpToHead = clock.add('events counted', () => next.prepare(EVENTS_UP_TO).pluck().get(head) as number);
    const fromBack = new SliceClaims(head, positions, claims);
    const visits = await insertCreations(
      next,
      LIVE_TABLES,
      slices(() => fromBack.fromBack()),
      'visits beside',
    );
    clock.flush();
    next.exec(`DETACH DATABASE ${LOG_SCHEMA}`);
    post({ kind: 'done', built: built + visits, visits, registrations, eventsUpToHead, phases });
  } finally {
    next.close();
  }
}

build().catch((error: unknown) =>
  post({ kind: 'failed', message: errorMessage(error), stack: error instanceof Error ? error.stack : undefined }),
);

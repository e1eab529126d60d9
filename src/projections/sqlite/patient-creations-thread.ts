/**
 * Entry point of a rebuild's patients' creation thread: builds the next
 * patients' table, set-based, and its query indexes in a scratch file of its
 * own (see PatientCreationsBeside), while the rebuild's writer builds the
 * visits on its own thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorMessage } from '../../shared/error-message';
import { threadCpuMs } from '../../shared/thread-cpu';
import { PhaseClock, type RebuildPhase } from '../rebuild-phases';
import { BUILT, type PatientCreationsData, type PatientCreationsMessage, STOPPED } from './patient-creations-messages';
import { LOG_SCHEMA, openScratchViews, withSorterCache } from './sqlite-scratch-views';
import { createIndexSql, queryIndexesOn } from './sqlite-read-model-schema';
import { insertCreations } from './sqlite-set-creations';
import { LIVE_TABLES } from './sqlite-table-names';

const { logFile, file, definition, head, positions, progress } = workerData as PatientCreationsData;
const shared = new Int32Array(progress);
const post = (message: PatientCreationsMessage): void => parentPort?.postMessage(message);

/**
 * A smaller page cache than the visits' file: the patients are a tenth of the
 * creations, and both threads' caches count in the rebuild's peak memory.
 */
const PATIENTS_CACHE_KIB = 16 * 1024;

async function build(): Promise<void> {
  const phases: RebuildPhase[] = [];
  const clock = new PhaseClock((phase) => phases.push(phase), threadCpuMs);
  const { next } = openScratchViews(logFile, file, PATIENTS_CACHE_KIB);
  try {
    next.exec(definition);
    const built = await insertCreations(
      next,
      LIVE_TABLES,
      head,
      {
        positions,
        beforeSlice: async () => {
          if (Atomics.load(shared, STOPPED) === 1) throw new Error('the rebuild stopped');
        },
        afterSlice: (count) => Atomics.store(shared, BUILT, count),
        clock,
      },
      'patients',
    );
    clock.time('patient indexes', () =>
      withSorterCache(next, () => {
        for (const index of queryIndexesOn(LIVE_TABLES.patients)) next.exec(createIndexSql(index));
      }),
    );
    next.exec(`DETACH DATABASE ${LOG_SCHEMA}`);
    post({ kind: 'done', built, phases });
  } finally {
    next.close();
  }
}

build().catch((error: unknown) =>
  post({ kind: 'failed', message: errorMessage(error), stack: error instanceof Error ? error.stack : undefined }),
);

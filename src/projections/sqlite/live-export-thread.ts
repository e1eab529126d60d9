import { parentPort, workerData } from 'node:worker_threads';
import { BuildStopped } from '../datasets/export-files';
import type { PhaseSink } from '../datasets/export-phases';
import { threadCpuMs } from '../../shared/thread-cpu';
import type { LiveExportReply, LiveExportRequest } from './live-export-messages';
import { planSecondThread } from './second-thread-plan';
import { SqliteLiveViews } from './sqlite-live-views';

/** Progress posted at most this often: the caller only renews a lease and saves a status from it. */
const PROGRESS_EVERY_MS = 200;

const request = workerData as LiveExportRequest;
const stop = new Int32Array(request.stop);
const post = (reply: LiveExportReply): void => parentPort?.postMessage(reply);
let postedAt = 0;
// Everything this thread ran so far was its start: node's bootstrap and loading these modules.
post({
  kind: 'phase',
  timing: { name: 'thread start', thread: 'export', wallMs: Date.now() - request.startedAt, cpuMs: threadCpuMs() },
});

const phase: PhaseSink = (timing) => post({ kind: 'phase', timing });
let second: { end: () => Promise<number> } | undefined;
new SqliteLiveViews(request.file, request.projection)
  .writeTablesAt(
    request.position,
    request.dir,
    request.format,
    {
      shouldStop: () => Atomics.load(stop, 0) !== 0,
      progress: (table) => {
        const now = Date.now();
        if (now - postedAt < PROGRESS_EVERY_MS) return;
        postedAt = now;
        post({ kind: 'progress', table });
      },
      phase,
      thread: 'export',
    },
    (snapshot) => {
      const started = planSecondThread(snapshot, request, request.secondThreadMinRows, phase);
      second = started;
      return started?.plan;
    },
  )
  .finally(() => second?.end())
  .then(
    (tables) => post({ kind: 'done', tables }),
    (error: unknown) =>
      post(
        error instanceof BuildStopped
          ? { kind: 'stopped' }
          : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
      ),
  );

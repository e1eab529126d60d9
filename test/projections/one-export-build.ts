import type { ExportStore } from '../../src/projections/datasets/export-store';
import type { ExportWorker } from '../../src/projections/datasets/export-worker';

/** Starts `worker`, waits until it has finished one build (or `build` failed, or 10 s passed) and stops it. */
export async function runOneBuild(worker: ExportWorker, store: ExportStore, build: string): Promise<void> {
  worker.start();
  for (let attempt = 0; attempt < 400 && worker.buildsDone === 0; attempt += 1) {
    if (store.build(build)?.phase === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await worker.stop();
}

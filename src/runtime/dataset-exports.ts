import { join } from 'node:path';
import type { AuditDeps } from '../audit/audit-deps';
import type { ServiceConfig } from '../config/config';
import type { EventReader } from '../events/event-store';
import type { DatasetExportDeps } from '../http/app-deps';
import { ExportStore } from '../projections/datasets/export-store';
import { ExportWorker } from '../projections/datasets/export-worker';
import type { Logger } from '../shared/logger';
import { ThreadedLiveViews } from '../projections/sqlite/threaded-live-views';
import { SQLITE_FILE } from '../storage/sqlite-client';

/**
 * Dataset exports: jobs and builds under DATA_DIR/exports, shared by the API
 * (which starts and answers them) and the export worker, which runs in a
 * process with the `import-worker` role and is started here.
 */
export function openDatasetExports(
  config: ServiceConfig,
  events: EventReader,
  audit: AuditDeps,
  logger: Logger,
  viewsProjection: string,
): { deps: DatasetExportDeps; worker: ExportWorker | null } {
  const store = new ExportStore(join(config.dataDir, 'exports'));
  const chain = { log: audit.log, checkpoints: audit.checkpoints, publicKey: audit.signer.publicKey };
  const embedded = config.eventStore === 'sqlite' && config.readStore === 'sqlite';
  const worker = config.roles.includes('import-worker')
    ? new ExportWorker(store, events, chain, logger, {
        expireAfterMs: config.datasets.exportExpiryMs,
        // Log and views in one file: a build at the views' position reads them instead of replaying.
        liveViews: embedded ? new ThreadedLiveViews(join(config.dataDir, SQLITE_FILE), viewsProjection) : undefined,
        startAfter: audit.notary?.firstRunDone,
      })
    : null;
  worker?.start();
  return { deps: { store, maxPerCaller: config.datasets.exportsPerCaller }, worker };
}

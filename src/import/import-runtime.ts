import { ImportPatientIds } from '../commands/batch/import-ids';
import type { CommandDeps } from '../commands/command-deps';
import type { ServiceConfig } from '../config/config';
import type { EventStore } from '../events/event-store';
import type { ProjectionWaiter } from '../http/app-deps';
import { batchRoutes } from '../http/routes/batch-routes';
import type { BatchUploads } from '../http/routes/batch-uploads';
import type { ReadModelStore, ViewChanges } from '../projections/read-model-store';
import type { Logger } from '../shared/logger';
import type { Clock } from '../shared/time';
import { batchCompletionReactor } from './completion-reactor';
import type { ImportQueue } from './import-queue';
import { type ImportSettings, loadImportSettings } from './import-settings';
import { ImportWorker } from './import-worker';
import { defaultDetector } from '../commands/deidentification';
import { type RowDecider, inlineRowDecider } from './decisions/row-decider';
import { ThreadedRowDecider } from './decisions/threaded-row-decider';

export interface ImportRuntime {
  /** The batch routes, for processes with the api role. */
  batches: BatchUploads | null;
  /** The queue consumer, for processes with the import-worker role; started by the caller. */
  worker: ImportWorker | null;
  close(): Promise<void>;
}

export interface ImportRuntimeDeps {
  commands: CommandDeps;
  readStore: ReadModelStore;
  projection: ProjectionWaiter;
  logger: Logger;
  settings?: ImportSettings;
}

/** Wires the batch upload routes and the import worker around an opened queue. */
export function openImportRuntime(config: ServiceConfig, queue: ImportQueue, deps: ImportRuntimeDeps): ImportRuntime {
  const settings = deps.settings ?? loadImportSettings();
  const batches = config.roles.includes('api')
    ? batchRoutes({
        commands: deps.commands,
        queue,
        readStore: deps.readStore,
        projection: deps.projection,
        logger: deps.logger,
        maxFileBytes: config.batchMaxFileBytes,
        readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        publishChunkRows: settings.publishChunkRows,
        maxRowBytes: settings.maxRowBytes,
      })
    : null;
  const decider = config.roles.includes('import-worker') ? rowDecider(deps, settings) : null;
  const worker = decider
    ? new ImportWorker({
        eventStore: deps.commands.eventStore,
        queue,
        decider,
        ids: new ImportPatientIds(config.jwtSecret),
        clock: deps.commands.clock,
        logger: deps.logger,
        settings,
      })
    : null;
  return {
    batches,
    worker,
    async close() {
      await worker?.stop();
      await decider?.close();
      await queue.close();
    },
  };
}

/** The thread only knows the default detector; any other (tests inject their own) decides inline. */
function rowDecider(deps: ImportRuntimeDeps, settings: ImportSettings): RowDecider {
  const { detector, patientPolicy } = deps.commands;
  if (settings.decisionThreads === 1 && detector === defaultDetector) return new ThreadedRowDecider(patientPolicy, deps.logger);
  return inlineRowDecider({ detector, patientPolicy });
}

/**
 * The projector's read store with the batch completion reactor run after each
 * commit. A reactor failure is logged and does not undo the commit: the batch
 * status request completes such a batch when it next looks at it.
 */
export function withBatchCompletion(readStore: ReadModelStore, eventStore: () => EventStore, clock: Clock, logger: Logger): ReadModelStore {
  const react = (changes: ViewChanges): Promise<void> => batchCompletionReactor(eventStore(), clock)(changes);
  const commit: ReadModelStore['commit'] = async (projection, changes, checkpoint) => {
    await readStore.commit(projection, changes, checkpoint);
    if (changes.batches.length === 0) return;
    await react(changes).catch((error: unknown) => logger.error({ err: error }, 'batch completion failed; the status endpoint will retry'));
  };
  return new Proxy(readStore, {
    get(target, property) {
      if (property === 'commit') return commit;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

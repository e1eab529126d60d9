import type { AuditDeps } from '../audit/audit-deps';
import { AuditNotary } from '../audit/notary';
import { MerkleTreeBuilder } from '../audit/merkle/tree-builder';
import { threadedLeafPagesFor } from '../audit/merkle/threaded-leaf-pages';
import { TreeNotary } from '../audit/merkle/tree-notary';
import { openAuditSigner, openAuditTree } from './audit-tree';
import { EventSecurityTrail } from '../audit/security-trail';
import { ActorPseudonyms } from '../auth/actor-pseudonyms';
import { FileUserStore } from '../auth/file-user-store';
import { FileApiKeyStore } from '../auth/api-keys';
import { FileOrganizationTiers } from '../auth/organization-tiers';
import type { AuthDeps } from '../auth/auth-service';
import type { IdentifierDetector } from '../deidentification/detector';
import { inlineScreen } from '../deidentification/check';
import type { CommandDeps } from '../commands/command-deps';
import { CommandHandler } from '../commands/command-handler';
import type { ServiceConfig } from '../config/config';
import type { EventStore } from '../events/event-store';
import type { AppDeps } from '../http/app-deps';
import { BatchCompletionReactor } from '../import/batch-lifecycle/completion-reactor';
import { type ImportRuntime, openImportRuntime } from './import-runtime';
import type { ImportWorker } from '../import/import-worker';
import { DEFAULT_LEASE_ACQUIRE_MS, DEFAULT_LEASE_RENEW_MS } from '../projections/lease/projector-lease';
import { MongoConnection } from '../projections/mongo/mongo-connection';
import { pollingWaiter } from '../projections/polling-waiter';
import type { ProjectionWaiter } from '../projections/projection-waiter';
import { stallAwareWaiter } from '../projections/stall-aware-waiter';
import { Projector } from '../projections/projector';
import type { ReadModelStore } from '../projections/read-model-store';
import type { Readiness } from '../observability/readiness';
import type { ServiceMetrics } from '../observability/service-metrics';
import type { Logger } from '../shared/logger';
import { openObservability } from './observability';
import { openDatasetExports } from './dataset-exports';
import type { ExportWorker } from '../projections/datasets/export-worker';
import { type Clock, systemClock } from '../shared/time';
import type { BatchKeyStore } from '../import/batch-keys/batch-key-store';
import {
  type LimitsBackends,
  SqlClients,
  openCheckpointStore,
  openImportQueue,
  openBatchKeyStore,
  openLimits,
  openProjectorLease,
  openStores,
} from './adapters';

export const VIEWS_PROJECTION = 'views';

export interface Runtime {
  config: ServiceConfig;
  readiness: Readiness;
  metrics: ServiceMetrics;
  eventStore: EventStore;
  readStore: ReadModelStore;
  projector: Projector | null;
  /** Started by the caller, like the projector. */
  importWorker: ImportWorker | null;
  /** Runs dataset export builds; null unless this process has the import-worker role. */
  datasetExportWorker: ExportWorker | null;
  /** Payload keys of the batches being imported (destroyed once a batch is over). */
  batchKeys: BatchKeyStore;
  waiter: ProjectionWaiter;
  limits: LimitsBackends;
  commands: CommandDeps;
  auth: AuthDeps;
  audit: AuditDeps;
  logger: Logger;
  appDeps(): AppDeps;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  detector: IdentifierDetector;
  clock?: Clock;
}

/** Wires the adapters the configuration names; every port is chosen on its own. */
export async function openRuntime(config: ServiceConfig, logger: Logger, options: RuntimeOptions): Promise<Runtime> {
  const sql = new SqlClients(config, logger, { serving: true });
  const clock = options.clock ?? systemClock;
  const mongo = new MongoConnection(config.mongodbUrl, { logger });
  const stores = await openStores(config, sql, mongo);
  const { events: eventStore, views: readStore } = stores;
  const batchKeys = await openBatchKeyStore(config, sql);
  // The one writer; it wakes this process's projector (when it has one) as soon as the log grows.
  let metrics: ServiceMetrics | null = null;
  const handler = new CommandHandler(eventStore, (events, lastPosition) => {
    projector?.notify(lastPosition);
    metrics?.eventsAppended.inc(events);
  });
  const runsProjector = config.roles.includes('projector');
  // Several projector processes may share a server read store: the lease keeps one of them applying.
  const lease = runsProjector ? await openProjectorLease(config, sql, mongo) : null;
  const leaseTiming = { renewEveryMs: DEFAULT_LEASE_RENEW_MS, acquireEveryMs: DEFAULT_LEASE_ACQUIRE_MS };
  const projector: Projector | null = lease
    ? new Projector(eventStore, readStore, {
        name: VIEWS_PROJECTION,
        batchSize: 250,
        // A server read store commits over the network: a catch-up goes faster in larger runs.
        maxBatchSize: config.readStore === 'sqlite' ? 250 : 4000,
        idleMs: 100,
        logger,
        lease: { lease, ...leaseTiming },
        reactors: [new BatchCompletionReactor({ handler, readStore, clock, keys: batchKeys })],
      })
    : null;
  if (projector) stores.projectInline?.(projector);
  const waiter: ProjectionWaiter = stallAwareWaiter(projector ?? pollingWaiter(readStore, VIEWS_PROJECTION));
  const limits = await openLimits(config, logger);
  const commands: CommandDeps = {
    handler,
    events: eventStore,
    detector: options.detector,
    screen: inlineScreen(options.detector),
    clock,
    patientPolicy: { topCodeAgeAt90: config.topCodeAgeAt90 },
  };
  const queue = await openImportQueue(config, sql, logger);
  const imports: ImportRuntime = openImportRuntime(config, queue, batchKeys, commands, logger, undefined, {
    onRowsImported: (rows) => metrics?.rowsImported(rows),
  });
  // The import's row threads, once they exist, also screen the writes' free text while they have no rows.
  if (imports.screen) commands.screen = imports.screen;
  const observed = openObservability({
    config,
    sql,
    mongo,
    limits,
    eventStore,
    readStore,
    queue,
    importWorker: imports.worker,
    projection: VIEWS_PROJECTION,
  });
  metrics = observed.metrics;
  const pseudonyms = new ActorPseudonyms(config.pseudonymSecret);
  const apiKeys = new FileApiKeyStore(config.apiKeysFile, undefined, config.apiKeyLifetime);
  const trail = new EventSecurityTrail(handler, pseudonyms, clock, logger, {
    failureWindowMs: config.loginFailureWindowMs,
  });
  const checkpoints = await openCheckpointStore(config, sql, mongo);
  const signer = openAuditSigner(config);
  // The notary runs beside the projector: one per deployment in practice, and harmless if more.
  const tree = await openAuditTree(config, sql, mongo, signer, logger);
  const treeNotary = new TreeNotary(
    new MerkleTreeBuilder(eventStore.stored, tree.store, threadedLeafPagesFor(eventStore.stored)),
    tree.store,
    signer,
    tree.origin,
    clock,
  );
  const notary = runsProjector
    ? new AuditNotary(
        eventStore.stored,
        checkpoints,
        signer,
        clock,
        logger,
        config.auditCheckpointIntervalMs,
        treeNotary,
      )
    : null;
  notary?.start();
  // Tamper evidence is checked on the events as stored, never as the upcasters present them.
  const audit: AuditDeps = { log: eventStore.stored, checkpoints, signer, notary, trail, tree };
  const datasetExports = openDatasetExports(config, eventStore, audit, logger, VIEWS_PROJECTION);
  const auth: AuthDeps = {
    users: new FileUserStore(config.usersFile),
    security: limits.security,
    clock,
    audit: trail,
    config: {
      jwtSecret: config.jwtSecret,
      jwtIssuer: 'menopause-deid-service',
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      maxFailedLogins: config.maxFailedLogins,
      maxFailedLoginsPerAccount: config.maxFailedLoginsPerAccount,
      lockoutSeconds: config.lockoutSeconds,
      loginSlowdownMs: config.loginSlowdownMs,
      loginSlowdownMaxMs: config.loginSlowdownMaxMs,
      trustedClientDays: config.trustedLoginDays,
      passwordLogN: config.passwordHashLogN,
      loginEndpoint: `${config.basePath}/auth/login`,
    },
  };
  return {
    config,
    readiness: observed.readiness,
    metrics: observed.metrics,
    eventStore,
    readStore,
    projector,
    importWorker: imports.worker,
    datasetExportWorker: datasetExports.worker,
    batchKeys,
    waiter,
    limits,
    commands,
    auth,
    audit,
    logger,
    appDeps(): AppDeps {
      return {
        config: {
          basePath: config.basePath,
          environment: config.environment,
          jsonLimitBytes: config.jsonLimitBytes,
          rateLimit: {
            perHour: config.rateLimitPerHour,
            burstPerMinute: config.rateLimitBurstPerMinute,
            enterpriseBurstPerMinute: config.enterpriseBurstPerMinute,
          },
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
          trustProxy: config.trustProxy,
          trustedProxyHops: config.trustedProxyHops,
          tlsMode: config.tls.mode,
          corsOrigins: config.corsOrigins,
          datasetSnapshotMaxEvents: config.datasets.snapshotMaxEvents,
        },
        datasetExports: datasetExports.deps,
        commands,
        readStore,
        patientAnswers: stores.answers,
        projection: waiter,
        auth,
        apiKeys,
        tiers: new FileOrganizationTiers(config.organizationsFile),
        rateLimitBackend: limits.rateLimit,
        replay: limits.replay,
        batchUpload: imports.upload,
        pseudonyms,
        audit,
        logger,
        readiness: observed.readiness,
        // Per-request counts only where /metrics can be read.
        metrics: config.metricsPort === undefined ? undefined : observed.metrics,
        durable: () => sql.durable(),
      };
    },
    async close() {
      // In this order (the worker commits its offsets, the projector releases its lease, then the
      // stores close); a step failing, say on a server that is down, does not skip the others.
      const steps: [string, () => Promise<unknown>][] = [
        ['audit notary', async () => notary?.stop()],
        ['dataset export worker', async () => datasetExports.worker?.stop()],
        ['security trail', () => trail.close()],
        ['import worker and queue', () => imports.close()],
        ['projector', async () => projector?.stop()],
        ['projector lease', async () => lease?.close()],
        ['limits store', () => limits.close()],
        ['read store', () => readStore.close()],
        ['event store', () => eventStore.close()],
        ['sql clients', () => sql.closeAll()],
        ['mongodb client', () => mongo.close()],
      ];
      for (const [name, step] of steps)
        await step().catch((error: unknown) => logger.warn({ err: error, step: name }, 'closing failed; going on'));
    },
  };
}

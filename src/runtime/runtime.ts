import type { AuditDeps } from '../audit/audit-deps';
import { CheckpointSigner } from '../audit/checkpoint';
import { AuditNotary } from '../audit/notary';
import { EventSecurityTrail } from '../audit/security-trail';
import { ActorPseudonyms } from '../auth/actor-pseudonyms';
import { FileUserStore } from '../auth/file-user-store';
import type { AuthDeps } from '../auth/auth-service';
import type { IdentifierDetector } from '../commands/deidentification/detector';
import type { CommandDeps } from '../commands/command-deps';
import { CommandHandler } from '../commands/command-handler';
import type { ServiceConfig } from '../config/config';
import type { EventStore } from '../events/event-store';
import type { AppDeps } from '../http/app-deps';
import { BatchCompletionReactor } from '../import/batch-lifecycle/completion-reactor';
import { type ImportRuntime, openImportRuntime } from '../import/import-runtime';
import type { ImportWorker } from '../import/import-worker';
import { DEFAULT_LEASE_ACQUIRE_MS, DEFAULT_LEASE_RENEW_MS } from '../projections/lease/projector-lease';
import { MongoConnection } from '../projections/mongo/mongo-connection';
import { pollingWaiter } from '../projections/polling-waiter';
import type { ProjectionWaiter } from '../projections/projection-waiter';
import { Projector } from '../projections/projector';
import type { ReadModelStore } from '../projections/read-model-store';
import type { Logger } from '../shared/logger';
import { type Clock, systemClock } from '../shared/time';
import {
  type LimitsBackends,
  SqlClients,
  openEventStore,
  openCheckpointStore,
  openImportQueue,
  openLimits,
  openProjectorLease,
  openReadStore,
} from './adapters';

export const VIEWS_PROJECTION = 'views';

export interface Runtime {
  config: ServiceConfig;
  eventStore: EventStore;
  readStore: ReadModelStore;
  projector: Projector | null;
  /** Started by the caller, like the projector. */
  importWorker: ImportWorker | null;
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
  const sql = new SqlClients(config);
  const clock = options.clock ?? systemClock;
  const eventStore = await openEventStore(config, sql);
  const mongo = new MongoConnection(config.mongodbUrl);
  const readStore = await openReadStore(config, sql, mongo);
  // The one writer; it wakes this process's projector (when it has one) as soon as the log grows.
  const handler = new CommandHandler(eventStore, () => projector?.notify());
  const runsProjector = config.roles.includes('projector');
  // Several projector processes may share a server read store: the lease keeps one of them applying.
  const lease = runsProjector ? await openProjectorLease(config, sql, mongo) : null;
  const leaseTiming = { renewEveryMs: DEFAULT_LEASE_RENEW_MS, acquireEveryMs: DEFAULT_LEASE_ACQUIRE_MS };
  const projector: Projector | null = lease
    ? new Projector(eventStore, readStore, {
        name: VIEWS_PROJECTION,
        batchSize: 250,
        idleMs: 100,
        logger,
        lease: { lease, ...leaseTiming },
        reactors: [new BatchCompletionReactor({ handler, readStore, clock })],
      })
    : null;
  const waiter: ProjectionWaiter = projector ?? pollingWaiter(readStore, VIEWS_PROJECTION);
  const limits = await openLimits(config);
  const commands: CommandDeps = {
    handler,
    events: eventStore,
    detector: options.detector,
    clock,
    patientPolicy: { topCodeAgeAt90: config.topCodeAgeAt90 },
  };
  const imports: ImportRuntime = openImportRuntime(
    config,
    await openImportQueue(config, sql, logger),
    commands,
    logger,
  );
  const pseudonyms = new ActorPseudonyms(config.pseudonymSecret);
  const trail = new EventSecurityTrail(handler, pseudonyms, clock, logger);
  const checkpoints = await openCheckpointStore(config, sql, mongo);
  const signer = CheckpointSigner.fromSeed(config.auditSigningKey);
  // The notary runs beside the projector: one per deployment in practice, and harmless if more.
  const notary = runsProjector
    ? new AuditNotary(eventStore, checkpoints, signer, clock, logger, config.auditCheckpointIntervalMs)
    : null;
  notary?.start();
  const audit: AuditDeps = { log: eventStore, checkpoints, signer, notary, trail };
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
      lockoutSeconds: config.lockoutSeconds,
      loginEndpoint: `${config.basePath}/auth/login`,
    },
  };
  return {
    config,
    eventStore,
    readStore,
    projector,
    importWorker: imports.worker,
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
          jsonLimitBytes: config.jsonLimitBytes,
          rateLimit: { perHour: config.rateLimitPerHour, burstPerMinute: config.rateLimitBurstPerMinute },
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
          trustProxy: config.trustProxy,
          corsOrigins: config.corsOrigins,
        },
        commands,
        readStore,
        projection: waiter,
        auth,
        rateLimitBackend: limits.rateLimit,
        batchUpload: imports.upload,
        pseudonyms,
        audit,
        logger,
      };
    },
    async close() {
      await notary?.stop();
      await imports.close();
      await projector?.stop();
      await lease?.close();
      await limits.close();
      await readStore.close();
      await eventStore.close();
      await sql.closeAll();
      await mongo.close();
    },
  };
}

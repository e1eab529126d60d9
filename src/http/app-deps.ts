import type { AuditDeps } from '../audit/audit-deps';
import type { DeploymentEnvironment } from '../config/environment';
import type { ActorPseudonyms } from '../auth/actor-pseudonyms';
import type { AuthDeps } from '../auth/auth-service';
import type { CommandDeps } from '../commands/command-deps';
import type { BatchUploadDeps } from '../import/upload/accept-upload';
import type { ProjectionWaiter } from '../projections/projection-waiter';
import type { PatientAnswers } from '../projections/patient-answers';
import type { ReadModelStore } from '../projections/read-model-store';
import type { Readiness } from '../observability/readiness';
import type { ServiceMetrics } from '../observability/service-metrics';
import type { Logger } from '../shared/logger';
import type { ReplayStore } from '../storage/replay-store';
import type { TierLookup } from '../auth/organization-tiers';
import type { ApiKeyChecker } from './middleware/authentication';
import type { RateLimitBackend, RateLimitConfig } from './middleware/rate-limit';
import type { EventStreamOptions } from './event-stream-options';
import type { RouteDeprecation } from './routes/deprecated-routes';
import type { ExportStore } from '../projections/datasets/export-store';

export interface HttpConfig {
  basePath: string;
  /** APP_ENV and this deployment's public {base_url}: redirects, Location headers, the docs and /health. */
  environment: DeploymentEnvironment;
  jsonLimitBytes: number;
  rateLimit: RateLimitConfig;
  /** Bounded wait for read-your-writes after a command. */
  readYourWritesTimeoutMs: number;
  trustProxy: boolean;
  /** With trustProxy: proxies that append to X-Forwarded-For (default 1). */
  trustedProxyHops?: number;
  /** `proxy`: requests not forwarded as https are redirected (the TLS listener itself lives in main.ts). */
  tlsMode?: 'on' | 'proxy';
  /** Origins allowed by CORS; empty: no cross-origin browser access. */
  corsOrigins: readonly string[];
  /** GET /datasets/snapshot answers 413 beyond this log position (DATASET_SNAPSHOT_MAX_EVENTS); absent: no limit. */
  datasetSnapshotMaxEvents?: number;
}

/** What the export routes need: where jobs and builds live, and how many builds a caller may wait for at once. */
export interface DatasetExportDeps {
  store: ExportStore;
  maxPerCaller: number;
}

export interface AppDeps {
  config: HttpConfig;
  commands: CommandDeps;
  readStore: ReadModelStore;
  /** Patients as JSON text: kept beside the views by the embedded store, shaped from them elsewhere. */
  patientAnswers: PatientAnswers;
  projection: ProjectionWaiter;
  auth: AuthDeps;
  /** Asynchronous dataset exports (POST /datasets/exports); absent: those routes are not served. */
  datasetExports?: DatasetExportDeps;
  /** Machine credentials (X-API-Key); absent: the header is ignored. */
  apiKeys?: ApiKeyChecker;
  /** Each organization's rate tier; absent: everyone is standard. */
  tiers?: TierLookup;
  rateLimitBackend: RateLimitBackend;
  /** Shared short-lived answers: Idempotency-Key replays and recent upload fingerprints. */
  replay: ReplayStore;
  /** Null in a process that has no import queue configured for uploads. */
  batchUpload: BatchUploadDeps | null;
  /** Stable stand-ins for user ids where research readers see who acted. */
  pseudonyms: ActorPseudonyms;
  /** The tamper-evidence side of the log: checkpoints, their key, verification. */
  audit: AuditDeps;
  logger: Logger;
  /** Aborted when the process begins to shut down: long-lived answers (the live tail) end then. */
  shutdown?: AbortSignal;
  /** Live tail heart-beat and poll intervals; defaults when absent (tests shorten them and count open tails). */
  eventStream?: EventStreamOptions;
  /** GET /ready; absent in tests that build the app without a runtime (then /ready answers from no probes). */
  readiness?: Readiness;
  /** Request counts and durations; absent: not measured. */
  metrics?: ServiceMetrics;
  /**
   * Resolves once every commit made so far is on disk (the embedded store syncs its log off the event loop);
   * answers wait for it. Absent: commits are durable when they return.
   */
  durable?: () => Promise<void>;
  /** The process roles, reported by GET /health; a process serving HTTP has at least `api`. */
  roles?: readonly string[];
  /** Deprecated routes and their dates; absent: the service's own table (routes/deprecated-routes.ts). */
  deprecations?: readonly RouteDeprecation[];
}

import type { AuditDeps } from '../audit/audit-deps';
import type { ActorPseudonyms } from '../auth/actor-pseudonyms';
import type { AuthDeps } from '../auth/auth-service';
import type { CommandDeps } from '../commands/command-deps';
import type { BatchUploadDeps } from '../import/upload/accept-upload';
import type { ProjectionWaiter } from '../projections/projection-waiter';
import type { ReadModelStore } from '../projections/read-model-store';
import type { Logger } from '../shared/logger';
import type { RateLimitBackend, RateLimitConfig } from './middleware/rate-limit';

export interface HttpConfig {
  basePath: string;
  jsonLimitBytes: number;
  rateLimit: RateLimitConfig;
  /** Bounded wait for read-your-writes after a command. */
  readYourWritesTimeoutMs: number;
  trustProxy: boolean;
  /** Origins allowed by CORS; empty: no cross-origin browser access. */
  corsOrigins: readonly string[];
}

export interface AppDeps {
  config: HttpConfig;
  commands: CommandDeps;
  readStore: ReadModelStore;
  projection: ProjectionWaiter;
  auth: AuthDeps;
  rateLimitBackend: RateLimitBackend;
  /** Null in a process that has no import queue configured for uploads. */
  batchUpload: BatchUploadDeps | null;
  /** Stable stand-ins for user ids where research readers see who acted. */
  pseudonyms: ActorPseudonyms;
  /** The tamper-evidence side of the log: checkpoints, their key, verification. */
  audit: AuditDeps;
  logger: Logger;
  /** The process roles, reported by GET /health; a process serving HTTP has at least `api`. */
  roles?: readonly string[];
}

import type { AuthDeps } from '../auth/auth-service';
import type { CommandDeps } from '../commands/command-deps';
import type { Position } from '../events/event-store';
import type { ReadModelStore } from '../projections/read-model-store';
import type { Logger } from '../shared/logger';
import type { RateLimitBackend, RateLimitConfig } from './middleware/rate-limit';
import type { BatchUploads } from './routes/batch-uploads';

export interface HttpConfig {
  basePath: string;
  jsonLimitBytes: number;
  rateLimit: RateLimitConfig;
  /** Bounded wait for read-your-writes after a command. */
  readYourWritesTimeoutMs: number;
  trustProxy: boolean;
}

/** Resolves true once the read models include a position (or false after the timeout). */
export interface ProjectionWaiter {
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
}

export interface AppDeps {
  config: HttpConfig;
  commands: CommandDeps;
  readStore: ReadModelStore;
  projection: ProjectionWaiter;
  auth: AuthDeps;
  rateLimitBackend: RateLimitBackend;
  batches: BatchUploads | null;
  logger: Logger;
  /** The process roles, reported by GET /health; a process serving HTTP has at least `api`. */
  roles?: readonly string[];
}

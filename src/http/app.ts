import Koa from 'koa';
import type { AppDeps } from './app-deps';
import { accessLog } from './middleware/access-log';
import { identifyCaller } from './middleware/authentication';
import { errorHandler } from './middleware/error-handler';
import { rateLimits } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { buildRouter } from './routes/route-table';

/** Builds the Koa app without listening: tests and every process role pass their own dependencies. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  const router = buildRouter(deps);
  app.use(requestId());
  app.use(accessLog(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(securityHeaders());
  app.use(identifyCaller(deps.auth.config));
  for (const limit of rateLimits(deps.rateLimitBackend, deps.config.rateLimit)) app.use(limit);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  // Koa prints every error by default; ours are already enveloped and logged.
  app.silent = true;
  return app;
}

import Koa from 'koa';
import compress from 'koa-compress';
import type { AppDeps } from './app-deps';
import { accessLog } from './middleware/access-log';
import { identifyCaller } from './middleware/authentication';
import { literalRouteAllow } from './middleware/literal-route-allow';
import { corsPolicy } from './middleware/cors';
import { durableAnswers } from './middleware/durable-answers';
import { errorHandler } from './middleware/error-handler';
import { redirectUnlessForwardedHttps } from './middleware/forwarded-https';
import { rateLimits } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { requestMetrics } from './middleware/request-metrics';
import { securityHeaders } from './middleware/security-headers';
import { serializeJsonOnce } from './middleware/serialize-json';
import { compressWholeJson } from './middleware/compress-whole-json';
import { buildRouter } from './routes/route-table';
import { configuredAddress } from './tls/https-listener';

/** Builds the Koa app without listening: tests and every process role pass their own dependencies. */
export function createApp(deps: AppDeps): Koa {
  // Koa keeps the right-most `maxIpsCount` X-Forwarded-For entries and takes the first of them: the address the
  // outermost trusted proxy saw. Without the bound it would take the left-most, which the client writes.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: deps.config.trustedProxyHops ?? 1 });
  const router = buildRouter(deps);
  const { basePath, environment } = deps.config;
  // Without a metrics port nobody reads the counts: the layer would only cost every request a promise.
  if (deps.metrics) app.use(requestMetrics(deps.metrics));
  app.use(requestId());
  app.use(accessLog(deps.logger));
  if (deps.config.tlsMode === 'proxy')
    app.use(redirectUnlessForwardedHttps(basePath, configuredAddress(environment, basePath)));
  app.use(errorHandler(deps.logger));
  // Inside the error handler, which then answers a failed sync as DATABASE_ERROR.
  if (deps.durable) app.use(durableAnswers(deps.durable));
  // JSON, HTML and the docs scripts shrink several times; compressible types only, above 1 KiB.
  app.use(compress({ threshold: 1024 }));
  // JSON answers held whole are compressed in one call here, which koa-compress then passes on.
  app.use(compressWholeJson());
  app.use(serializeJsonOnce());
  app.use(securityHeaders(deps.config.basePath));
  app.use(corsPolicy(deps.config.corsOrigins));
  app.use(identifyCaller(deps.auth.config, deps.apiKeys));
  for (const limit of rateLimits(deps.rateLimitBackend, deps.config.rateLimit, deps.tiers, deps.logger)) app.use(limit);
  app.use(literalRouteAllow());
  app.use(router.routes());
  // Not `throw`: without it the router sets `Allow`, which the error middleware keeps on its 405.
  app.use(router.allowedMethods());
  // Koa prints every error by default; ours are already enveloped and logged.
  app.silent = true;
  return app;
}

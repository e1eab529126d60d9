import type { Context, Middleware } from 'koa';
import type { Logger } from '../../shared/logger';

/**
 * One line per request: method, route, status, time. No bodies, no query strings (they may hold filters on
 * patients), and not the raw path: a path segment can carry whatever a client typed where an id belongs.
 * The matched route pattern is logged ("/patients/:id"), or "(no route)".
 */
function routeOf(ctx: Context): string {
  // @koa/router records the pattern it matched; unmatched requests have none.
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : '(no route)';
}

export function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    // Checked per request, not once: a logger's level can be changed while the service runs.
    if (!logger.isLevelEnabled('info')) return next();
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          request_id: ctx.state.requestId,
          ...(ctx.state.clientRequestId !== undefined && { client_request_id: ctx.state.clientRequestId }),
          method: ctx.method,
          route: routeOf(ctx),
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
}

import type { Middleware } from 'koa';
import type { Logger } from '../../shared/logger';

/**
 * One line per request: method, route, status, time. No bodies, no query strings (they may hold filters on patients).
 */
export function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          request_id: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
}

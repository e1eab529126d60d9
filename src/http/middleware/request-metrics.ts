import type { Middleware } from 'koa';
import type { ServiceMetrics } from '../../observability/service-metrics';

/**
 * Counts and times every request by method, route template and status.
 * The route is the template the router matched (`/v1/patients/:id`), so ids
 * never become label values; anything unrouted counts as `unmatched`.
 */
export function requestMetrics(metrics: ServiceMetrics | undefined): Middleware {
  return async (ctx, next) => {
    if (!metrics) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const labels = {
        method: ctx.method,
        route: typeof matched === 'string' ? matched : 'unmatched',
        status: String(ctx.status),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
    }
  };
}

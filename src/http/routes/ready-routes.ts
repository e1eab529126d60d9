import type Router from '@koa/router';
import type { Readiness, ReadinessReport } from '../../observability/readiness';
import { sendError, sendSuccess } from '../envelope';
import { RETRY_AFTER_SECONDS } from '../middleware/error-handler';

/**
 * GET /ready: may a load balancer send this process traffic? 200 with the
 * report when every backing service answers; 503 SERVICE_UNAVAILABLE with
 * the same report in `details` (and `details.dependency` naming the first
 * service down) when not. Public like /health, and it carries no data of
 * anyone: service names, latencies, counts.
 */
export function readyRoutes(router: Router, readiness: Readiness | undefined): void {
  router.get('/ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const report: ReadinessReport = readiness
      ? await readiness.report()
      : {
          ready: true,
          checked_at: new Date().toISOString(),
          dependencies: [],
          projection: null,
          import_queue: null,
          problems: [],
        };
    if (report.ready) return sendSuccess(ctx, 200, report);
    const down = report.dependencies.find((dependency) => dependency.status === 'down');
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    sendError(ctx, 503, 'SERVICE_UNAVAILABLE', 'Not ready to serve requests', {
      dependency: down?.name ?? null,
      ...report,
    });
  });
}

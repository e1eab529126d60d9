import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Readiness, ReadinessReport } from '../../observability/readiness';
import { sendError, sendSuccess } from '../envelope';
import { RETRY_AFTER_SECONDS } from '../middleware/error-handler';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether the client (as the trusted proxies report it) is on this machine. */
export const isLoopbackClient = (ctx: Context): boolean => LOOPBACK.test(ctx.ip);

/**
 * GET /ready: may a load balancer send this process traffic? 200 when every
 * backing service answers, 503 SERVICE_UNAVAILABLE when not. The report
 * (which services, their latencies, the projection lag, the queue depth)
 * tells an attacker what the service runs on and how loaded it is: only an
 * admin or a caller on this machine gets it; anyone else gets the verdict.
 */
export function readyRoutes(
  router: Router,
  readiness: Readiness | undefined,
  mayReadDetails: (ctx: Context) => boolean,
): void {
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
          warnings: [],
        };
    const details = mayReadDetails(ctx);
    const shown = details ? report : { ready: report.ready, checked_at: report.checked_at };
    if (report.ready) return sendSuccess(ctx, 200, shown);
    const down = report.dependencies.find((dependency) => dependency.status === 'down');
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    sendError(ctx, 503, 'SERVICE_UNAVAILABLE', 'Not ready to serve requests', {
      ...(details && { dependency: down?.name ?? null }),
      ...shown,
    });
  });
}

import type Router from '@koa/router';

export interface HealthBody {
  status: 'success';
  data: { status: 'ok'; roles: string[] };
}

/** The same body on the API and on the small listener of the other roles (runtime/health-server). */
export function healthBody(roles: readonly string[]): HealthBody {
  return { status: 'success', data: { status: 'ok', roles: [...roles] } };
}

/**
 * GET /health: public liveness for load balancers and container health checks.
 * It answers from process memory only, so a slow store never makes an
 * orchestrator kill replicas that would recover by themselves.
 */
export function healthRoutes(router: Router, roles: readonly string[]): void {
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = healthBody(roles);
  });
}

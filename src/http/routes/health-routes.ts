import type Router from '@koa/router';

export interface HealthBody {
  status: 'success';
  data: { status: 'ok'; environment: string; roles: string[] };
}

/** The same body on the API and on the small listener of the other roles (runtime/health-server). */
export function healthBody(environment: string, roles: readonly string[]): HealthBody {
  return { status: 'success', data: { status: 'ok', environment, roles: [...roles] } };
}

/**
 * GET /health: public liveness for load balancers and container health checks.
 * It answers from process memory only, so a slow store never makes an
 * orchestrator kill replicas that would recover by themselves.
 */
export function healthRoutes(router: Router, environment: string, roles: readonly string[]): void {
  const body = healthBody(environment, roles);
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
}

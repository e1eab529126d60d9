import { type Server, createServer } from 'node:http';
import { healthBody } from '../http/routes/health-routes';
import type { Readiness, ReadinessReport } from '../observability/readiness';

function notReady(report: ReadinessReport): object {
  const down = report.dependencies.find((dependency) => dependency.status === 'down');
  return {
    status: 'error',
    code: 'SERVICE_UNAVAILABLE',
    message: 'Not ready',
    details: { dependency: down?.name ?? null, ...report },
  };
}

/**
 * A tiny liveness listener for processes without the API role (projector,
 * import worker), so container health checks treat every role alike:
 * GET {basePath}/health answers 200 while the process is up, GET {basePath}/ready reports its
 * backing services (503 when one is down), anything else 404.
 * No Koa, no auth, no store access: it only proves the event loop is alive.
 */
export async function startHealthServer(
  port: number,
  host: string,
  basePath: string,
  environment: string,
  roles: readonly string[],
  readiness?: Readiness,
): Promise<Server> {
  const body = JSON.stringify(healthBody(environment, roles));
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (readiness && request.method === 'GET' && path === `${basePath}/ready`) {
      void readiness.report().then((report) => {
        response.writeHead(report.ready ? 200 : 503, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
        });
        response.end(JSON.stringify(report.ready ? { status: 'success', data: report } : notReady(report)));
      });
      return;
    }
    const found = request.method === 'GET' && path === `${basePath}/health`;
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(
      found ? body : JSON.stringify({ status: 'error', code: 'NOT_FOUND', message: 'Not found', details: {} }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve());
  });
  return server;
}

import { type Server, createServer } from 'node:http';
import { healthBody } from '../http/routes/health-routes';

/**
 * A tiny liveness listener for processes without the API role (projector,
 * import worker), so container health checks treat every role alike:
 * GET {basePath}/health answers 200 while the process is up, anything else 404.
 * No Koa, no auth, no store access: it only proves the event loop is alive.
 */
export async function startHealthServer(
  port: number,
  host: string,
  basePath: string,
  roles: readonly string[],
): Promise<Server> {
  const body = JSON.stringify(healthBody(roles));
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
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

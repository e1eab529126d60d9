import { type Server, createServer } from 'node:http';
import type { ServiceMetrics } from '../observability/service-metrics';

/**
 * GET /metrics in the Prometheus text format, on a listener of its own
 * (METRICS_PORT, bound to METRICS_HOST, loopback by default) and in every
 * process role. It is not on the API port: the API is for clients with
 * tokens, a scraper has none, and the figures (routes, counts, lag) are for
 * operators. Whoever can reach METRICS_HOST:METRICS_PORT may read them; they
 * hold no patient data and no ids.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  metrics: Pick<ServiceMetrics, 'registry'>,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics collection failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve());
  });
  return server;
}

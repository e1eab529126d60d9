import type { Middleware } from 'koa';
import { type PublicAddress, publicLocation } from '../tls/https-listener';

/**
 * Behind a TLS-terminating proxy (TLS_MODE=proxy, TRUST_PROXY=true): a request
 * the proxy did not forward as https (`X-Forwarded-Proto`) is redirected with
 * 308 to the same URL on https and never served. GET {basePath}/health is
 * exempt: container health probes call it directly on the loopback, and it
 * shows no data.
 */
export function redirectUnlessForwardedHttps(basePath: string, address: PublicAddress | null): Middleware {
  const health = `${basePath}/health`;
  return async (ctx, next) => {
    if (ctx.secure || (ctx.method === 'GET' && ctx.path === health)) return next();
    ctx.status = 308;
    // At the public base URL when configured; in development without one, on the host the proxy forwarded.
    ctx.set('Location', address ? publicLocation(address, ctx.originalUrl) : `https://${ctx.host}${ctx.originalUrl}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = 'This service is served over HTTPS\n';
  };
}

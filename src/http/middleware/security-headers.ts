import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Helmet's defaults on every answer, with X-Frame-Options DENY, and
 * `Cache-Control: no-store` on everything but the documentation. The docs pages run koa2-swagger-ui's
 * inline bootstrap script, ReDoc's injected styles and its blob worker, so
 * their policy allows inline code but still no other host: the pages stay
 * offline, whatever a bundle tries to load. HSTS is only meaningful over TLS: sent
 * when the request came in over HTTPS, which with TRUST_PROXY includes a
 * proxy's `X-Forwarded-Proto: https`; over plain HTTP browsers ignore it and
 * it would only mislead.
 */
export function securityHeaders(basePath: string): Middleware {
  // No page of this service is meant to be framed: X-Frame-Options DENY everywhere.
  const api = helmet({ strictTransportSecurity: false, xFrameOptions: { action: 'deny' } });
  const docs = helmet({
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'data:', 'blob:'],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
      },
    },
  });
  // Clinical records, batches and tokens must not be kept by browsers or shared caches; the
  // OpenAPI document and the docs pages and assets may be (they carry no data).
  const cacheable = [`${basePath}/openapi.json`, `${basePath}/docs`, `${basePath}/redoc`];
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });
  const docsPages = [`${basePath}/docs`, `${basePath}/redoc`];
  return async (ctx, next) => {
    if (!cacheable.some((path) => ctx.path === path || ctx.path.startsWith(`${path}/`)))
      ctx.set('Cache-Control', 'no-store');
    const headers = docsPages.some((page) => ctx.path === page || ctx.path.startsWith(`${page}/`)) ? docs : api;
    await headers(ctx, async () => {
      if (ctx.secure) await hsts(ctx, next);
      else await next();
    });
  };
}

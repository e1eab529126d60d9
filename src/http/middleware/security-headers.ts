import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import helmet from 'helmet';

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** What a helmet middleware does to every answer: headers to set and headers to remove. */
interface HeaderPlan {
  set: [string, string][];
  remove: string[];
}

/**
 * Runs a helmet middleware once against a recording response and keeps what it did. With the options used
 * here (no per-request CSP nonces or other functions) helmet writes the same headers on every answer, so
 * replaying its own output is the same as running it, without its chain of callbacks and koa-helmet's
 * promise per request. Anything it would do differently (an error, not calling next) is refused at start-up.
 */
function recordHeaders(middleware: NodeMiddleware): HeaderPlan {
  const plan: HeaderPlan = { set: [], remove: [] };
  const recorder = {
    setHeader(name: string, value: unknown) {
      plan.set.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      plan.remove.push(name);
    },
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('a security header middleware did not finish synchronously');
  return plan;
}

function applyHeaders(ctx: Context, plan: HeaderPlan): void {
  for (const name of plan.remove) ctx.res.removeHeader(name);
  for (const [name, value] of plan.set) ctx.res.setHeader(name, value);
}

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
  const api = recordHeaders(helmet({ strictTransportSecurity: false, xFrameOptions: { action: 'deny' } }));
  const docs = recordHeaders(
    helmet({
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
    }),
  );
  // Clinical records, batches and tokens must not be kept by browsers or shared caches; the
  // OpenAPI document and the docs pages and assets may be (they carry no data).
  const cacheable = [`${basePath}/openapi.json`, `${basePath}/docs`, `${basePath}/redoc`];
  const hsts = recordHeaders(helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }));
  const docsPages = [`${basePath}/docs`, `${basePath}/redoc`];
  return (ctx, next) => {
    const { path } = ctx;
    const under = (prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);
    if (!cacheable.some(under)) ctx.set('Cache-Control', 'no-store');
    applyHeaders(ctx, docsPages.some(under) ? docs : api);
    if (ctx.secure) applyHeaders(ctx, hsts);
    return next();
  };
}

import cors from '@koa/cors';
import type { Context, Middleware } from 'koa';

const isPreflight = (ctx: Context): boolean =>
  ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';

/**
 * Browser access from other origins, off unless CORS_ORIGINS lists them.
 * Preflights never go further than this: a browser sends them without the
 * bearer token, so they must not need auth nor spend the caller's rate limit.
 * An origin not on the list gets a bare 204, which the browser treats as a refusal.
 */
export function corsPolicy(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  const allow = cors({
    origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'X-Request-ID', 'If-Match', 'Idempotency-Key'],
    exposeHeaders: [
      'X-Request-ID',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-RateLimit-Burst-Limit',
      'X-RateLimit-Burst-Remaining',
      'X-RateLimit-Burst-Reset',
      'Retry-After',
      'Location',
      'ETag',
      'Idempotent-Replayed',
      'Deprecation',
      'Sunset',
      'Link',
    ],
    maxAge: 600,
  });
  const refuse: Middleware = async (ctx) => {
    ctx.vary('Origin');
    ctx.status = 204;
  };
  return async (ctx, next) => {
    if (isPreflight(ctx)) return allowed.size > 0 ? allow(ctx, () => refuse(ctx, next)) : refuse(ctx, next);
    return allowed.size > 0 ? allow(ctx, next) : next();
  };
}

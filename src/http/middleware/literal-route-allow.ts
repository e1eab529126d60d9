import type { Middleware } from 'koa';

interface MatchedLayer {
  methods: string[];
  paramNames: unknown[];
}

/**
 * `/patients/batch` also matches `/patients/:id`, so the router's `Allow`
 * header (OPTIONS, 405) would list GET and PUT for it. Where a path without
 * parameters matches, only its own methods are allowed there.
 */
export function literalRouteAllow(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.response.get('Allow')) return;
    const routes = ((ctx as { matched?: MatchedLayer[] }).matched ?? []).filter((layer) => layer.methods.length > 0);
    const literal = routes.filter((layer) => layer.paramNames.length === 0);
    if (literal.length === 0 || literal.length === routes.length) return;
    ctx.set('Allow', [...new Set(literal.flatMap((layer) => layer.methods))].join(', '));
  };
}

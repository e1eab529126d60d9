import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { type RouteDeprecation, deprecationProblems } from './deprecated-routes';

const seconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Where the entry's link points: an absolute URL as given, a path under the public base URL. */
export function linkTarget(entry: RouteDeprecation, publicBaseUrl: string): string {
  return entry.link.href.startsWith('/') ? `${publicBaseUrl}${entry.link.href}` : entry.link.href;
}

/**
 * The headers of a deprecated route's responses: `Deprecation` as a structured-field date (RFC 9745),
 * `Sunset` as an HTTP-date (RFC 8594) and a `Link` to the successor or the notice.
 */
export function deprecationHeaders(entry: RouteDeprecation, publicBaseUrl: string): Record<string, string> {
  return {
    Deprecation: `@${seconds(entry.announced)}`,
    Sunset: new Date(seconds(entry.sunset) * 1000).toUTCString(),
    Link: `<${linkTarget(entry, publicBaseUrl)}>; rel="${entry.link.rel}"`,
  };
}

/** Start-up refuses a table that breaks the notice policy or names a route the router does not have. */
function refuseBadTable(router: Router, table: readonly RouteDeprecation[], basePath: string): void {
  const problems = deprecationProblems(table);
  for (const entry of table) {
    const registered = router.stack.some(
      (layer) => layer.path === `${basePath}${entry.path}` && layer.methods.includes(entry.method),
    );
    if (!registered) problems.push(`${entry.method} ${entry.path}: no such route in the route table`);
  }
  if (problems.length > 0) throw new Error(`deprecated routes refused:\n  - ${problems.join('\n  - ')}`);
}

/**
 * Puts the headers first in each deprecated route's own middleware, so every answer of the route
 * carries them, refusals (401, 403, 422) included; other routes pay nothing.
 */
export function markDeprecatedRoutes(
  router: Router,
  table: readonly RouteDeprecation[],
  basePath: string,
  publicBaseUrl: string,
): void {
  refuseBadTable(router, table, basePath);
  for (const entry of table) {
    const headers = deprecationHeaders(entry, publicBaseUrl);
    const mark: Middleware = (ctx, next) => {
      ctx.set(headers);
      return next();
    };
    for (const layer of router.stack) {
      if (layer.path === `${basePath}${entry.path}` && layer.methods.includes(entry.method)) layer.stack.unshift(mark);
    }
  }
}

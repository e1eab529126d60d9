import type Router from '@koa/router';

/** Placeholder until the OpenAPI module lands: replaced by the generated document routes. */
export function docsRoutes(router: Router, basePath: string): void {
  void router;
  void basePath;
}

import type { OpenAPIV3 } from 'openapi-types';
import type { RouteDeprecation } from '../routes/deprecated-routes';
import { linkTarget } from '../routes/deprecation-marks';

const HEADER_DOCS: Record<string, OpenAPIV3.HeaderObject> = {
  Deprecation: {
    description: 'When this operation was deprecated (RFC 9745), e.g. `@1767225600`.',
    schema: { type: 'string' },
  },
  Sunset: { description: 'When this operation may stop working (RFC 8594), an HTTP-date.', schema: { type: 'string' } },
  Link: {
    description: 'The successor (`rel="successor-version"`) or the deprecation notice.',
    schema: { type: 'string' },
  },
};

/** `/patients/:id` in the route table is `/patients/{id}` in the document. */
const documentPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** Marks each deprecated operation: `deprecated: true`, `x-deprecated-on` and `x-sunset`, a line, the headers. */
export function markDeprecatedOperations(
  document: OpenAPIV3.Document,
  table: readonly RouteDeprecation[],
  publicBaseUrl: string,
): void {
  for (const entry of table) {
    const method = entry.method.toLowerCase() as OpenAPIV3.HttpMethods;
    const operation = document.paths[documentPath(entry.path)]?.[method];
    // A route the router lacks is refused at start-up by markDeprecatedRoutes, which names it.
    if (!operation) continue;
    const label = entry.link.rel === 'successor-version' ? 'Use instead' : 'Notice';
    const next = `${label}: ${linkTarget(entry, publicBaseUrl)}`;
    Object.assign(operation, {
      deprecated: true,
      'x-deprecated-on': entry.announced,
      'x-sunset': entry.sunset,
      description:
        `**Deprecated** on ${entry.announced}; sunset on ${entry.sunset}. ${next}.` +
        (operation.description ? `\n\n${operation.description}` : ''),
    });
    // Response objects may be shared with other operations: each gets a copy with the headers added.
    operation.responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        '$ref' in response ? response : { ...response, headers: { ...response.headers, ...HEADER_DOCS } },
      ]),
    );
  }
}

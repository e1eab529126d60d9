import type { OpenAPIV3 } from 'openapi-types';
import { commonHeaders, alwaysPossible, errorResponse } from '../components/errors';

const page = (
  operationId: string,
  summary: string,
  mediaType: string,
  description: string,
): OpenAPIV3.OperationObject => ({
  tags: ['Documentation'],
  operationId,
  summary,
  security: [],
  responses: {
    '200': { description, headers: commonHeaders(), content: { [mediaType]: { schema: { type: 'string' } } } },
  },
});

/** The documentation endpoints themselves (public, rate limited like every route). */
export function docsPaths(basePath: string): OpenAPIV3.PathsObject {
  const withLimits = (operation: OpenAPIV3.OperationObject): OpenAPIV3.OperationObject => ({
    ...operation,
    responses: { ...operation.responses, ...alwaysPossible(basePath) },
  });
  return {
    '/openapi.json': {
      get: withLimits({
        tags: ['Documentation'],
        operationId: 'getOpenApiDocument',
        summary: 'This OpenAPI document',
        security: [],
        responses: {
          '200': {
            description: 'The OpenAPI 3.0 document of this API.',
            headers: commonHeaders(),
            content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
          },
        },
      }),
    },
    '/docs': {
      get: withLimits(page('getSwaggerUi', 'Interactive documentation (Swagger UI)', 'text/html', 'An HTML page.')),
    },
    '/docs/assets/{version}/{file}': {
      get: withLimits({
        ...page(
          'getSwaggerUiAsset',
          'Swagger UI static asset',
          'application/javascript',
          'The asset (JavaScript, CSS or PNG).',
        ),
        description:
          'Scripts, style sheet and icon of the /docs page, served from the installed swagger-ui-dist ' +
          'package so no CDN is needed.',
        parameters: [
          {
            name: 'version',
            in: 'path',
            required: true,
            description: 'The installed swagger-ui-dist version.',
            schema: { type: 'string' },
          },
          {
            name: 'file',
            in: 'path',
            required: true,
            schema: {
              type: 'string',
              enum: [
                'swagger-ui-bundle.js',
                'swagger-ui-standalone-preset.js',
                'swagger-ui.min.css',
                'favicon-32x32.png',
              ],
            },
          },
        ],
        responses: {
          '200': {
            description: 'The asset.',
            headers: commonHeaders(),
            content: {
              'application/javascript': { schema: { type: 'string' } },
              'text/css': { schema: { type: 'string' } },
              'image/png': { schema: { type: 'string', format: 'binary' } },
            },
          },
          '404': errorResponse(404, ['NOT_FOUND'], basePath, 'Unknown asset or version.'),
        },
      }),
    },
    '/redoc': { get: withLimits(page('getRedoc', 'Reference documentation (ReDoc)', 'text/html', 'An HTML page.')) },
    '/redoc/redoc.standalone.js': {
      get: withLimits(
        page(
          'getRedocBundle',
          'ReDoc standalone bundle used by /redoc',
          'application/javascript',
          'The ReDoc script, served from the installed redoc package.',
        ),
      ),
    },
  };
}

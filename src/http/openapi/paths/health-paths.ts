import type { OpenAPIV3 } from 'openapi-types';
import { alwaysPossible, commonHeaders } from '../components/errors';

const ROLES = ['api', 'projector', 'import-worker'];

/** GET /health: public liveness probe for load balancers and container health checks. */
export function healthPaths(basePath: string): OpenAPIV3.PathsObject {
  return {
    '/health': {
      get: {
        tags: ['Operations'],
        operationId: 'getHealth',
        summary: 'Liveness of this process',
        description:
          'Answers from process memory (no store is contacted), so a slow dependency does not get healthy ' +
          'replicas restarted. ' +
          'Processes without the API role answer the same body on HEALTH_PORT.',
        security: [],
        responses: {
          '200': {
            description: 'The process is up; `roles` are the roles it runs.',
            headers: commonHeaders(),
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'data'],
                  additionalProperties: false,
                  properties: {
                    status: { type: 'string', enum: ['success'] },
                    data: {
                      type: 'object',
                      required: ['status', 'roles'],
                      additionalProperties: false,
                      properties: {
                        status: { type: 'string', enum: ['ok'] },
                        roles: { type: 'array', items: { type: 'string', enum: ROLES } },
                      },
                    },
                  },
                },
                example: { status: 'success', data: { status: 'ok', roles: ['api'] } },
              },
            },
          },
          ...alwaysPossible(basePath),
        },
      },
    },
  };
}

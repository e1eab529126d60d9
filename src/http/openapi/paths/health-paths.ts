import type { OpenAPIV3 } from 'openapi-types';
import { APP_ENVS } from '../../../config/setting-choices';
import { alwaysPossible, commonHeaders, errorResponse } from '../components/errors';

const ROLES = ['api', 'projector', 'import-worker'];

const DEPENDENCIES = ['postgres', 'mongodb', 'redis', 'kafka', 'eventstoredb', 'sqlite'];

const readinessReport: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['ready', 'checked_at'],
  additionalProperties: false,
  description:
    'Only `ready` and `checked_at` unless the caller is an admin or on the same machine (loopback, as the ' +
    'trusted proxies report the client address): the rest tells what the service runs on and how loaded it is.',
  properties: {
    ready: { type: 'boolean' },
    checked_at: { type: 'string', format: 'date-time' },
    dependencies: {
      type: 'array',
      description:
        'Every backing service this process uses (none on the embedded profile), probed at most once a second.',
      items: {
        type: 'object',
        required: ['name', 'status', 'latency_ms'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: DEPENDENCIES },
          status: { type: 'string', enum: ['up', 'down'] },
          latency_ms: { type: 'number', minimum: 0 },
        },
      },
    },
    projection: {
      nullable: true,
      type: 'object',
      description: 'How far the read models are behind the event log (null when either could not be read).',
      required: ['checkpoint', 'lag_events', 'lag_events_capped', 'lag_seconds'],
      additionalProperties: false,
      properties: {
        checkpoint: { type: 'number', nullable: true },
        lag_events: { type: 'integer', minimum: 0 },
        lag_events_capped: { type: 'boolean', description: 'True when the count stopped at its limit (500).' },
        lag_seconds: { type: 'number', minimum: 0 },
      },
    },
    import_queue: {
      nullable: true,
      type: 'object',
      required: ['depth'],
      additionalProperties: false,
      properties: { depth: { type: 'integer', minimum: 0, description: 'CSV rows queued and not yet imported.' } },
    },
    problems: { type: 'array', items: { type: 'string' } },
    warnings: {
      type: 'array',
      items: { type: 'string' },
      description: 'Fallbacks in force, e.g. rate limits and lockouts counted per process while Redis is down.',
    },
  },
};

/** GET /ready: readiness for load balancers, with the figures an operator looks at first. */
function readyPath(basePath: string): OpenAPIV3.PathItemObject {
  const notReady = errorResponse(
    503,
    ['SERVICE_UNAVAILABLE'],
    basePath,
    'Not ready: a backing service is down (`details.dependency` names the first one; `details` holds the whole ' +
      'report).',
  );
  return {
    get: {
      tags: ['Operations'],
      operationId: 'getReadiness',
      summary: 'Readiness of this process',
      description:
        'Probes every backing service the process uses (select 1, ping) with a 1.5 s bound each, and reports ' +
        'projection lag (events and seconds) and import queue depth. 200 when every service answers, 503 when ' +
        'one does not. Lag and depth are reported, not judged. Unlike /health it contacts the stores, so use it ' +
        'to route traffic, not to restart processes. Processes without the API role answer it on HEALTH_PORT.',
      security: [],
      responses: {
        '200': {
          description: 'Ready.',
          headers: commonHeaders(),
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status', 'data'],
                additionalProperties: false,
                properties: { status: { type: 'string', enum: ['success'] }, data: readinessReport },
              },
            },
          },
        },
        '503': notReady,
        ...alwaysPossible(basePath),
      },
    },
  };
}

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
            description: 'The process is up; `environment` is its APP_ENV and `roles` are the roles it runs.',
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
                      required: ['status', 'environment', 'roles'],
                      additionalProperties: false,
                      properties: {
                        status: { type: 'string', enum: ['ok'] },
                        environment: { type: 'string', enum: [...APP_ENVS] },
                        roles: { type: 'array', items: { type: 'string', enum: ROLES } },
                      },
                    },
                  },
                },
                example: { status: 'success', data: { status: 'ok', environment: 'production', roles: ['api'] } },
              },
            },
          },
          ...alwaysPossible(basePath),
        },
      },
    },
    '/ready': readyPath(basePath),
  };
}

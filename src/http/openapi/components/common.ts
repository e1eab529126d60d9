import type { OpenAPIV3 } from 'openapi-types';
import { type Schema, type SchemaObject, objectOf, ref, stringEnum } from '../schema-helpers';
import { MAX_PAGE } from '../../../queries/list-params';
import { commonHeaders } from './errors';

/** The pagination object of SPEC 4.3. */
export const paginationSchema = objectOf(
  {
    page: { type: 'integer', minimum: 1, description: 'Current page.' },
    limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Page size used.' },
    total: { type: 'integer', minimum: 0, description: 'Number of matching records.' },
    pages: { type: 'integer', minimum: 0, description: 'Number of pages (0 when nothing matches).' },
  },
  { required: ['page', 'limit', 'total', 'pages'] },
);

/** `{ status: "success", data, message? , pagination? }`, with only the keys the handler really sends. */
export function successEnvelope(data: Schema, options: { message?: string; paginated?: boolean } = {}): SchemaObject {
  const properties: Record<string, Schema> = { status: stringEnum(['success']), data };
  const required = ['status', 'data'];
  if (options.message !== undefined) {
    properties.message = { type: 'string', example: options.message };
    required.push('message');
  }
  if (options.paginated) {
    properties.pagination = ref('Pagination');
    required.push('pagination');
  }
  return objectOf(properties, { required });
}

interface SuccessOptions {
  message?: string;
  paginated?: boolean;
  location?: boolean;
  etag?: boolean;
  example?: unknown;
  /** The answer to a write: it may say that the read models do not include it yet. */
  written?: boolean;
}

export function successResponse(
  description: string,
  data: Schema,
  options: SuccessOptions = {},
): OpenAPIV3.ResponseObject {
  const extraHeaders = [...(options.location ? ['Location'] : []), ...(options.etag ? ['ETag'] : [])];
  if (options.written) extraHeaders.push('X-Read-Your-Writes', 'X-Log-Position');
  return {
    description,
    headers: commonHeaders(extraHeaders),
    content: {
      'application/json': {
        schema: successEnvelope(data, options),
        ...(options.example !== undefined && { example: options.example }),
      },
    },
  };
}

export const parameters: Record<string, OpenAPIV3.ParameterObject> = {
  Page: {
    name: 'page',
    in: 'query',
    required: false,
    description: 'Page number, from 1. Anything else is a 422 VALIDATION_ERROR naming `page`.',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  },
  Limit: {
    name: 'limit',
    in: 'query',
    required: false,
    description: 'Page size, 1 to 100. Anything else is a 422 VALIDATION_ERROR naming `limit`.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  XRequestId: {
    name: 'X-Request-ID',
    in: 'header',
    required: false,
    description:
      'Optional client request id. Any value is accepted, never refused: a UUID or a ULID is logged beside the ' +
      "server's own id, so the request can be found in the service's logs; any other value is ignored. It is " +
      "never stored with the events the request writes: they carry the server's id (the X-Request-ID response " +
      'header).',
    schema: { type: 'string' },
  },
  IfMatch: {
    name: 'If-Match',
    in: 'header',
    required: false,
    description:
      'The ETag of the record as last read (for example W/"3"). When the record has changed since, nothing ' +
      'is written and the answer is ' +
      '409 CONFLICT with details { expected, actual }. Absent or `*`: the update applies to the current ' +
      'version. Anything else: 422.',
    schema: { type: 'string', pattern: '^(\\*|(W/)?"[0-9]+")$' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes a retried write safe. The first request with a key runs; when it succeeds its answer (status, ' +
      'body, Location, ETag) is kept for 24 hours for this caller and key, and the same key with the same ' +
      'request gets that answer again, with `Idempotent-Replayed: true`, without writing anything. The same ' +
      'key with a different request is 422 DUPLICATE_ENTRY; while the first request still runs, 409 ' +
      'CONFLICT. A refused request keeps nothing. Shared by every API process (through Redis on the server ' +
      'profile). A UUID is a good key.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:@-]{1,255}$' },
  },
  AsOf: {
    name: 'as_of',
    in: 'query',
    required: false,
    description:
      'Time travel: the record exactly as it was at this instant (ISO 8601 with a zone, e.g. ' +
      '2026-01-31T12:00:00Z), folded from its stream. Before the record existed: 404. A future instant or ' +
      'another format: 422 VALIDATION_ERROR naming `as_of`. Not together with `revision`.',
    schema: { type: 'string', format: 'date-time' },
  },
  Revision: {
    name: 'revision',
    in: 'query',
    required: false,
    description:
      'Time travel: the record at this stream revision (the number in its ETag, from 0). A revision beyond ' +
      'the latest, or anything but an integer: 422 VALIDATION_ERROR naming `revision`.',
    schema: { type: 'integer', minimum: 0 },
  },
  XApiKey: {
    name: 'X-API-Key',
    in: 'header',
    required: false,
    description:
      'API key (see the apiKeyAuth security scheme): used when no Authorization header is sent, ignored otherwise.',
    schema: { type: 'string' },
  },
};

export const paramRef = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

/** Request headers any operation accepts. */
export const commonParameters = (): OpenAPIV3.ReferenceObject[] => [paramRef('XRequestId'), paramRef('XApiKey')];

/** Request headers of every POST and PUT that writes records. */
export const writeParameters = (): OpenAPIV3.ReferenceObject[] => [...commonParameters(), paramRef('IdempotencyKey')];

export const securitySchemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Access token from POST /auth/login or POST /auth/refresh, sent as `Authorization: Bearer <ACCESS_TOKEN>`.',
  },
  apiKeyAuth: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description:
      'A machine credential made with `npm run keys -- create --org O --role readonly|provider` (shown once; ' +
      'only its hash is stored). It acts as its role in its organization and is rate-limited like a user. ' +
      'It counts only when no Authorization header is sent. An unknown, revoked or expired key is 401 ' +
      'INVALID_API_KEY with details { header: "X-API-Key", reason }.',
  },
};

/** Role note added to each protected operation's description. */
export const rolesNote = (roles: readonly string[]): string => `\n\n**Roles:** ${roles.join(', ')}.`;
export { READER_ROLES as READERS, WRITER_ROLES as WRITERS } from '../../../shared/roles';

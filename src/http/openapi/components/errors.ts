import type { OpenAPIV3 } from 'openapi-types';
import type { ErrorCode } from '../../../shared/app-error';
import { type Schema, type SchemaObject, objectOf, ref, stringEnum, timestamp } from '../schema-helpers';
import { ERROR_CATALOG, ERROR_CODES, ERROR_STATUSES, codesWithStatus, errorExample } from './error-catalog';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Authentication required or failed',
  403: 'Insufficient permissions or account locked',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with a newer version of the record',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation error',
  429: 'Rate limit exceeded',
  500: 'Internal error',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

const codeTable = [
  '| Code | HTTP | Meaning |',
  '|---|---|---|',
  ...ERROR_CODES.map((code) => `| ${code} | ${ERROR_CATALOG[code].status} | ${ERROR_CATALOG[code].meaning} |`),
].join('\n');

const fieldError = objectOf(
  {
    field: {
      type: 'string',
      description:
        'Dotted path (e.g. hormone_biomarkers.fsh_miu_ml, medications.0.end_date) or the query parameter name.',
    },
    message: { type: 'string' },
  },
  { required: ['field', 'message'] },
);

const deidentificationFinding = objectOf(
  {
    field: { type: 'string', description: 'Dotted path of the text field.' },
    warning: { type: 'string', description: 'What the text appears to contain.' },
    position: objectOf(
      { start: { type: 'integer', minimum: 0 }, end: { type: 'integer', minimum: 0 } },
      { required: ['start', 'end'], description: 'Zero-based character range in that field, end exclusive.' },
    ),
  },
  { required: ['field', 'warning', 'position'] },
);

const rateLimitDetails = objectOf(
  {
    limit: { type: 'integer', description: 'Requests allowed per window.' },
    window: {
      type: 'string',
      example: '1 hour',
      description: '"1 hour" for RATE_LIMITED, "1 minute" for BURST_LIMIT_EXCEEDED.',
    },
    reset_at: timestamp('When the window resets.'),
    retry_after_seconds: { type: 'integer', minimum: 1 },
  },
  { required: ['limit', 'window', 'reset_at', 'retry_after_seconds'] },
);

const objectDetails: SchemaObject = {
  type: 'object',
  additionalProperties: true,
  description: 'Context for the error; keys depend on the code (see the examples).',
};

function detailsFor(status: number): Schema {
  if (status === 422) {
    return {
      description:
        'An array of { field, message } for VALIDATION_ERROR, of { field, warning, position } for ' +
        'DE_IDENTIFICATION_ERROR; an object otherwise.',
      anyOf: [
        { type: 'array', minItems: 1, items: ref('FieldError') },
        { type: 'array', minItems: 1, items: ref('DeidentificationFinding') },
        objectDetails,
      ],
    };
  }
  if (status === 429) return ref('RateLimitDetails');
  return objectDetails;
}

function envelope(codeSchema: Schema, details: Schema, description: string): SchemaObject {
  return objectOf(
    {
      status: stringEnum(['error']),
      code: codeSchema,
      message: { type: 'string', description: 'Human-readable text.' },
      details,
    },
    { required: ['status', 'code', 'message', 'details'], description },
  );
}

export const errorSchemas: Record<string, SchemaObject> = {
  ErrorCode: { ...stringEnum(ERROR_CODES), description: `Machine-readable error code.\n\n${codeTable}` },
  FieldError: fieldError,
  DeidentificationFinding: deidentificationFinding,
  RateLimitDetails: rateLimitDetails,
  ErrorEnvelope: envelope(
    ref('ErrorCode'),
    { oneOf: [{ type: 'array', items: { type: 'object' } }, objectDetails] },
    'The envelope of every error response.',
  ),
  // One envelope per status, its code limited to the codes that status can carry.
  ...Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      `Error${status}`,
      envelope(stringEnum(codesWithStatus(status)), detailsFor(status), `Error envelope for HTTP ${status}.`),
    ]),
  ),
};

const header = (description: string, schema: SchemaObject): OpenAPIV3.HeaderObject => ({ description, schema });

export const responseHeaders: Record<string, OpenAPIV3.HeaderObject> = {
  XRequestId: header(
    "The server's own unique id of this request, always generated (a client's X-Request-ID is only logged " +
      'beside it): the id the events it writes and the log lines carry.',
    { type: 'string' },
  ),
  XRateLimitLimit: header('Requests allowed per hour for this caller.', { type: 'integer' }),
  XRateLimitRemaining: header('Requests left in the current hour.', { type: 'integer' }),
  // koa-ratelimit computes the reset with a fraction; rate-limit.ts rounds it up to whole seconds before sending.
  XRateLimitReset: header('When the hourly window resets, as a Unix time in whole seconds.', { type: 'integer' }),
  XRateLimitBurstLimit: header('Requests allowed per minute (burst limit).', { type: 'integer' }),
  XRateLimitBurstRemaining: header('Requests left in the current minute.', { type: 'integer' }),
  XRateLimitBurstReset: header('When the burst window resets, as a Unix time in whole seconds.', { type: 'integer' }),
  RetryAfter: header('Seconds to wait before retrying.', { type: 'integer', minimum: 1 }),
  Location: header("Absolute address of the created resource, under this deployment's public base URL.", {
    type: 'string',
  }),
  XReadYourWrites: header(
    'Only on a write answered before the read models include it (the projection did not confirm it within ' +
      'the bounded wait): `pending`. The write has succeeded; a read right after may not show it yet.',
    { type: 'string', enum: ['pending'] },
  ),
  XLogPosition: header(
    'Sent with X-Read-Your-Writes: the position of the write in the event log; the read models include the ' +
      'write once /ready reports a projection checkpoint at or past it.',
    { type: 'integer', minimum: 1 },
  ),
  ETag: header(
    'Version of the record (a weak tag holding its revision); send it back in If-Match to update only that version.',
    {
      type: 'string',
      pattern: '^W/"[0-9]+"$',
      example: 'W/"3"',
    },
  ),
};

const headerRef = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** Headers every response carries: all requests pass the request-id and rate-limit middleware. */
export function commonHeaders(extra: string[] = []): Record<string, OpenAPIV3.ReferenceObject> {
  const names: Record<string, string> = {
    'X-Request-ID': 'XRequestId',
    'X-RateLimit-Limit': 'XRateLimitLimit',
    'X-RateLimit-Remaining': 'XRateLimitRemaining',
    'X-RateLimit-Reset': 'XRateLimitReset',
    'X-RateLimit-Burst-Limit': 'XRateLimitBurstLimit',
    'X-RateLimit-Burst-Remaining': 'XRateLimitBurstRemaining',
    'X-RateLimit-Burst-Reset': 'XRateLimitBurstReset',
  };
  for (const name of extra) names[name] = name.replace(/-/g, '');
  return Object.fromEntries(Object.entries(names).map(([name, component]) => [name, headerRef(component)]));
}

/** An error response listing the codes this operation can answer with at that status, one example each. */
export function errorResponse(
  status: number,
  codes: ErrorCode[],
  basePath: string,
  description?: string,
): OpenAPIV3.ResponseObject {
  const extra = status === 429 || status === 503 || codes.includes('ACCOUNT_LOCKED') ? ['Retry-After'] : [];
  return {
    description:
      description ??
      `${STATUS_TEXT[status] ?? 'Error'}: ` +
        `${codes.join(', ')}.${extra.length ? ' Retry-After says when to try again.' : ''}`,
    headers: commonHeaders(extra),
    content: {
      'application/json': {
        schema: ref(`Error${status}`),
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            { summary: ERROR_CATALOG[code].meaning, value: { status: 'error', code, ...errorExample(code, basePath) } },
          ]),
        ),
      },
    },
  };
}

/** Responses any operation can give: rate limits and unexpected failures. */
export function alwaysPossible(basePath: string): Record<string, OpenAPIV3.ResponseObject> {
  return {
    '429': errorResponse(429, ['RATE_LIMITED', 'BURST_LIMIT_EXCEEDED'], basePath),
    '500': errorResponse(500, ['INTERNAL_SERVER_ERROR'], basePath),
  };
}

/** Responses of every operation that uses a backing store: its outages and failures. */
export function storeErrors(basePath: string): Record<string, OpenAPIV3.ResponseObject> {
  return {
    '500': errorResponse(
      500,
      ['INTERNAL_SERVER_ERROR', 'DATABASE_ERROR'],
      basePath,
      'Unexpected failure (INTERNAL_SERVER_ERROR) or an error answered by a database (DATABASE_ERROR, ' +
        '`details.dependency` names it).',
    ),
    '503': errorResponse(
      503,
      ['SERVICE_UNAVAILABLE'],
      basePath,
      'A backing service this request needs is unreachable (SERVICE_UNAVAILABLE, `details.dependency` names it). ' +
        'Nothing was written; retry after Retry-After seconds.',
    ),
    '504': errorResponse(
      504,
      ['TIMEOUT_ERROR'],
      basePath,
      'A backing service answered too late (TIMEOUT_ERROR, `details.dependency` names it).',
    ),
  };
}

/** Responses of every route behind requireAuth and a role check. */
export function protectedErrors(basePath: string): Record<string, OpenAPIV3.ResponseObject> {
  return {
    '401': errorResponse(401, ['MISSING_AUTHORIZATION', 'INVALID_TOKEN', 'TOKEN_EXPIRED', 'INVALID_API_KEY'], basePath),
    '403': errorResponse(
      403,
      ['FORBIDDEN', 'ORGANIZATION_ACCESS_DENIED'],
      basePath,
      "The role may not call this endpoint (FORBIDDEN), or a provider asked for another organization's record " +
        '(ORGANIZATION_ACCESS_DENIED).',
    ),
  };
}

/** Responses of every route that parses a JSON body. */
export function jsonBodyErrors(basePath: string): Record<string, OpenAPIV3.ResponseObject> {
  return {
    '400': errorResponse(
      400,
      ['BAD_REQUEST'],
      basePath,
      'Malformed JSON or a Content-Type other than application/json (BAD_REQUEST).',
    ),
    '413': errorResponse(
      413,
      ['PAYLOAD_TOO_LARGE'],
      basePath,
      'The JSON body is over the configured limit (PAYLOAD_TOO_LARGE).',
    ),
  };
}

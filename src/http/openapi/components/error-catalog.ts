import { REGIONS } from '../../../events/clinical-values';
import type { ErrorCode } from '../../../shared/app-error';

/**
 * Every error code with its HTTP status and meaning (SPEC section 7 plus the
 * codes DECISIONS adds). Keyed by the ErrorCode union, so a code added to
 * app-error.ts does not typecheck until it is documented here.
 */
export const ERROR_CATALOG: Record<ErrorCode, { status: number; meaning: string }> = {
  BAD_REQUEST: { status: 400, meaning: 'Malformed JSON, a wrong content type, or a request that cannot be read.' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'Wrong email or password; details carries attempt and max_attempts.' },
  MISSING_AUTHORIZATION: {
    status: 401,
    meaning: 'No Authorization header; details carries required_header and format.',
  },
  INVALID_TOKEN: { status: 401, meaning: 'Malformed or invalid access token.' },
  TOKEN_EXPIRED: { status: 401, meaning: 'Access token expired; details carries expired_at and refresh_endpoint.' },
  INVALID_REFRESH_TOKEN: {
    status: 401,
    meaning: 'Refresh token invalid, expired or already used (refresh tokens rotate).',
  },
  INVALID_API_KEY: {
    status: 401,
    meaning:
      'The X-API-Key header holds an unknown, revoked or expired key; details carries header, reason and, ' +
      'for a known key, key_id.',
  },
  FORBIDDEN: {
    status: 403,
    meaning: 'The role may not call this endpoint; details carries required_role, user_role and resource.',
  },
  ACCOUNT_LOCKED: {
    status: 403,
    meaning: 'Too many failed logins; details carries locked_until and retry_after_seconds.',
  },
  INSUFFICIENT_ROLE: {
    status: 403,
    meaning:
      'The operation is reserved to admin or auditor (audit trail, administration); details carries ' +
      'required_role, user_role and resource. Role refusals on the clinical routes stay FORBIDDEN.',
  },
  ORGANIZATION_ACCESS_DENIED: {
    status: 403,
    meaning:
      "A provider asked for another organization's patient, visit or batch; details carries the caller's " +
      'organization_id and the resource.',
  },
  NOT_FOUND: {
    status: 404,
    meaning: 'Resource or route does not exist; an unknown patient_id on visit creation, details carries patient_id.',
  },
  PATIENT_NOT_FOUND: { status: 404, meaning: 'Patient not found; details carries patient_id and searched_fields.' },
  VISIT_NOT_FOUND: { status: 404, meaning: 'Visit not found; details carries visit_id.' },
  BATCH_NOT_FOUND: { status: 404, meaning: 'Batch job not found; details carries batch_id.' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'The path exists but not with this method.' },
  CONFLICT: {
    status: 409,
    meaning:
      'The record changed since the If-Match version was read (details { expected, actual } are ETags), or ' +
      'a write still conflicted with concurrent writes after internal retries.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'Request body or uploaded file over the configured limit.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'Unsupported content type.' },
  VALIDATION_ERROR: {
    status: 422,
    meaning: 'One or more fields or query parameters invalid; details lists { field, message } items.',
  },
  DE_IDENTIFICATION_ERROR: {
    status: 422,
    meaning: 'Free text contains potential identifiers; details lists { field, warning, position } items.',
  },
  DUPLICATE_ENTRY: {
    status: 422,
    meaning:
      'A record with the same id already exists, an Idempotency-Key was already used for a different request ' +
      '(details idempotency_key), or the same CSV file was uploaded within 24 hours (details batch_id).',
  },
  INVALID_ENUM_VALUE: {
    status: 422,
    meaning:
      'Unknown value for an enumerated query parameter; details carries field, valid_values and value (only ' +
      'when short, printable and clear of the identifier screen; otherwise the message gives its length).',
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Hourly rate limit exceeded; details carries limit, window, reset_at and retry_after_seconds.',
  },
  BURST_LIMIT_EXCEEDED: { status: 429, meaning: 'Per-minute burst limit exceeded; details as for RATE_LIMITED.' },
  INTERNAL_SERVER_ERROR: { status: 500, meaning: 'Unexpected error; details carries request_id and timestamp.' },
  DATABASE_ERROR: { status: 500, meaning: 'Database operation failed.' },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'Temporarily unavailable.' },
  TIMEOUT_ERROR: { status: 504, meaning: 'Processing timeout.' },
};

export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

export function codesWithStatus(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => ERROR_CATALOG[code].status === status);
}

export const ERROR_STATUSES = [...new Set(ERROR_CODES.map((code) => ERROR_CATALOG[code].status))].sort((a, b) => a - b);

const EXAMPLE_TIME = '2024-03-15T10:30:00.000Z';

/** A realistic message and details per code, as the service produces them (see the throwing sites). */
export function errorExample(code: ErrorCode, basePath: string): { message: string; details: unknown } {
  switch (code) {
    case 'BAD_REQUEST':
      return { message: 'Malformed JSON in request body', details: { reason: 'The body is not valid JSON' } };
    case 'INVALID_CREDENTIALS':
      return { message: 'Invalid email or password', details: { attempt: 1, max_attempts: 5 } };
    case 'ACCOUNT_LOCKED':
      return {
        message: 'Too many failed login attempts; the account is temporarily locked',
        details: { locked_until: '2024-03-15T10:45:00.000Z', retry_after_seconds: 900 },
      };
    case 'MISSING_AUTHORIZATION':
      return {
        message: 'Authorization header is required',
        details: { required_header: 'Authorization', format: 'Bearer <ACCESS_TOKEN>' },
      };
    case 'INVALID_TOKEN':
      return { message: 'The access token is malformed or invalid', details: { format: 'Bearer <ACCESS_TOKEN>' } };
    case 'TOKEN_EXPIRED':
      return {
        message: 'The access token has expired',
        details: { expired_at: EXAMPLE_TIME, refresh_endpoint: `${basePath}/auth/refresh` },
      };
    case 'INVALID_REFRESH_TOKEN':
      return {
        message: 'The refresh token is invalid, expired or already used; log in again',
        details: { login_endpoint: '/auth/login' },
      };
    case 'INVALID_API_KEY':
      return {
        message: 'The X-API-Key header holds an unknown, revoked or expired key',
        details: { header: 'X-API-Key', reason: 'revoked', key_id: 'key_x4Gk9Qm2ZbTa' },
      };
    case 'FORBIDDEN':
      return {
        message: 'Role readonly may not POST this resource',
        details: { required_role: ['provider', 'admin'], user_role: 'readonly', resource: `POST ${basePath}/patients` },
      };
    case 'ORGANIZATION_ACCESS_DENIED':
      return {
        message: 'The patients/pat_Vb3kR9qT2mXw7LpA1sYd4g belongs to another organization',
        details: { organization_id: 'clinic-north', resource: 'patients/pat_Vb3kR9qT2mXw7LpA1sYd4g' },
      };
    case 'VALIDATION_ERROR':
      return {
        message: 'Validation failed',
        details: [
          { field: 'age_years', message: 'Age must be between 18 and 120' },
          { field: 'race', message: 'This field is required' },
          { field: 'hormone_biomarkers.fsh_miu_ml', message: 'Value must be between 0 and 300' },
        ],
      };
    case 'DE_IDENTIFICATION_ERROR':
      return {
        message: 'Free text appears to contain identifying information; remove it and try again',
        details: [{ field: 'notes', warning: 'Possible personal name', position: { start: 8, end: 18 } }],
      };
    case 'DUPLICATE_ENTRY':
      return {
        message: 'Patient pat_Vb3kR9qT2mXw7LpA1sYd4g already exists',
        details: { patient_id: 'pat_Vb3kR9qT2mXw7LpA1sYd4g' },
      };
    case 'INVALID_ENUM_VALUE':
      return {
        message: `Invalid value 'mars' for region. Must be one of: ${REGIONS.join(', ')}`,
        details: { field: 'region', value: 'mars', valid_values: [...REGIONS] },
      };
    case 'NOT_FOUND':
      return {
        message: 'Patient not found',
        details: { patient_id: 'pat_Vb3kR9qT2mXw7LpA1sYd4g' },
      };
    case 'PATIENT_NOT_FOUND':
      return {
        message: 'Patient not found',
        details: { patient_id: 'pat_Vb3kR9qT2mXw7LpA1sYd4g', searched_fields: ['id'] },
      };
    case 'VISIT_NOT_FOUND':
      return {
        message: 'Visit not found',
        details: { visit_id: 'vis_Q2w8Lr5TnK1cZp0aXy7m3b' },
      };
    case 'BATCH_NOT_FOUND':
      return {
        message: 'Batch not found',
        details: { batch_id: 'batch_H7d2Kq9Zr4Tn1Wm6Lp3x8c' },
      };
    case 'CONFLICT':
      return {
        message: 'The record was changed by another request at the same time; retry',
        details: { stream: 'patient' },
      };
    case 'PAYLOAD_TOO_LARGE':
      return { message: 'Request body exceeds 1048576 bytes', details: { limit_bytes: 1048576 } };
    case 'RATE_LIMITED':
      return {
        message: 'Rate limit exceeded',
        details: { limit: 1000, window: '1 hour', reset_at: '2024-03-15T11:00:00.000Z', retry_after_seconds: 1770 },
      };
    case 'BURST_LIMIT_EXCEEDED':
      return {
        message: 'Burst limit exceeded',
        details: { limit: 100, window: '1 minute', reset_at: '2024-03-15T10:31:00.000Z', retry_after_seconds: 30 },
      };
    case 'INTERNAL_SERVER_ERROR':
      return {
        message: 'An unexpected error occurred',
        details: { request_id: 'req_9f3Kx2LmQ8wZt1Rb4Yn7Vc', timestamp: EXAMPLE_TIME },
      };
    case 'SERVICE_UNAVAILABLE':
      return {
        message: 'A service this request needs is temporarily unavailable',
        details: { dependency: 'postgres', retry_after_seconds: 2 },
      };
    case 'TIMEOUT_ERROR':
      return { message: 'The request took too long to process', details: { dependency: 'postgres' } };
    case 'DATABASE_ERROR':
      return {
        message: 'A database operation failed',
        details: { dependency: 'mongodb', request_id: 'req_9f3Kx2LmQ8wZt1Rb4Yn7Vc' },
      };
    default:
      return { message: ERROR_CATALOG[code].meaning, details: {} };
  }
}

/**
 * One error vocabulary for the whole service: domain and adapters throw these,
 * and a single HTTP middleware turns them into the spec's error envelope.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_LOCKED'
  | 'MISSING_AUTHORIZATION'
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'INVALID_REFRESH_TOKEN'
  | 'INVALID_API_KEY'
  | 'FORBIDDEN'
  | 'INSUFFICIENT_ROLE'
  | 'ORGANIZATION_ACCESS_DENIED'
  | 'VALIDATION_ERROR'
  | 'DE_IDENTIFICATION_ERROR'
  | 'DUPLICATE_ENTRY'
  | 'INVALID_ENUM_VALUE'
  | 'NOT_FOUND'
  | 'PATIENT_NOT_FOUND'
  | 'VISIT_NOT_FOUND'
  | 'BATCH_NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'RATE_LIMITED'
  | 'BURST_LIMIT_EXCEEDED'
  | 'INTERNAL_SERVER_ERROR'
  | 'DATABASE_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'TIMEOUT_ERROR';

export interface FieldError {
  field: string;
  message: string;
}

export type ErrorDetails = ReadonlyArray<object> | Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Details items an error lists at most: a body with 50,000 unknown keys must not get a 3 MB answer. */
export const MAX_DETAIL_ITEMS = 100;

/** A 422 with its items capped at MAX_DETAIL_ITEMS; the message says how many were left out. */
export function listedError(
  code: 'VALIDATION_ERROR' | 'DE_IDENTIFICATION_ERROR',
  message: string,
  items: object[],
): AppError {
  if (items.length <= MAX_DETAIL_ITEMS) return new AppError(422, code, message, items);
  const shown =
    `${message} (${items.length} problems; the first ${MAX_DETAIL_ITEMS} are listed, ` +
    `${items.length - MAX_DETAIL_ITEMS} left out)`;
  return new AppError(422, code, shown, items.slice(0, MAX_DETAIL_ITEMS));
}

export function validationError(details: FieldError[], message = 'Validation failed'): AppError {
  return listedError('VALIDATION_ERROR', message, details);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

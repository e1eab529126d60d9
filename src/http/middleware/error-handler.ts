import type { Context, Middleware } from 'koa';
import { ConcurrencyError } from '../../commands/concurrency-error';
import { type ErrorCode, isAppError } from '../../shared/app-error';
import { dependencyOfDriverError, failureKind } from '../../shared/dependency-error';
import type { Logger } from '../../shared/logger';
import { conflictAnswer } from '../entity-tags';
import { sendError } from '../envelope';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  headers?: Record<string, string>;
}

const CODES_BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be understood' },
  401: { code: 'INVALID_TOKEN', message: 'Authentication failed' },
  403: { code: 'FORBIDDEN', message: 'Not allowed' },
  404: { code: 'NOT_FOUND', message: 'Resource not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed on this resource' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
};

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as HttpLikeError;
  const value = status ?? statusCode;
  // The router's 501 for a method it does not know at all (TRACE, PROPFIND): to a client, not allowed here.
  if (value === 501) return 405;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

/** Seconds a client is asked to wait after a 503: reconnects are at most 2 s apart. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * A backing service failing is not a bug of ours: unreachable → 503
 * SERVICE_UNAVAILABLE (with Retry-After), too slow → 504 TIMEOUT_ERROR, an
 * error answer from the database → 500 DATABASE_ERROR. `details.dependency`
 * names the service; nothing of the driver's message reaches the client.
 */
function answerDependencyFailure(ctx: Context, error: unknown, logger: Logger): boolean {
  const failure = failureKind(error);
  if (failure === null) return false;
  const dependency = dependencyOfDriverError(error) ?? 'database';
  const fields = { err: error, request_id: ctx.state.requestId, method: ctx.method, path: ctx.path, dependency };
  switch (failure) {
    case 'unavailable':
      logger.warn(fields, 'dependency unavailable');
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      sendError(ctx, 503, 'SERVICE_UNAVAILABLE', 'A service this request needs is temporarily unavailable', {
        dependency,
        retry_after_seconds: RETRY_AFTER_SECONDS,
      });
      return true;
    case 'timeout':
      logger.warn(fields, 'dependency timed out');
      sendError(ctx, 504, 'TIMEOUT_ERROR', 'The request took too long to process', { dependency });
      return true;
    case 'failed':
      logger.error(fields, 'database error');
      sendError(ctx, 500, 'DATABASE_ERROR', 'A database operation failed', {
        dependency,
        request_id: ctx.state.requestId,
      });
      return true;
  }
}

/**
 * Every failure leaves as the spec's envelope. Client errors keep their
 * status; anything unexpected is logged (never with request bodies) and
 * becomes INTERNAL_SERVER_ERROR carrying the request id and time.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // The router's 405 (known path, other method) and 501 (a method it does not know at all, such as
      // TRACE): both "not allowed here", with the Allow header the router set listing what is.
      if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        const allowed = String(ctx.response.get('Allow') ?? '');
        sendError(ctx, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed on this resource', {
          method: ctx.method,
          allowed: allowed ? allowed.split(/,\s*/) : [],
        });
        return;
      }
      if (ctx.status === 404 && ctx.body === undefined) {
        sendError(ctx, 404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`, {
          method: ctx.method,
          path: ctx.path,
        });
      }
    } catch (thrown) {
      const error = thrown instanceof ConcurrencyError ? conflictAnswer(thrown) : thrown;
      if (isAppError(error)) {
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        sendError(ctx, error.status, error.code, error.message, error.details);
        return;
      }
      const status = httpStatusOf(error);
      if (status !== undefined) {
        const known = CODES_BY_STATUS[status] ?? { code: 'BAD_REQUEST' as ErrorCode, message: 'Bad request' };
        const headers = (error as HttpLikeError).headers ?? {};
        for (const [name, value] of Object.entries(headers)) ctx.set(name, String(value));
        const message =
          status === 400 && (error as HttpLikeError).type === 'entity.parse.failed'
            ? 'Malformed JSON in request body'
            : known.message;
        sendError(ctx, status, known.code, message, {});
        return;
      }
      if (answerDependencyFailure(ctx, error, logger)) return;
      const timestamp = new Date().toISOString();
      logger.error(
        { err: error, request_id: ctx.state.requestId, method: ctx.method, path: ctx.path },
        'unexpected error',
      );
      sendError(ctx, 500, 'INTERNAL_SERVER_ERROR', 'An unexpected error occurred', {
        request_id: ctx.state.requestId,
        timestamp,
      });
    }
  };
}

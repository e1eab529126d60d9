import { koaBody } from 'koa-body';
import type { Middleware } from 'koa';
import { AppError } from '../../shared/app-error';

/** JSON routes take JSON only: another content type is a 400, a body over the limit a 413. */
export function jsonBody(limitBytes: number): Middleware[] {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limitBytes,
    multipart: false,
    urlencoded: false,
    text: false,
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limitBytes} bytes`, {
          limit_bytes: limitBytes,
        });
      }
      throw new AppError(400, 'BAD_REQUEST', 'Malformed JSON in request body', {
        reason: 'The body is not valid JSON',
      });
    },
  });
  const requireJson: Middleware = async (ctx, next) => {
    const length = Number(ctx.get('Content-Length') || '0');
    if (length > limitBytes) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limitBytes} bytes`, {
        limit_bytes: limitBytes,
      });
    }
    if (!ctx.is('application/json')) {
      throw new AppError(400, 'BAD_REQUEST', 'Content-Type must be application/json', {
        expected_content_type: 'application/json',
      });
    }
    await next();
  };
  return [requireJson, parse];
}

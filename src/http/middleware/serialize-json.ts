import type { Middleware } from 'koa';

/** Bodies Koa would send as JSON: plain objects and arrays (not buffers, streams, blobs or strings). */
function isJsonBody(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}

/**
 * Turns a JSON body into its text once, keeping its JSON content type. Koa
 * would stringify it twice: once when the compression middleware asks for the
 * body's length, and again to send it. Runs just inside compression, after
 * everything deeper (the idempotency replay store among them) has seen the
 * body as an object.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (isJsonBody(body) && ctx.writable) ctx.body = JSON.stringify(body);
  };
}

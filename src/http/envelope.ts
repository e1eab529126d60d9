import type { Context } from 'koa';
import type { ErrorCode, ErrorDetails } from '../shared/app-error';

export function sendSuccess(ctx: Context, status: number, data: unknown, extra: Record<string, unknown> = {}): void {
  ctx.status = status;
  ctx.body = { status: 'success', data, ...extra };
}

/**
 * `sendSuccess` for data that is JSON text already (a page of stored list items): the envelope is written
 * around it, the same bytes `JSON.stringify` would give for the parsed data.
 */
export function sendSuccessJson(ctx: Context, status: number, dataJson: string, extra: Record<string, unknown>): void {
  let text = `{"status":"success","data":${dataJson}`;
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  ctx.status = status;
  // Before the body: a string body would otherwise be typed text/plain.
  ctx.type = 'application/json';
  ctx.body = `${text}}`;
}

export function sendError(ctx: Context, status: number, code: ErrorCode, message: string, details: ErrorDetails): void {
  ctx.status = status;
  ctx.body = { status: 'error', code, message, details };
}

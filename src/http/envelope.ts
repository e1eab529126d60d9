import type { Context } from 'koa';
import type { ErrorCode, ErrorDetails } from '../shared/app-error';

export function sendSuccess(ctx: Context, status: number, data: unknown, extra: Record<string, unknown> = {}): void {
  ctx.status = status;
  ctx.body = { status: 'success', data, ...extra };
}

export function sendError(ctx: Context, status: number, code: ErrorCode, message: string, details: ErrorDetails): void {
  ctx.status = status;
  ctx.body = { status: 'error', code, message, details };
}

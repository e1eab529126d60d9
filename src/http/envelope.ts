import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { ErrorCode, ErrorDetails } from '../shared/app-error';

/** A success envelope's text up to its data. */
const SUCCESS_BEFORE_DATA = '{"status":"success","data":';

export function sendSuccess(ctx: Context, status: number, data: unknown, extra: Record<string, unknown> = {}): void {
  ctx.status = status;
  ctx.body = { status: 'success', data, ...extra };
}

/**
 * `sendSuccess` for data that is JSON text already (a page of stored list items): the envelope is written
 * around it, the same bytes `JSON.stringify` would give for the parsed data.
 */
export function sendSuccessJson(
  ctx: Context,
  status: number,
  dataJson: string,
  extra: Record<string, unknown> = {},
): void {
  let text = `${SUCCESS_BEFORE_DATA}${dataJson}`;
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  ctx.status = status;
  // Before the body: a string body would otherwise be typed text/plain.
  ctx.type = 'application/json';
  ctx.body = `${text}}`;
}

/** Answers up to this many characters go out as one string with a Content-Length; longer ones stream. */
const INLINE_ANSWER_CHARS = 256 * 1024;

/**
 * `sendSuccessJson` for data whose JSON text comes in pieces (a batch status with its error items). A short
 * answer is sent whole; a long one streams piece by piece as the client takes it, so memory holds a few
 * pieces and not the answer. Once it streams, its status has been sent: a piece that fails to be read then
 * cuts the connection, and the client sees a truncated answer rather than a wrong one.
 */
export async function sendSuccessJsonPieces(
  ctx: Context,
  status: number,
  dataPieces: AsyncIterable<string>,
  inlineChars = INLINE_ANSWER_CHARS,
): Promise<void> {
  const pieces = dataPieces[Symbol.asyncIterator]();
  const read: string[] = [SUCCESS_BEFORE_DATA];
  let chars = 0;
  ctx.status = status;
  ctx.type = 'application/json';
  while (chars <= inlineChars) {
    const next = await pieces.next();
    if (next.done === true) {
      ctx.body = `${read.join('')}}`;
      return;
    }
    read.push(next.value);
    chars += next.value.length;
  }
  ctx.body = Readable.from(theRest(read.join(''), pieces), { objectMode: false });
}

async function* theRest(readSoFar: string, pieces: AsyncIterator<string>): AsyncGenerator<string> {
  yield readSoFar;
  for (let next = await pieces.next(); next.done !== true; next = await pieces.next()) yield next.value;
  yield '}';
}

export function sendError(ctx: Context, status: number, code: ErrorCode, message: string, details: ErrorDetails): void {
  ctx.status = status;
  ctx.body = { status: 'error', code, message, details };
}

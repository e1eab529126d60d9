import type { Context } from 'koa';
import type { CommandOrigin } from '../../commands/command-origin';
import type { Position } from '../../events/event-store';
import type { IdempotencyMark } from '../../events/idempotency-record';
import type { AppDeps } from '../app-deps';
import { actorOf } from '../middleware/authentication';

export function originOf(ctx: Context): CommandOrigin {
  const origin: CommandOrigin = { actor: actorOf(ctx), requestId: String(ctx.state.requestId) };
  // Set by the Idempotency-Key middleware: the key goes into the log with the write.
  const mark = ctx.state.idempotency as IdempotencyMark | undefined;
  return mark ? { ...origin, idempotency: mark } : origin;
}

/**
 * Read-your-writes: answer a write only once the read models include it, so
 * an immediate GET sees it. The wait is bounded; past it the write (already
 * durable) is still acknowledged and the lag is logged.
 */
export async function awaitProjection(deps: AppDeps, ctx: Context, position: Position): Promise<boolean> {
  const reached = await deps.projection.waitFor(position, deps.config.readYourWritesTimeoutMs);
  if (!reached)
    deps.logger.warn(
      { request_id: ctx.state.requestId, position },
      'read models lag behind a write past the bounded wait',
    );
  return reached;
}

export function param(ctx: Context, name: string): string {
  return String((ctx.params as Record<string, string>)[name]);
}

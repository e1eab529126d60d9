import type { Context } from 'koa';
import type { CommandOrigin } from '../../commands/command-origin';
import type { Position } from '../../events/event-store';
import type { IdempotencyMark } from '../../events/idempotency-record';
import type { AppDeps } from '../app-deps';
import { actorOf } from '../middleware/authentication';

/** On a write answered before the read models include it: `pending`, with the write's log position beside it. */
export const READ_YOUR_WRITES_HEADER = 'X-Read-Your-Writes';
export const LOG_POSITION_HEADER = 'X-Log-Position';

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
  // Said in the answer too: a GET right after may not show this write yet; the position says where it is.
  if (!reached) ctx.set({ [READ_YOUR_WRITES_HEADER]: 'pending', [LOG_POSITION_HEADER]: String(position) });
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

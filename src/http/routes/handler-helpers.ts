import type { Context } from 'koa';
import type { CommandOrigin } from '../../commands/command-origin';
import type { Position } from '../../events/event-store';
import type { AppDeps } from '../app-deps';
import { actorOf } from '../middleware/authentication';

export function originOf(ctx: Context): CommandOrigin {
  return { actor: actorOf(ctx), requestId: String(ctx.state.requestId) };
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

import type { Middleware } from 'koa';
import { type VisitWritten, recordVisit, updateVisit } from '../../commands/visit/visit-commands';
import { type Versioned, visitOutput } from '../../queries/output';
import type { QueryInput } from '../../queries/list-params';
import { getVisit, listVisits } from '../../queries/visit-queries';
import { getVisitAt, parsePointInTime } from '../../queries/time-travel';
import type { AppDeps } from '../app-deps';
import { ifMatchRevision, setEntityTag } from '../entity-tags';
import { sendSuccess } from '../envelope';
import { actorOf } from '../middleware/authentication';
import { awaitProjection, originOf, param } from './handler-helpers';
import { historyHandler } from './history-routes';

/**
 * The answer to a write is the visit as the command left it: the handler
 * already holds that state, so it is not read back from the read model (the
 * write still waits for the projection, so a GET right after sees it).
 */
export function fromVisitState(written: VisitWritten): Versioned {
  if (written.state.status !== 'recorded') throw new Error('a written visit is recorded');
  const { visit, recordedAt, updatedAt } = written.state;
  const view = {
    id: written.visitId,
    organization_id: written.state.organizationId,
    visit,
    created_at: recordedAt,
    updated_at: updatedAt,
    last_position: written.position,
    revision: written.revision,
  };
  return { data: visitOutput(view), revision: written.revision };
}

export function visitHandlers(deps: AppDeps): Record<'create' | 'list' | 'get' | 'update' | 'history', Middleware> {
  return {
    async create(ctx) {
      const written = await recordVisit(deps.commands, originOf(ctx), ctx.request.body);
      await awaitProjection(deps, ctx, written.position);
      ctx.set('Location', `${deps.config.environment.publicBaseUrl}/visits/${written.visitId}`);
      setEntityTag(ctx, written.revision);
      sendSuccess(ctx, 201, fromVisitState(written).data, { message: 'Visit created' });
    },
    async list(ctx) {
      const { data, pagination } = await listVisits(deps.readStore, ctx.query as QueryInput, actorOf(ctx));
      sendSuccess(ctx, 200, data, { pagination });
    },
    async get(ctx) {
      const point = parsePointInTime(ctx.query as QueryInput, deps.commands.clock.now());
      const record = point
        ? await getVisitAt(deps.commands.events, param(ctx, 'id'), point, actorOf(ctx))
        : await getVisit(deps.readStore, param(ctx, 'id'), actorOf(ctx));
      setEntityTag(ctx, record.revision);
      sendSuccess(ctx, 200, record.data);
    },
    history: historyHandler(deps, 'visit'),
    async update(ctx) {
      const expectedRevision = ifMatchRevision(ctx);
      const written = await updateVisit(
        deps.commands,
        originOf(ctx),
        param(ctx, 'id'),
        ctx.request.body,
        expectedRevision,
      );
      await awaitProjection(deps, ctx, written.position);
      setEntityTag(ctx, written.revision);
      sendSuccess(ctx, 200, fromVisitState(written).data, { message: 'Visit updated' });
    },
  };
}

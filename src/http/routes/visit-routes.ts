import type { Middleware } from 'koa';
import { recordVisit, updateVisit } from '../../commands/visit/visit-commands';
import type { QueryInput } from '../../queries/list-params';
import { getVisit, listVisits } from '../../queries/visit-queries';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { awaitProjection, originOf, param } from './handler-helpers';

export function visitHandlers(deps: AppDeps): Record<'create' | 'list' | 'get' | 'update', Middleware> {
  return {
    async create(ctx) {
      const written = await recordVisit(deps.commands, originOf(ctx), ctx.request.body);
      await awaitProjection(deps, ctx, written.position);
      ctx.set('Location', `${deps.config.basePath}/visits/${written.visitId}`);
      sendSuccess(ctx, 201, await getVisit(deps.readStore, written.visitId), { message: 'Visit created' });
    },
    async list(ctx) {
      const { data, pagination } = await listVisits(deps.readStore, ctx.query as QueryInput);
      sendSuccess(ctx, 200, data, { pagination });
    },
    async get(ctx) {
      sendSuccess(ctx, 200, await getVisit(deps.readStore, param(ctx, 'id')));
    },
    async update(ctx) {
      const written = await updateVisit(deps.commands, originOf(ctx), param(ctx, 'id'), ctx.request.body);
      await awaitProjection(deps, ctx, written.position);
      sendSuccess(ctx, 200, await getVisit(deps.readStore, written.visitId), { message: 'Visit updated' });
    },
  };
}

import type { Middleware } from 'koa';
import { registerPatient, updatePatient } from '../../commands/patient/patient-commands';
import { getPatient, listPatients } from '../../queries/patient-queries';
import type { QueryInput } from '../../queries/list-params';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { awaitProjection, originOf, param } from './handler-helpers';

export function patientHandlers(deps: AppDeps): Record<'create' | 'list' | 'get' | 'update', Middleware> {
  return {
    async create(ctx) {
      const written = await registerPatient(deps.commands, originOf(ctx), ctx.request.body);
      await awaitProjection(deps, ctx, written.position);
      ctx.set('Location', `${deps.config.basePath}/patients/${written.patientId}`);
      sendSuccess(ctx, 201, await getPatient(deps.readStore, written.patientId), { message: 'Patient created' });
    },
    async list(ctx) {
      const { data, pagination } = await listPatients(deps.readStore, ctx.query as QueryInput);
      sendSuccess(ctx, 200, data, { pagination });
    },
    async get(ctx) {
      sendSuccess(ctx, 200, await getPatient(deps.readStore, param(ctx, 'id')));
    },
    async update(ctx) {
      const written = await updatePatient(deps.commands, originOf(ctx), param(ctx, 'id'), ctx.request.body);
      await awaitProjection(deps, ctx, written.position);
      sendSuccess(ctx, 200, await getPatient(deps.readStore, written.patientId), { message: 'Patient updated' });
    },
  };
}

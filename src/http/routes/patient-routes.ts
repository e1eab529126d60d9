import type { Middleware } from 'koa';
import { type PatientWritten, registerPatient, updatePatient } from '../../commands/patient/patient-commands';
import { patientOutput } from '../../queries/output';
import { getPatient, listPatients } from '../../queries/patient-queries';
import type { QueryInput } from '../../queries/list-params';
import type { AppDeps } from '../app-deps';
import { sendSuccess } from '../envelope';
import { awaitProjection, originOf, param } from './handler-helpers';

/** The acknowledged write itself, for when the read models lag past the bounded wait. */
function fromCommandState(written: PatientWritten): Record<string, unknown> {
  if (written.state.status !== 'registered') throw new Error('a written patient is registered');
  const { patient, registeredAt, updatedAt } = written.state;
  return {
    ...patientOutput({ id: written.patientId, patient, created_at: registeredAt, updated_at: updatedAt, last_position: written.position }),
    visits: [],
  };
}

async function respondWith(deps: AppDeps, written: PatientWritten, caughtUp: boolean): Promise<Record<string, unknown>> {
  return caughtUp ? getPatient(deps.readStore, written.patientId) : fromCommandState(written);
}

export function patientHandlers(deps: AppDeps): Record<'create' | 'list' | 'get' | 'update', Middleware> {
  return {
    async create(ctx) {
      const written = await registerPatient(deps.commands, originOf(ctx), ctx.request.body);
      const caughtUp = await awaitProjection(deps, ctx, written.position);
      ctx.set('Location', `${deps.config.basePath}/patients/${written.patientId}`);
      sendSuccess(ctx, 201, await respondWith(deps, written, caughtUp), { message: 'Patient created' });
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
      const caughtUp = await awaitProjection(deps, ctx, written.position);
      sendSuccess(ctx, 200, await respondWith(deps, written, caughtUp), { message: 'Patient updated' });
    },
  };
}

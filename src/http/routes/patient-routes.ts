import type { Middleware } from 'koa';
import { type PatientWritten, registerPatient, updatePatient } from '../../commands/patient/patient-commands';
import { type Versioned, patientOutput } from '../../queries/output';
import { getPatient, listPatients } from '../../queries/patient-queries';
import type { QueryInput } from '../../queries/list-params';
import type { AppDeps } from '../app-deps';
import { ifMatchRevision, setEntityTag } from '../entity-tags';
import { sendSuccess } from '../envelope';
import { awaitProjection, originOf, param } from './handler-helpers';

/** The acknowledged write itself, for when the read models lag past the bounded wait. */
function fromCommandState(written: PatientWritten): Versioned {
  if (written.state.status !== 'registered') throw new Error('a written patient is registered');
  const { patient, registeredAt, updatedAt } = written.state;
  const view = {
    id: written.patientId,
    patient,
    created_at: registeredAt,
    updated_at: updatedAt,
    last_position: written.position,
    revision: written.revision,
  };
  return { data: { ...patientOutput(view), visits: [] }, revision: written.revision };
}

async function respondWith(deps: AppDeps, written: PatientWritten, caughtUp: boolean): Promise<Versioned> {
  return caughtUp ? getPatient(deps.readStore, written.patientId) : fromCommandState(written);
}

export function patientHandlers(deps: AppDeps): Record<'create' | 'list' | 'get' | 'update', Middleware> {
  return {
    async create(ctx) {
      const written = await registerPatient(deps.commands, originOf(ctx), ctx.request.body);
      const caughtUp = await awaitProjection(deps, ctx, written.position);
      ctx.set('Location', `${deps.config.basePath}/patients/${written.patientId}`);
      setEntityTag(ctx, written.revision);
      sendSuccess(ctx, 201, (await respondWith(deps, written, caughtUp)).data, { message: 'Patient created' });
    },
    async list(ctx) {
      const { data, pagination } = await listPatients(deps.readStore, ctx.query as QueryInput);
      sendSuccess(ctx, 200, data, { pagination });
    },
    async get(ctx) {
      const record = await getPatient(deps.readStore, param(ctx, 'id'));
      setEntityTag(ctx, record.revision);
      sendSuccess(ctx, 200, record.data);
    },
    async update(ctx) {
      const expectedRevision = ifMatchRevision(ctx);
      const written = await updatePatient(deps.commands, originOf(ctx), param(ctx, 'id'), ctx.request.body, expectedRevision);
      const caughtUp = await awaitProjection(deps, ctx, written.position);
      setEntityTag(ctx, written.revision);
      sendSuccess(ctx, 200, (await respondWith(deps, written, caughtUp)).data, { message: 'Patient updated' });
    },
  };
}

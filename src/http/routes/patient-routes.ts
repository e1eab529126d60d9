import type { Middleware } from 'koa';
import { type PatientWritten, registerPatient, updatePatient } from '../../commands/patient/patient-commands';
import { type Versioned, patientOutput, visitSummary } from '../../queries/output';
import type { VisitView } from '../../projections/views';
import { getPatient, listPatients } from '../../queries/patient-queries';
import type { QueryInput } from '../../queries/list-params';
import { getPatientAt, parsePointInTime } from '../../queries/time-travel';
import type { AppDeps } from '../app-deps';
import { ifMatchRevision, setEntityTag } from '../entity-tags';
import { sendSuccess, sendSuccessJson } from '../envelope';
import { actorOf } from '../middleware/authentication';
import { awaitProjection, originOf, param } from './handler-helpers';
import { historyHandler } from './history-routes';

/**
 * The answer to a write is the patient as the command left it: the handler
 * already holds that state, so it is not read back from the read model (the
 * write still waits for the projection, so a GET right after sees it). Only
 * the visits come from the read model; a new patient has none.
 */
export function fromPatientState(written: PatientWritten, visits: VisitView[]): Versioned {
  if (written.state.status !== 'registered') throw new Error('a written patient is registered');
  const { patient, registeredAt, updatedAt } = written.state;
  const view = {
    id: written.patientId,
    organization_id: written.state.organizationId,
    patient,
    created_at: registeredAt,
    updated_at: updatedAt,
    last_position: written.position,
    revision: written.revision,
  };
  return { data: { ...patientOutput(view), visits: visits.map(visitSummary) }, revision: written.revision };
}

export function patientHandlers(deps: AppDeps): Record<'create' | 'list' | 'get' | 'update' | 'history', Middleware> {
  return {
    async create(ctx) {
      const written = await registerPatient(deps.commands, originOf(ctx), ctx.request.body);
      await awaitProjection(deps, ctx, written.position);
      ctx.set('Location', `${deps.config.environment.publicBaseUrl}/patients/${written.patientId}`);
      setEntityTag(ctx, written.revision);
      sendSuccess(ctx, 201, fromPatientState(written, []).data, { message: 'Patient created' });
    },
    async list(ctx) {
      const { dataJson, pagination } = await listPatients(deps.patientAnswers, ctx.query as QueryInput, actorOf(ctx));
      sendSuccessJson(ctx, 200, dataJson, { pagination });
    },
    async get(ctx) {
      const point = parsePointInTime(ctx.query as QueryInput, deps.commands.clock.now());
      if (point) {
        const record = await getPatientAt(deps.commands.events, deps.readStore, param(ctx, 'id'), point, actorOf(ctx));
        setEntityTag(ctx, record.revision);
        sendSuccess(ctx, 200, record.data);
        return;
      }
      const record = await getPatient(deps.patientAnswers, param(ctx, 'id'), actorOf(ctx));
      setEntityTag(ctx, record.revision);
      sendSuccessJson(ctx, 200, record.dataJson);
    },
    history: historyHandler(deps, 'patient'),
    async update(ctx) {
      const expectedRevision = ifMatchRevision(ctx);
      const written = await updatePatient(
        deps.commands,
        originOf(ctx),
        param(ctx, 'id'),
        ctx.request.body,
        expectedRevision,
      );
      await awaitProjection(deps, ctx, written.position);
      setEntityTag(ctx, written.revision);
      // The update is in the log: a read store failing now must not turn it into an error (a retry would
      // apply it twice). The answer then lists no visits and says why.
      const visits = await deps.readStore.visitsOfPatient(written.patientId).catch((error: unknown) => {
        deps.logger.warn(
          { err: error, request_id: ctx.state.requestId },
          'read store failed after an update; answering without visits',
        );
        return null;
      });
      const message = visits ? 'Patient updated' : 'Patient updated; its visits could not be listed right now';
      sendSuccess(ctx, 200, fromPatientState(written, visits ?? []).data, { message });
    },
  };
}

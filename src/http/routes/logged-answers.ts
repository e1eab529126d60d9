import type { Context } from 'koa';
import type { Decider, TimedCommand } from '../../commands/decider';
import { patientDecider } from '../../commands/patient/patient-decider';
import { visitDecider } from '../../commands/visit/visit-decider';
import type { IdempotencyRecord } from '../../events/idempotency-record';
import type { AppDeps } from '../app-deps';
import { setEntityTag } from '../entity-tags';
import { sendSuccess } from '../envelope';
import type { KeyedWriteLog } from '../middleware/idempotency';
import { awaitProjection } from './handler-helpers';
import { fromPatientState } from './patient-routes';
import { fromVisitState } from './visit-routes';

/** The aggregate's state right after the keyed write: its stream folded up to the write's revision. */
async function stateAt<State>(
  deps: AppDeps,
  decider: Decider<TimedCommand, State>,
  record: IdempotencyRecord,
): Promise<State> {
  const history = await deps.commands.events.readStream(record.streamId);
  return history.filter((event) => event.revision <= record.revision).reduce(decider.evolve, decider.initialState());
}

const idAfter = (prefix: string, streamId: string): string => streamId.slice(prefix.length);

/**
 * The answers of keyed JSON writes (POST and PUT of patients and visits),
 * rebuilt from the log when the cache no longer holds them: the record as
 * the write left it, the same status, Location and ETag. A patient update's
 * visits are listed as they are now (the write's answer listed them as they
 * were then; visits are not part of the patient's stream).
 */
export function loggedJsonAnswers(deps: AppDeps): KeyedWriteLog {
  const base = deps.config.environment.publicBaseUrl;
  return {
    find: (key) => deps.commands.handler.findIdempotent(key),
    async answer(ctx: Context, record: IdempotencyRecord) {
      const created = ctx.method === 'POST';
      const { position, revision } = record;
      await awaitProjection(deps, ctx, position);
      setEntityTag(ctx, revision);
      if (record.streamId.startsWith('patient-')) {
        const patientId = idAfter('patient-', record.streamId);
        const state = await stateAt(deps, patientDecider, record);
        const visits = created ? [] : await deps.readStore.visitsOfPatient(patientId);
        if (created) ctx.set('Location', `${base}/patients/${patientId}`);
        const data = fromPatientState({ state, position, revision, patientId }, visits).data;
        return sendSuccess(ctx, created ? 201 : 200, data, {
          message: created ? 'Patient created' : 'Patient updated',
        });
      }
      const visitId = idAfter('visit-', record.streamId);
      const state = await stateAt(deps, visitDecider, record);
      if (created) ctx.set('Location', `${base}/visits/${visitId}`);
      const data = fromVisitState({ state, position, revision, visitId }).data;
      sendSuccess(ctx, created ? 201 : 200, data, { message: created ? 'Visit created' : 'Visit updated' });
    },
  };
}

/** The 202 of a keyed CSV upload, rebuilt from its BatchAccepted event. */
export function loggedUploadAnswers(deps: AppDeps): KeyedWriteLog {
  return {
    find: (key) => deps.commands.handler.findIdempotent(key),
    async answer(ctx: Context, record: IdempotencyRecord) {
      const history = await deps.commands.events.readStream(record.streamId);
      const accepted = history.find((event) => event.revision === record.revision);
      if (accepted?.type !== 'BatchAccepted') throw new Error('a keyed upload is recorded by its BatchAccepted event');
      const { batch_id, file_name, total_records, accepted_at } = accepted.data;
      await awaitProjection(deps, ctx, record.position);
      ctx.set('Location', `${deps.config.environment.publicBaseUrl}/patients/batch/${batch_id}`);
      const data = { batch_id, file_name, total_records, processing: true, created_at: accepted_at };
      sendSuccess(ctx, 202, data, { message: 'Batch accepted; processing started' });
    },
  };
}

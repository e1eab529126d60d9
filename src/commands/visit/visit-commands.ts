import { patientStream, visitStream } from '../../events/streams';
import { newId, newRecordId } from '../../shared/ids';
import { type AppendedResult, appended } from '../command-request';
import type { CommandDeps } from '../command-deps';
import type { CommandOrigin } from '../command-origin';
import { type TextField, assertScreened } from '../../deidentification/check';
import { freeTextOf } from '../../shared/free-text';
import { type VisitState, visitDecider } from './visit-decider';
import { type MedicationInput, parseNewVisit, parseVisitChanges } from './visit-schemas';
import { assertPlausibleId, visitNotFound } from '../../shared/not-found';
import { assertOrganizationAccess } from '../../auth/organization-access';

export interface VisitWritten extends AppendedResult<VisitState> {
  visitId: string;
}

/** The visit's declared free text (notes and every medication's text), for the identifier screen. */
function visitTextFields(input: { provider_notes?: string; medications?: MedicationInput[] }): TextField[] {
  return freeTextOf('visit', input);
}

const newMedicationId = (): string => newId('med');

export async function recordVisit(deps: CommandDeps, origin: CommandOrigin, input: unknown): Promise<VisitWritten> {
  const visit = parseNewVisit(input, () => deps.clock.now());
  await assertScreened(deps.screen, visitTextFields(visit));
  // The patient's own stream is the source of truth for its existence, not a read model that may lag.
  const patientHistory = await deps.events.readStream(patientStream(visit.patient_id));
  // A visit belongs to its patient's organization, whoever records it (an admin may act for another one).
  const patientOrganization = patientHistory[0]?.metadata.organization_id;
  if (patientOrganization !== undefined)
    assertOrganizationAccess(origin.actor, 'write', patientOrganization, `patients/${visit.patient_id}`);
  const now = deps.clock.now();
  const visitId = newRecordId('vis');
  const result = await deps.handler.handle({
    streamId: visitStream(visitId),
    decider: visitDecider,
    command: {
      type: 'RecordVisit',
      visitId,
      visit,
      patientExists: patientHistory.length > 0,
      newMedicationIds: newMedicationId,
      now,
    },
    origin: patientOrganization === undefined ? origin : { ...origin, recordOrganizationId: patientOrganization },
    newStream: true,
  });
  return { ...appended(result), visitId };
}

/**
 * `expectedRevision`: the revision the client read (If-Match); a record changed since is a 409 and nothing is written.
 */
export async function updateVisit(
  deps: CommandDeps,
  origin: CommandOrigin,
  visitId: string,
  input: unknown,
  expectedRevision?: number,
): Promise<VisitWritten> {
  assertPlausibleId(visitId, 'vis', visitNotFound);
  const changes = parseVisitChanges(input);
  await assertScreened(deps.screen, visitTextFields(changes));
  const now = deps.clock.now();
  const result = await deps.handler.handle({
    streamId: visitStream(visitId),
    decider: visitDecider,
    command: { type: 'UpdateVisit', visitId, changes, newMedicationIds: newMedicationId, now },
    // Events keep naming the visit's organization when an admin from another one changes it.
    origin: (state) =>
      state.status === 'recorded' ? { ...origin, recordOrganizationId: state.organizationId } : origin,
    expectedRevision,
    authorize: (state) => {
      if (state.status === 'recorded')
        assertOrganizationAccess(origin.actor, 'write', state.organizationId, `visits/${visitId}`);
    },
  });
  return { ...appended(result), visitId };
}

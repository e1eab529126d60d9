import { patientStream } from '../../events/streams';
import { newRecordId } from '../../shared/ids';
import { type AppendedResult, appended } from '../command-request';
import type { CommandDeps } from '../command-deps';
import type { CommandOrigin } from '../command-origin';
import { assertScreened } from '../../deidentification/check';
import { type PatientState, patientDecider } from './patient-decider';
import { parseNewPatient, parsePatientChanges } from './patient-schemas';
import { patientTextFields } from './patient-text-fields';
import { assertPlausibleId, patientNotFound } from '../../shared/not-found';
import { assertOrganizationAccess } from '../../auth/organization-access';

export interface PatientWritten extends AppendedResult<PatientState> {
  patientId: string;
}

export async function registerPatient(
  deps: CommandDeps,
  origin: CommandOrigin,
  input: unknown,
): Promise<PatientWritten> {
  const patient = parseNewPatient(input, deps.patientPolicy);
  await assertScreened(deps.screen, patientTextFields(patient));
  const now = deps.clock.now();
  const patientId = newRecordId('pat');
  const result = await deps.handler.handle({
    streamId: patientStream(patientId),
    decider: patientDecider,
    command: { type: 'RegisterPatient', patientId, patient, now },
    origin,
    newStream: true,
  });
  return { ...appended(result), patientId };
}

/**
 * `expectedRevision`: the revision the client read (If-Match); a record changed since is a 409 and nothing is written.
 */
export async function updatePatient(
  deps: CommandDeps,
  origin: CommandOrigin,
  patientId: string,
  input: unknown,
  expectedRevision?: number,
): Promise<PatientWritten> {
  assertPlausibleId(patientId, 'pat', patientNotFound);
  const changes = parsePatientChanges(input);
  await assertScreened(deps.screen, patientTextFields(changes));
  const now = deps.clock.now();
  const result = await deps.handler.handle({
    streamId: patientStream(patientId),
    decider: patientDecider,
    command: { type: 'UpdatePatient', patientId, changes, now },
    // Events keep naming the patient's organization when an admin from another one changes it.
    origin: (state) =>
      state.status === 'registered' ? { ...origin, recordOrganizationId: state.organizationId } : origin,
    expectedRevision,
    authorize: (state) => {
      if (state.status === 'registered')
        assertOrganizationAccess(origin.actor, 'write', state.organizationId, `patients/${patientId}`);
    },
  });
  return { ...appended(result), patientId };
}

import { patientStream } from '../../events/streams';
import { newId } from '../../shared/ids';
import { type CommandResult, type Decider, handleCommand } from '../command-handler';
import { type CommandDeps, type CommandOrigin, eventMetadata } from '../command-deps';
import { assertDeidentified } from '../deidentification/check';
import { type PatientCommand, type PatientState, decidePatient, evolvePatient, initialPatientState } from './patient-decider';
import { parseNewPatient, parsePatientChanges } from './patient-schemas';
import { patientTextFields } from './patient-text-fields';

export const patientDecider: Decider<PatientCommand, PatientState> = {
  initialState: initialPatientState,
  decide: decidePatient,
  evolve: evolvePatient,
};

export interface PatientWritten extends CommandResult<PatientState> {
  patientId: string;
}

export async function registerPatient(deps: CommandDeps, origin: CommandOrigin, input: unknown): Promise<PatientWritten> {
  const patient = parseNewPatient(input, deps.patientPolicy);
  assertDeidentified(deps.detector, patientTextFields(patient));
  const now = deps.clock.now();
  const patientId = newId('pat');
  const result = await handleCommand(
    deps.eventStore,
    patientStream(patientId),
    patientDecider,
    { type: 'RegisterPatient', patientId, patient, now },
    eventMetadata(origin, now),
  );
  return { ...result, patientId };
}

export async function updatePatient(deps: CommandDeps, origin: CommandOrigin, patientId: string, input: unknown): Promise<PatientWritten> {
  const changes = parsePatientChanges(input);
  assertDeidentified(deps.detector, patientTextFields(changes));
  const now = deps.clock.now();
  const result = await handleCommand(
    deps.eventStore,
    patientStream(patientId),
    patientDecider,
    { type: 'UpdatePatient', patientId, changes, now },
    eventMetadata(origin, now),
  );
  return { ...result, patientId };
}

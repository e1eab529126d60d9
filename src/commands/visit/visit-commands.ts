import { patientStream, visitStream } from '../../events/streams';
import { newId } from '../../shared/ids';
import { type CommandResult, type Decider, handleCommand } from '../command-handler';
import { type CommandDeps, type CommandOrigin, eventMetadata } from '../command-deps';
import { type TextField, assertDeidentified } from '../deidentification/check';
import { type VisitCommand, type VisitState, decideVisit, evolveVisit, initialVisitState } from './visit-decider';
import { type MedicationInput, parseNewVisit, parseVisitChanges } from './visit-schemas';

export const visitDecider: Decider<VisitCommand, VisitState> = {
  initialState: initialVisitState,
  decide: decideVisit,
  evolve: evolveVisit,
};

export interface VisitWritten extends CommandResult<VisitState> {
  visitId: string;
}

function visitTextFields(input: { provider_notes?: string; medications?: MedicationInput[] }): TextField[] {
  return [
    { field: 'provider_notes', text: input.provider_notes },
    ...(input.medications ?? []).flatMap((item, index) => [
      { field: `medications.${index}.name`, text: item.name },
      { field: `medications.${index}.dosage`, text: item.dosage },
    ]),
  ];
}

const newMedicationId = (): string => newId('med');

export async function recordVisit(deps: CommandDeps, origin: CommandOrigin, input: unknown): Promise<VisitWritten> {
  const visit = parseNewVisit(input, () => deps.clock.now());
  assertDeidentified(deps.detector, visitTextFields(visit));
  // The patient's own stream is the source of truth for its existence, not a read model that may lag.
  const patientHistory = await deps.eventStore.readStream(patientStream(visit.patient_id));
  const now = deps.clock.now();
  const visitId = newId('vis');
  const result = await handleCommand(
    deps.eventStore,
    visitStream(visitId),
    visitDecider,
    { type: 'RecordVisit', visitId, visit, patientExists: patientHistory.length > 0, newMedicationIds: newMedicationId, now },
    eventMetadata(origin, now),
  );
  return { ...result, visitId };
}

export async function updateVisit(deps: CommandDeps, origin: CommandOrigin, visitId: string, input: unknown): Promise<VisitWritten> {
  const changes = parseVisitChanges(input);
  assertDeidentified(deps.detector, visitTextFields(changes));
  const now = deps.clock.now();
  const result = await handleCommand(
    deps.eventStore,
    visitStream(visitId),
    visitDecider,
    { type: 'UpdateVisit', visitId, changes, newMedicationIds: newMedicationId, now },
    eventMetadata(origin, now),
  );
  return { ...result, visitId };
}

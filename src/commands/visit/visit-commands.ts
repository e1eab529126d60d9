import { patientStream, visitStream } from '../../events/streams';
import { newId } from '../../shared/ids';
import { type AppendedResult, appended } from '../command-handler';
import type { CommandDeps } from '../command-deps';
import type { CommandOrigin } from '../command-origin';
import { type TextField, assertDeidentified } from '../deidentification/check';
import { type VisitState, visitDecider } from './visit-decider';
import { type MedicationInput, parseNewVisit, parseVisitChanges } from './visit-schemas';
import { assertPlausibleId, visitNotFound } from '../../shared/not-found';

export interface VisitWritten extends AppendedResult<VisitState> {
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
  const patientHistory = await deps.events.readStream(patientStream(visit.patient_id));
  const now = deps.clock.now();
  const visitId = newId('vis');
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
    origin,
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
  assertDeidentified(deps.detector, visitTextFields(changes));
  const now = deps.clock.now();
  const result = await deps.handler.handle({
    streamId: visitStream(visitId),
    decider: visitDecider,
    command: { type: 'UpdateVisit', visitId, changes, newMedicationIds: newMedicationId, now },
    origin,
    expectedRevision,
  });
  return { ...appended(result), visitId };
}

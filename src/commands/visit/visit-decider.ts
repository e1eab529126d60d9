import { type Medication, VISIT_VALUE_FIELDS, type VisitChanges, type VisitFields } from '../../events/clinical-values';
import type { VisitRecorded, VisitUpdated } from '../../events/domain-events';
import { AppError, validationError } from '../../shared/app-error';
import { visitNotFound } from '../../shared/not-found';
import { isoTimestamp } from '../../shared/time';
import type { MedicationInput, VisitChangesInput, VisitInput } from './visit-schemas';
import type { Decider, StampedEvent } from '../decider';
import { hasPrefix } from '../../shared/ids';

export type VisitState =
  | { status: 'absent' }
  | {
      status: 'recorded';
      visitId: string;
      /** The organization of the visit's patient (the recording event's metadata). */
      organizationId: string;
      visit: VisitFields;
      recordedAt: string;
      updatedAt: string;
    };

export type VisitCommand =
  | {
      type: 'RecordVisit';
      visitId: string;
      visit: VisitInput;
      patientExists: boolean;
      newMedicationIds: () => string;
      now: Date;
    }
  | { type: 'UpdateVisit'; visitId: string; changes: VisitChangesInput; newMedicationIds: () => string; now: Date };

export type VisitEvent = VisitRecorded | VisitUpdated;

export const initialVisitState = (): VisitState => ({ status: 'absent' });

function withIds(items: MedicationInput[], existing: Medication[], newId: () => string): Medication[] {
  const known = new Set(existing.map((item) => item.id));
  const unknown = items.flatMap((item, index) =>
    item.id !== undefined && !known.has(item.id)
      ? [{ field: `medications.${index}.id`, message: 'No medication with this id on this visit' }]
      : [],
  );
  if (unknown.length > 0) throw validationError(unknown);
  return items.map(({ id, ...rest }) => ({ id: id ?? newId(), ...rest }));
}

export function decideVisit(command: VisitCommand, state: VisitState): VisitEvent[] {
  switch (command.type) {
    case 'RecordVisit': {
      const { visit } = command;
      if (!command.patientExists) {
        // Only an id of our own shape is repeated: the field may hold a name typed where the id belongs.
        const patientId = hasPrefix(visit.patient_id, 'pat') ? visit.patient_id : null;
        throw new AppError(404, 'NOT_FOUND', 'Patient not found', { patient_id: patientId });
      }
      if (state.status !== 'absent') {
        throw new AppError(422, 'DUPLICATE_ENTRY', `Visit ${command.visitId} already exists`, {
          visit_id: command.visitId,
        });
      }
      const medications =
        visit.medications === undefined ? undefined : withIds(visit.medications, [], command.newMedicationIds);
      return [
        {
          type: 'VisitRecorded',
          data: {
            visit_id: command.visitId,
            patient_id: visit.patient_id,
            visit: { ...visit, medications },
            recorded_at: isoTimestamp(command.now),
          },
        },
      ];
    }
    case 'UpdateVisit': {
      if (state.status === 'absent') {
        throw visitNotFound(command.visitId);
      }
      const { medications, ...rest } = command.changes;
      const changes: VisitChanges = { ...rest };
      if (medications !== undefined) {
        changes.medications = withIds(medications, state.visit.medications ?? [], command.newMedicationIds);
      }
      return [
        {
          type: 'VisitUpdated',
          data: {
            visit_id: command.visitId,
            patient_id: state.visit.patient_id,
            changes,
            updated_at: isoTimestamp(command.now),
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled visit command ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * Object-valued fields merge: a symptom, biomarker or lifestyle value not sent
 * keeps its value. The medication list is replaced as a whole.
 */
export function mergeVisitChanges(visit: VisitFields, changes: VisitChanges): VisitFields {
  const values = VISIT_VALUE_FIELDS.filter((field) => changes[field] !== undefined);
  return {
    ...visit,
    ...Object.fromEntries(values.map((field) => [field, changes[field]])),
    ...(changes.medications !== undefined && { medications: changes.medications }),
    ...(changes.symptoms && { symptoms: { ...visit.symptoms, ...changes.symptoms } }),
    ...(changes.hormone_biomarkers && {
      hormone_biomarkers: { ...visit.hormone_biomarkers, ...changes.hormone_biomarkers },
    }),
    ...(changes.lifestyle && { lifestyle: { ...visit.lifestyle, ...changes.lifestyle } }),
  };
}

export function evolveVisit(state: VisitState, event: StampedEvent): VisitState {
  switch (event.type) {
    case 'VisitRecorded':
      return {
        status: 'recorded',
        visitId: event.data.visit_id,
        organizationId: event.metadata.organization_id,
        visit: event.data.visit,
        recordedAt: event.data.recorded_at,
        updatedAt: event.data.recorded_at,
      };
    case 'VisitUpdated':
      if (state.status === 'absent') return state;
      return { ...state, visit: mergeVisitChanges(state.visit, event.data.changes), updatedAt: event.data.updated_at };
    default:
      return state;
  }
}

export const visitDecider: Decider<VisitCommand, VisitState> = {
  initialState: initialVisitState,
  decide: decideVisit,
  evolve: evolveVisit,
};

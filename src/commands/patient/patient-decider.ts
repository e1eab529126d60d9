import type { PatientChanges, PatientFields } from '../../events/clinical-values';
import type { PatientRegistered, PatientUpdated } from '../../events/domain-events';
import { AppError } from '../../shared/app-error';
import { patientNotFound } from '../../shared/not-found';
import { isoTimestamp } from '../../shared/time';
import type { Decider, StampedEvent } from '../decider';

export type PatientState =
  | { status: 'absent' }
  | {
      status: 'registered';
      patientId: string;
      /** The organization the patient was registered for (the registering event's metadata). */
      organizationId: string;
      patient: PatientFields;
      registeredAt: string;
      updatedAt: string;
    };

export type PatientCommand =
  | { type: 'RegisterPatient'; patientId: string; patient: PatientFields; now: Date }
  | { type: 'UpdatePatient'; patientId: string; changes: PatientChanges; now: Date };

export type PatientEvent = PatientRegistered | PatientUpdated;

export const initialPatientState = (): PatientState => ({ status: 'absent' });

export function decidePatient(command: PatientCommand, state: PatientState): PatientEvent[] {
  switch (command.type) {
    case 'RegisterPatient': {
      if (state.status !== 'absent') {
        throw new AppError(422, 'DUPLICATE_ENTRY', `Patient ${command.patientId} already exists`, {
          patient_id: command.patientId,
        });
      }
      return [
        {
          type: 'PatientRegistered',
          data: { patient_id: command.patientId, patient: command.patient, registered_at: isoTimestamp(command.now) },
        },
      ];
    }
    case 'UpdatePatient': {
      if (state.status === 'absent') throw patientNotFound(command.patientId);
      return [
        {
          type: 'PatientUpdated',
          data: { patient_id: command.patientId, changes: command.changes, updated_at: isoTimestamp(command.now) },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled patient command ${JSON.stringify(unhandled)}`);
    }
  }
}

export function evolvePatient(state: PatientState, event: StampedEvent): PatientState {
  switch (event.type) {
    case 'PatientRegistered':
      return {
        status: 'registered',
        patientId: event.data.patient_id,
        organizationId: event.metadata.organization_id,
        patient: event.data.patient,
        registeredAt: event.data.registered_at,
        updatedAt: event.data.registered_at,
      };
    case 'PatientUpdated':
      if (state.status === 'absent') return state;
      return { ...state, patient: { ...state.patient, ...event.data.changes }, updatedAt: event.data.updated_at };
    default:
      return state;
  }
}

export const patientDecider: Decider<PatientCommand, PatientState> = {
  initialState: initialPatientState,
  decide: decidePatient,
  evolve: evolvePatient,
};

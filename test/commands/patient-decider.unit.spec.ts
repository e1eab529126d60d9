import { expect } from 'chai';
import { decidePatient, evolvePatient, initialPatientState, type PatientCommand, type PatientState } from '../../src/commands/patient/patient-decider';
import type { DomainEvent } from '../../src/events/domain-events';
import type { PatientFields } from '../../src/events/clinical-values';
import { AppError } from '../../src/shared/app-error';

const now = new Date('2025-05-01T10:00:00.000Z');
const patient: PatientFields = { age_years: 51, race: 'asian', ethnicity: 'non_hispanic', region: 'west', menopause_status: 'perimenopause', bmi: 22 };

function given(events: DomainEvent[]): PatientState {
  return events.reduce(evolvePatient, initialPatientState());
}

function thenThrows(command: PatientCommand, state: PatientState, code: string): void {
  try {
    decidePatient(command, state);
  } catch (error) {
    expect(error).to.be.instanceOf(AppError);
    expect((error as AppError).code).to.equal(code);
    return;
  }
  expect.fail(`expected ${code}`);
}

const registered: DomainEvent = { type: 'PatientRegistered', data: { patient_id: 'pat_a', patient, registered_at: '2025-04-01T00:00:00.000Z' } };

describe('patient decider', () => {
  it('registers a new patient', () => {
    const events = decidePatient({ type: 'RegisterPatient', patientId: 'pat_a', patient, now }, given([]));
    expect(events).to.deep.equal([{ type: 'PatientRegistered', data: { patient_id: 'pat_a', patient, registered_at: now.toISOString() } }]);
  });

  it('refuses to register the same patient twice', () => {
    thenThrows({ type: 'RegisterPatient', patientId: 'pat_a', patient, now }, given([registered]), 'DUPLICATE_ENTRY');
  });

  it('updates only the fields sent', () => {
    const state = given([registered]);
    const events = decidePatient({ type: 'UpdatePatient', patientId: 'pat_a', changes: { bmi: 27.5 }, now }, state);
    const after = events.reduce(evolvePatient, state);
    expect(after.status).to.equal('registered');
    if (after.status !== 'registered') return;
    expect(after.patient).to.deep.equal({ ...patient, bmi: 27.5 });
    expect(after.updatedAt).to.equal(now.toISOString());
    expect(after.registeredAt).to.equal('2025-04-01T00:00:00.000Z');
  });

  it('answers PATIENT_NOT_FOUND when updating a patient that does not exist', () => {
    thenThrows({ type: 'UpdatePatient', patientId: 'pat_x', changes: { bmi: 30 }, now }, given([]), 'PATIENT_NOT_FOUND');
  });

  it('ignores events of other aggregates when folding', () => {
    const state = given([registered, { type: 'VisitUpdated', data: { visit_id: 'vis_a', patient_id: 'pat_a', changes: {}, updated_at: 'x' } }]);
    expect(state).to.deep.equal(given([registered]));
  });
});

import { expect } from 'chai';
import { patientDecider } from '../../src/commands/patient/patient-decider';
import type { PatientFields } from '../../src/events/clinical-values';
import type { DomainEvent } from '../../src/events/domain-events';
import { deciderSpecification } from '../support/decider-specification';

const now = new Date('2025-05-01T10:00:00.000Z');
const patient: PatientFields = {
  age_years: 51,
  race: 'asian',
  ethnicity: 'non_hispanic',
  region: 'west',
  menopause_status: 'perimenopause',
  bmi: 22,
};
const registered: DomainEvent = {
  type: 'PatientRegistered',
  data: { patient_id: 'pat_a', patient, registered_at: '2025-04-01T00:00:00.000Z' },
};
const spec = deciderSpecification(patientDecider);

describe('patient decider (unit)', () => {
  it('registers a new patient', () => {
    spec
      .given([])
      .when({ type: 'RegisterPatient', patientId: 'pat_a', patient, now })
      .then([{ type: 'PatientRegistered', data: { patient_id: 'pat_a', patient, registered_at: now.toISOString() } }]);
  });

  it('refuses to register the same patient twice', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterPatient', patientId: 'pat_a', patient, now })
      .thenThrows('DUPLICATE_ENTRY');
  });

  it('updates only the fields sent', () => {
    spec
      .given([registered])
      .when({ type: 'UpdatePatient', patientId: 'pat_a', changes: { bmi: 27.5 }, now })
      .thenState((after) => {
        if (after.status !== 'registered') return expect.fail('not registered');
        expect(after.patient).to.deep.equal({ ...patient, bmi: 27.5 });
        expect(after.updatedAt).to.equal(now.toISOString());
        expect(after.registeredAt).to.equal('2025-04-01T00:00:00.000Z');
      });
  });

  it('answers PATIENT_NOT_FOUND when updating a patient that does not exist', () => {
    spec
      .given([])
      .when({ type: 'UpdatePatient', patientId: 'pat_x', changes: { bmi: 30 }, now })
      .thenThrows('PATIENT_NOT_FOUND');
  });

  it('ignores events of other aggregates when folding', () => {
    const other: DomainEvent = {
      type: 'VisitUpdated',
      data: { visit_id: 'vis_a', patient_id: 'pat_a', changes: {}, updated_at: 'x' },
    };
    const command = { type: 'UpdatePatient' as const, patientId: 'pat_a', changes: {}, now };
    spec
      .given([registered, other])
      .when(command)
      .thenState((withOther) =>
        spec
          .given([registered])
          .when(command)
          .thenState((without) => expect(withOther).to.deep.equal(without)),
      );
  });
});

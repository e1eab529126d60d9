import { expect } from 'chai';
import { type VisitCommand, visitDecider } from '../../src/commands/visit/visit-decider';
import type { VisitInput } from '../../src/commands/visit/visit-schemas';
import type { DomainEvent } from '../../src/events/domain-events';
import { deciderSpecification } from '../support/decider-specification';

const now = new Date('2025-05-01T10:00:00.000Z');
let counter = 0;
const medIds = (): string => `med_${++counter}`;
const input: VisitInput = {
  patient_id: 'pat_a',
  visit_date: '2025-04-30',
  visit_type: 'follow_up',
  symptoms: { hot_flashes: 'severe', night_sweats: 'mild' },
  hormone_biomarkers: { fsh_miu_ml: 40 },
  medications: [{ name: 'Estradiol', type: 'estrogen', dosage: '1 mg' }],
};
const spec = deciderSpecification(visitDecider);
const record: VisitCommand = {
  type: 'RecordVisit',
  visitId: 'vis_a',
  visit: input,
  patientExists: true,
  newMedicationIds: medIds,
  now,
};

function recorded(): DomainEvent[] {
  counter = 0;
  return visitDecider.decide(record, visitDecider.initialState());
}

const update = (
  changes: Extract<VisitCommand, { type: 'UpdateVisit' }>['changes'],
  visitId = 'vis_a',
): VisitCommand => ({
  type: 'UpdateVisit',
  visitId,
  changes,
  newMedicationIds: medIds,
  now,
});

describe('visit decider (unit)', () => {
  it('records a visit and gives each medication an id', () => {
    counter = 0;
    spec
      .given([])
      .when(record)
      .then([
        {
          type: 'VisitRecorded',
          data: {
            visit_id: 'vis_a',
            patient_id: input.patient_id,
            visit: { ...input, medications: [{ id: 'med_1', name: 'Estradiol', type: 'estrogen', dosage: '1 mg' }] },
            recorded_at: now.toISOString(),
          },
        },
      ]);
  });

  it('answers NOT_FOUND for a visit of an unknown patient', () => {
    spec
      .given([])
      .when({ ...record, patientExists: false })
      .thenThrows('NOT_FOUND');
  });

  it('refuses to record the same visit twice', () => {
    spec.given(recorded()).when(record).thenThrows('DUPLICATE_ENTRY');
  });

  it('merges symptoms, biomarkers and lifestyle; keeps fields not sent', () => {
    spec
      .given(recorded())
      .when(update({ symptoms: { night_sweats: 'severe' }, hormone_biomarkers: { lh_miu_ml: 12 } }))
      .thenState((after) => {
        if (after.status !== 'recorded') return expect.fail('not recorded');
        expect(after.visit.symptoms).to.deep.equal({ hot_flashes: 'severe', night_sweats: 'severe' });
        expect(after.visit.hormone_biomarkers).to.deep.equal({ fsh_miu_ml: 40, lh_miu_ml: 12 });
        expect(after.visit.medications).to.have.length(1);
        expect(after.updatedAt).to.equal(now.toISOString());
      });
  });

  it('replaces medications, keeping ids the client sends back and refusing unknown ones', () => {
    const history = recorded();
    spec
      .given(history)
      .when(
        update({
          medications: [
            { id: 'med_1', name: 'Estradiol', type: 'estrogen', dosage: '2 mg' },
            { name: 'Black cohosh', type: 'supplement' },
          ],
        }),
      )
      .thenState((after) => {
        if (after.status !== 'recorded') return expect.fail('not recorded');
        expect(after.visit.medications?.map((item) => item.id)).to.deep.equal(['med_1', 'med_2']);
      });
    spec
      .given(history)
      .when(update({ medications: [{ id: 'med_zzz', name: 'X', type: 'other' }] }))
      .thenThrows('VALIDATION_ERROR');
  });

  it('answers VISIT_NOT_FOUND when updating a visit that does not exist', () => {
    spec
      .given([])
      .when(update({ provider_notes: 'x' }, 'vis_x'))
      .thenThrows('VISIT_NOT_FOUND');
  });
});

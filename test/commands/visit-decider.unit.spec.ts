import { expect } from 'chai';
import { decideVisit, evolveVisit, initialVisitState, type VisitState } from '../../src/commands/visit/visit-decider';
import type { VisitInput } from '../../src/commands/visit/visit-schemas';
import type { DomainEvent } from '../../src/events/domain-events';
import { AppError } from '../../src/shared/app-error';

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

function given(events: DomainEvent[]): VisitState {
  return events.reduce(evolveVisit, initialVisitState());
}

function recorded(): DomainEvent[] {
  counter = 0;
  return decideVisit({ type: 'RecordVisit', visitId: 'vis_a', visit: input, patientExists: true, newMedicationIds: medIds, now }, given([]));
}

function codeOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return 'no error';
}

describe('visit decider', () => {
  it('records a visit and gives each medication an id', () => {
    const [event] = recorded();
    expect(event.type).to.equal('VisitRecorded');
    if (event.type !== 'VisitRecorded') return;
    expect(event.data.visit.medications).to.deep.equal([{ id: 'med_1', name: 'Estradiol', type: 'estrogen', dosage: '1 mg' }]);
    expect(event.data.recorded_at).to.equal(now.toISOString());
  });

  it('answers NOT_FOUND for a visit of an unknown patient', () => {
    const code = codeOf(() =>
      decideVisit({ type: 'RecordVisit', visitId: 'vis_a', visit: input, patientExists: false, newMedicationIds: medIds, now }, given([])),
    );
    expect(code).to.equal('NOT_FOUND');
  });

  it('merges symptoms, biomarkers and lifestyle; keeps fields not sent', () => {
    const state = given(recorded());
    const events = decideVisit(
      { type: 'UpdateVisit', visitId: 'vis_a', changes: { symptoms: { night_sweats: 'severe' }, hormone_biomarkers: { lh_miu_ml: 12 } }, newMedicationIds: medIds, now },
      state,
    );
    const after = events.reduce(evolveVisit, state);
    if (after.status !== 'recorded') return expect.fail('not recorded');
    expect(after.visit.symptoms).to.deep.equal({ hot_flashes: 'severe', night_sweats: 'severe' });
    expect(after.visit.hormone_biomarkers).to.deep.equal({ fsh_miu_ml: 40, lh_miu_ml: 12 });
    expect(after.visit.medications).to.have.length(1);
    expect(after.updatedAt).to.equal(now.toISOString());
  });

  it('replaces medications, keeping ids the client sends back and refusing unknown ones', () => {
    const state = given(recorded());
    const events = decideVisit(
      {
        type: 'UpdateVisit',
        visitId: 'vis_a',
        changes: { medications: [{ id: 'med_1', name: 'Estradiol', type: 'estrogen', dosage: '2 mg' }, { name: 'Black cohosh', type: 'supplement' }] },
        newMedicationIds: medIds,
        now,
      },
      state,
    );
    const after = events.reduce(evolveVisit, state);
    if (after.status !== 'recorded') return expect.fail('not recorded');
    expect(after.visit.medications?.map((item) => item.id)).to.deep.equal(['med_1', 'med_2']);
    const code = codeOf(() =>
      decideVisit({ type: 'UpdateVisit', visitId: 'vis_a', changes: { medications: [{ id: 'med_zzz', name: 'X', type: 'other' }] }, newMedicationIds: medIds, now }, state),
    );
    expect(code).to.equal('VALIDATION_ERROR');
  });

  it('answers VISIT_NOT_FOUND when updating a visit that does not exist', () => {
    expect(codeOf(() => decideVisit({ type: 'UpdateVisit', visitId: 'vis_x', changes: { provider_notes: 'x' }, newMedicationIds: medIds, now }, given([])))).to.equal(
      'VISIT_NOT_FOUND',
    );
  });
});

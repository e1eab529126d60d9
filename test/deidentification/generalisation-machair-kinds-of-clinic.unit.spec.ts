import { expectClean, expectFound } from './helpers';

describe('detector: a clinic named by two fields of care, or by who runs it (issue 49, 36th round)', () => {
  it('keeps a clinic named by two fields of care clean', () => {
    expectClean('Referred on to the perinatal mood clinic for follow-up.');
    expectClean('Step three of the plan: reproductive psychology clinic.');
  });

  it('keeps clinics named by who runs them clean', () => {
    expectClean('Uninsured women are sent to charity clinics run by the churches.');
    expectClean('The mobile breast clinic visits the estate monthly.');
  });

  it('still finds a town before the clinic', () => {
    expectFound('Seen at Leeds reproductive mood clinic.', 'Leeds');
  });

  it('still finds a named clinic and its town', () => {
    const text = 'Referred to the Riverside Charity Clinic in Wakefield.';
    expectFound(text, 'Riverside');
    expectFound(text, 'Wakefield');
  });
});

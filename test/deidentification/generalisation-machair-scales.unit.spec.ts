import { expectClean, expectFound } from './helpers';

describe('detector: diaries, cohorts and models named after a place or a person (issue 49, 36th round)', () => {
  it('keeps a sleep diary named after an institute clean', () => {
    expectClean('She kept the Uppsala Sleep Diary for a fortnight before review.');
  });

  it('keeps a research cohort named after a town clean', () => {
    expectClean('Fracture rates were compared with the Malmö Bone cohort in the audit.');
    expectClean('Reference values come from the Aarhus Menopause Cohort.');
  });

  it('keeps a model written in German named after a city clean', () => {
    expectClean('A graded return under the Hamburger Modell was agreed with occupational health.');
  });

  it("still finds a patient's own diary under her name", () => {
    expectFound("Mrs Lindqvist's diary shows eight flushes a night.", 'Lindqvist');
  });

  it('still finds a titled clinician before a cohort', () => {
    expectFound('Dr Bergqvist cohort lead phoned about the results.', 'Bergqvist');
  });

  it('still finds the town she lives in before the cohort of the same name', () => {
    expectFound('She moved to Malmö in May; Malmö Bone cohort data were cited.', 'Malmö');
  });
});

import { expectClean, expectFound } from './helpers';

describe('detector: "of" and a year after a label dates a document (issue 49, 35th round)', () => {
  it('keeps a report dated by its year clean', () => {
    expectClean('The NIHR report of 2019 found no benefit from red clover extracts.');
  });

  it('keeps a statement dated by its year clean', () => {
    expectClean('See the joint consensus statement of 2023 on testosterone for women.');
  });

  it('still finds a report number after its label', () => {
    expectFound('Pathology report no 88214706 is attached to the referral.', '88214706');
  });

  it('still finds a statement number that is no year', () => {
    expectFound('Billing statement 4471 2290 8813 was sent twice.', '4471 2290 8813');
  });
});

import { expectClean, expectFound } from './helpers';

describe('detector: Unicode hyphens inside numbers and lists of software tools (issue 49, 29th round, shingle)', () => {
  it('reads a number typed with non-breaking hyphens, hyphens, figure dashes or minus signs as with "-"', () => {
    expectFound('SSN 519\u201144\u20110826 on the form.', '519\u201144\u20110826', 'ssn');
    expectFound('SSN 519\u201044\u20100826 on the form.', '519\u201044\u20100826', 'ssn');
    expectFound('Fax 01632\u2012418\u2012730 for the letter.', '01632\u2012418\u2012730', 'fax');
    expectFound('Fax 01632\u2212418\u2212730 for the letter.', '01632\u2212418\u2212730', 'fax');
  });

  it('leaves a range written with an en dash as a range', () => {
    expectFound('Signed off 03/10/26 \u2013 17/10/26 by the GP.', '03/10/26', 'date');
  });

  it('reads the items of a list under tools, apps, libraries or packages as things, a person in it as a person', () => {
    expectClean('Monitoring. Tools: Quorvex, Brelling XI, Tandrin.');
    expectClean('Apps: Pellomir, Drastel, Quenby Notes.');
    expectFound('Tools: Quorvex, Brelling XI; ask Mary Tandrin for access.', 'Mary Tandrin', 'name');
  });
});

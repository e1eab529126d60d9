import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set, for the clinic's follow-up shorthand (issue 49, 32nd round).
describe('detector: follow-up shorthand before a duration, initials glued to an ampersand (issue 49, 32nd)', () => {
  it('reads N/12, N/52 and N/7 after a follow-up abbreviation as a duration', () => {
    expectClean('Impression: stable angina. Plan: increase bisoprolol. R/V 4/12 with lipids.');
    expectClean('Bloods fine, no change to patch. RTC 6/12.');
    expectClean('Discharged to GP care. TCI 2/12 for hysteroscopy if bleeding persists.');
    expectClean('Plan: OPA 9/12, sooner if new symptoms.');
    expectClean('Start tibolone 2.5 mg. F/up 3/12 by phone.');
  });

  it('still reads a day and month given after a preposition or another word as a date', () => {
    expectFound('R/V on 4/12 at the breast clinic.', '4/12', 'date');
    expectFound('Scan booked 7/11, results to follow.', '7/11', 'date');
  });

  it("reads a letter glued to an ampersand as part of a specialty's initials", () => {
    expectClean('Bleeding on HRT: discuss with O&G. TCU 2/12.');
    expectClean('Collapsed at home, seen in A&E. Discharged same day.');
    expectClean('Creatinine up. Repeat U&E. Hold ramipril.');
  });

  it('still reads an initial and a surname after an ampersand with a space', () => {
    expectFound('Letter copied to Smith & J. Okonkwo.', 'J. Okonkwo', 'name');
    expectFound('Seen with O&G. Reviewed by J. Thistlewood, registrar.', 'J. Thistlewood', 'name');
  });
});

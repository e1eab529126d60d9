import { expectClean, expectFound } from './helpers';

/**
 * A shouted full name after a person's role whose surname is also a word of the allowed lists: an eponym ("BAKER",
 * "ADDISON") or a country (issue 49, thirty-fifth round, from the review's "Patient: GRACE BAKER"). Every sentence
 * is written for this spec; each name was missed on 09f6ae7d.
 */
describe('detector: a shouted name after a role whose surname is an allowed word (issue 49, 35th round)', () => {
  it('reads a first name and an eponym that is a surname after a patient or resident label', () => {
    expectFound('Patient: GRACE BAKER', 'GRACE BAKER', 'name');
    expectFound('Patient: ROSE ADDISON attended with her son.', 'ROSE ADDISON', 'name');
    expectFound('Resident LILY BAKER asked for her glasses.', 'LILY BAKER', 'name');
  });

  it('leaves an everyday word or an abbreviation after a role', () => {
    expectClean('Patient: GRACE PERIOD applies to the prescription charge.');
    expectClean('Patient: MAY GP REVIEW');
    expectClean('Patient: LONG WAIT at the desk.');
  });

  it('still finds the shouted names the role rule found before', () => {
    expectFound('Casualty: DAWN JORDAN, conscious on arrival.', 'DAWN JORDAN', 'name');
    expectFound('Resident: IVY PAGET declined the flu jab.', 'IVY PAGET', 'name');
  });

  it('leaves an eponym in a shouted note with no role before it', () => {
    expectClean('SCAN SHOWS A BAKER CYST BEHIND THE LEFT KNEE.');
  });
});

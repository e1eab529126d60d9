import { expectClean, expectFound } from './helpers';

describe('detector: a title in capitals before an everyday word is an abbreviation (issue 49, 34th round)', () => {
  it('keeps a meeting held on MS Teams clean', () => {
    expectClean('The audit meeting moves to MS Teams from next week; the agenda is attached.');
  });

  it('keeps a magnetic-resonance scan of a region clean', () => {
    expectClean('MR Pelvis with contrast requested to assess the adenomyosis.');
  });

  it('still finds a surname after a title written in capitals', () => {
    expectFound('Reviewed by MS Brown on the ward round.', 'Brown');
    expectFound('DR Walls will see her in the menopause clinic.', 'Walls');
  });

  it('still finds a given name that is also an everyday word after a title in capitals', () => {
    expectFound('MS Hope rang to rearrange the scan.', 'Hope');
  });

  it('still finds an initial and a surname after a title in capitals', () => {
    expectFound('Bleep 2041: MRS J ADEYEMI-COLE to ward 4.', 'ADEYEMI-COLE');
  });

  it('still finds a name after a title in mixed case', () => {
    expectFound('Seen by Ms Teams in the clinic on Monday.', 'Teams');
  });
});

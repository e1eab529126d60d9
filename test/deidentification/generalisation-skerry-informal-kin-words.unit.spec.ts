import { expectClean, expectFound } from './helpers';

describe('detector: informal spellings of kin words are relations, not names (issue 49, 34th round)', () => {
  it('keeps a list of respectful forms of address clean', () => {
    expectClean('Greet older patients as Mama, Aunty or Uncle if they prefer it to first names.');
  });

  it('keeps a kin word used alone as an address clean', () => {
    expectClean('The ward team were asked to address her as Aunty during her stay.');
  });

  it('finds the name after an informal kin word, in capitals or in lower case', () => {
    expectFound('Her stepmum Carol rang the clinic about the patches.', 'Carol');
    expectFound('her aunty grace brings her on fridays', 'grace');
  });

  it('still finds the name after the kin word in capitals', () => {
    expectFound('Auntie Bisi came along to the appointment.', 'Bisi');
    expectFound('Grandad Pete drove her in for the scan.', 'Pete');
  });
});

import { expectClean, expectFound } from './helpers';

describe('detector: record codes after their label, lowered or with spaces or slashes between groups', () => {
  it('finds lower-case codes after a record label', () => {
    expectFound('Accession no. ctx4471902 reported today.', 'ctx4471902');
    expectFound('NHI abc7788 on the referral.', 'abc7788');
    expectFound('Hospital number: kgh/onc/2025/00417, bed 6.', 'kgh/onc/2025/00417');
  });

  it('finds codes whose groups are set apart by spaces after a record label', () => {
    expectFound('Folder: B 40912 (green).', 'B 40912');
    expectFound('Hosp no QEH 220145 on the wristband.', 'QEH 220145');
  });

  it('leaves lab values, counts and amounts after such words alone', () => {
    expectClean('Lab Hb 120 134 140 over three days.');
    expectClean('Study no 3 arm; case 12 patients, acc 2000 fee waived.');
  });
});

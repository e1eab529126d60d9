import { expectClean, expectFound } from './helpers';

// Made-up numbers with the area code in brackets (issue 49, 32nd round, span recall by class).
describe('detector: phone numbers with their area code in brackets', () => {
  it('reads a trunk area code in brackets, before it, or a two-digit one, whatever the grouping', () => {
    expectFound('Her sister rings on (01633) 442-871 most evenings.', '(01633) 442-871');
    expectFound('Spoke to the carer on (0113) 4 9 6 0 2 7 1.', '(0113) 4 9 6 0 2 7 1');
    expectFound('Clinic (03) 9347 5 5 1 0 for the bone scan.', '(03) 9347 5 5 1 0');
    expectFound('Eczane 0 (312) 444 18 27, reçete hazır.', '0 (312) 444 18 27');
    expectFound('Contato: (21) 2547-3390, falar com a filha.', '(21) 2547-3390');
  });

  it('leaves years, issues and counts in brackets alone', () => {
    expectClean('Maturitas (2021) 24(6) 512-519, a cohort of 1,204 women.');
    expectClean('Responders (n = 118) 45 of 118 (38.1 %) at week 12.');
    expectClean('Hot flushes (12) 3 4 5 6 on the diary scale.');
  });
});

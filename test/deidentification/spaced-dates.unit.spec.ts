import { expectClean, expectFound } from './helpers';

describe('detector: dates with spaces for separators and a two-digit year', () => {
  it('finds them day first or month first after a date cue', () => {
    expectFound('Reviewed in clinic, seen 28 02 24 with night sweats.', '28 02 24', 'date');
    expectFound('Specimen collected 5 30 19 by the practice nurse.', '5 30 19', 'date');
    expectFound('ADMISSION DATE: 11 23 91\nSERVICE: GYN', '11 23 91', 'date');
  });

  it('finds them in the D: and T: stamps of a dictated letter and before a time', () => {
    expectFound('JM/kl\nD:09 14 88\nT:09 15 88', '09 14 88', 'date');
    expectFound('[17 06 25, 21:40] Pat: hot flushes again tonight', '17 06 25', 'date');
  });

  it('leaves lab series, counts and scores alone', () => {
    expectClean('Hb 12 11 10 over three checks; sodium 13 10 08 in mmol x10.');
    expectClean('Flushes per day 12 10 8, then 6 after starting the patch.');
    expectClean('Seen 3 times: scores 12 10 08 on the MRS today.');
  });
});

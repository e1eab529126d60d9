import { expectClean, expectFound } from './helpers';

describe("detector: a company's own ZIP code names no town (issue 49, 35th round)", () => {
  it('keeps an insurer named with its state clean', () => {
    expectClean('Blue Cross Blue Shield of Vermont approved the vaginal oestrogen on the second appeal.');
  });

  it('keeps an insurer that shares no word with a town clean', () => {
    expectClean('Her husband switched to Liberty Mutual for the car; her health cover is unchanged.');
  });

  it('keeps a card issuer clean', () => {
    expectClean('She paid the compounding pharmacy with American Express and kept the receipt.');
  });

  it('still finds a town whose name is also a trade word', () => {
    expectFound('She lives in Mutual, Oklahoma, an hour from the clinic.', 'Mutual');
  });

  it('still finds a town after a residence cue', () => {
    expectFound('She moved to Blue Ridge last spring.', 'Blue Ridge');
  });
});

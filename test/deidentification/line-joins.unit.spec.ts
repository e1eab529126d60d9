import { expectClean, expectFound } from './helpers';

describe('detector: line breaks and digits read as letters around addresses and timestamps', () => {
  it('keeps a military box line apart from a next line that starts with a digit read as a letter', () => {
    expectFound('post to PSC 4471, B0x 2210\n4P0 AE 09012 please', 'PSC 4471, B0x 2210', 'location');
  });

  it('reads a zero in "P.0. Box" as the letter', () => {
    expectFound('Mail goes to P.0. B0x 718 now.', 'P.0. B0x 718', 'location');
  });

  it('does not glue a date to the time on the next line', () => {
    expectFound('Logged 2019-05-21\n09:41:07 by the portal.', '2019-05-21', 'date');
  });
});

describe('detector: a line that ends at the hyphen of a date, a code or a number in words', () => {
  it('keeps the hyphen and joins the date or code over the line break', () => {
    expectFound('Fall at home on 28-Feb-\n2019, no head injury.', '28-Feb-\n2019', 'date');
    expectFound('DOB 05-\nNov-58 per the referral', '05-\nNov-58', 'date');
    expectFound('Medicare ID 3QW7-\nHN2-RT58 on file', '3QW7-\nHN2-RT58', 'health_plan_number');
  });

  it('reads tens and units in words over a line break as one age', () => {
    expectFound(
      'lives with her grandmother, who is eighty-\nnine and her aunt, who is ninety-\ntwo.',
      'ninety-\ntwo',
      'date',
    );
  });

  it('keeps the hyphen of a compound of names or after one letter, and reads no name into it', () => {
    expectClean('Differential includes Guillain-\nBarre syndrome; DXA Z-\nscore -0.8.');
  });
});

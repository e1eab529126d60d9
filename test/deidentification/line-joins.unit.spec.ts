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

describe('detector: a date, an age, a code or spaced punctuation broken over a line', () => {
  it('reads an ordinal day after "the", a weekday or a month on the next line', () => {
    expectFound('Review booked for Thursday the\n9th at noon.', '9th', 'date');
    expectFound('She flew home on the\n23rd, as planned.', '23rd', 'date');
    expectFound('Next appointment Thurs\n4th, after lunch.', '4th', 'date');
    expectFound('reviewed on March the\ntwenty-second by the team', 'twenty-second', 'date');
    expectClean('Start the patches on the\nfirst day of the cycle.');
  });

  it('reads tens and units in words, and a day and its year, over a line break', () => {
    expectFound('my grandmother is ninety\neight and walks daily', 'ninety\neight', 'date');
    expectFound('Discharged Sept 3\n2021 to home.', 'Sept 3\n2021', 'date');
  });

  it('joins the halves of a registration, a capital-letter prefix and its digits, and grouped numbers', () => {
    expectFound('left in the car park, reg BN64\nTKU.', 'BN64\nTKU', 'vehicle_identifier');
    expectFound('Text me on 212 555\n0187 after six.', '212 555\n0187', 'phone');
    expectFound('Hospital no.\nJ0092\n41187|Okafor', 'J0092\n41187');
  });

  it('reads a line break beside spaced punctuation as a space', () => {
    expectFound('write to g.ferris @ hotmail\n. com today', 'g.ferris @ hotmail\n. com', 'email');
    expectFound('device at 172 . 16 .\n8 . 201 logged', '172 . 16 .\n8 . 201', 'ip_address');
    expectClean('The level was 2 .\nThen it fell to 1 . 5 mmol/L.');
  });
});

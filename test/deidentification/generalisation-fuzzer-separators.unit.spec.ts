import { expectClean, expectFound } from './helpers';

// The bypass fuzzer's closest disguises, read by class (issue 49, twenty-ninth round); every value is made up.
describe('detector: dates, phones and addresses with their separators changed', () => {
  it('reads a date said in number words with dots between its parts', () => {
    expectFound(
      'Physio missed on fourteen . oh-three . twenty-six (no transport).',
      'fourteen . oh-three . twenty-six',
      'date',
    );
    expectFound('Next review oh-two.eleven.twenty-seven. Signed', 'oh-two.eleven.twenty-seven', 'date');
    expectFound('DOB three.nine.forty-one; allergy latex', 'three.nine.forty-one', 'date');
  });

  it('reads a compound ordinal day whose hyphen became a dot', () => {
    expectFound('Home visit on the twenty.second, 4 Larch Close.', 'twenty.second', 'date');
    expectFound('She is away until the thirty.first.', 'thirty.first', 'date');
  });

  it('reads a repeated digit whose hyphen became a dot in a phone number said aloud', () => {
    expectFound(
      'Ring her on zero seven seven double.oh nine double.oh three two one, please.',
      'zero seven seven double.oh nine double.oh three two one',
      'phone',
    );
  });

  it('reads an IPv4 address with spaces for dots in a private block or after a word for a machine', () => {
    expectFound('Gateway 172 19 4 63 offline overnight.', '172 19 4 63', 'ip_address');
    expectFound('scp export.csv rlawson@192 168 7 21:/data/in/', '192 168 7 21', 'ip_address');
    expectFound('Workstation 10 52 3 118 locked after three attempts.', '10 52 3 118', 'ip_address');
    expectFound('camera feed 10 71 2 9, bed 4', '10 71 2 9', 'ip_address');
  });

  it('leaves four numbers in a row that are a list, a reading or out of range', () => {
    expectClean('Sizes 10 12 14 16 in stock.');
    expectClean('Scores 10 20 30 40 shown on the tablet screen.');
    expectClean('Workstation shows 310 12 14 16 as the counts.');
    expectClean('She is in the twentieth week of the study.');
  });
});

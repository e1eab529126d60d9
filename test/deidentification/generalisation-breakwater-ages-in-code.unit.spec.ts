import { expectClean, expectFound } from './helpers';

describe('detector: ages over 89 in the words of code (issue 49, 28th round, breakwater)', () => {
  it('reads number words joined by an underscore as one number, as code writes an atom or identifier', () => {
    expectFound('carer(p_12, father, age(ninety_two)).', 'ninety_two', 'date');
    expectFound('next_of_kin(p_7, aunt, age(ninety_eight)).', 'ninety_eight', 'date');
  });

  it('reads a number word from ninety on as the whole of a quoted value after a key, an operator or a bracket', () => {
    expectFound('test age_check failed\n  expected: "ninety-four"\n  got: "redacted"', 'ninety-four', 'date');
    expectFound('assert_eq!(age, "one hundred and one");', 'one hundred and one', 'date');
    expectFound("grandmother_age = 'ninety_three'", 'ninety_three', 'date');
    expectFound('want: "ninety -\nfive"', 'ninety -\nfive', 'date');
  });

  it('leaves smaller numbers, readings and number words inside longer strings', () => {
    expectClean('age(seventy_two) and max_items = thirty_two');
    expectClean('score: "ninety" percent');
    expectClean('print("ninety-nine bottles of water on the wall")');
  });
});

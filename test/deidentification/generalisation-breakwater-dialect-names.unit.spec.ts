import { expectClean, expectFound } from './helpers';

describe('detector: dialects named after the place they are spoken (issue 49, 28th round, breakwater)', () => {
  it('reads one or two capitalised words before "dialect" as the dialect', () => {
    expectClean('Interpreter for the Kham dialect booked; Sylheti and Chittagong dialects on the register.');
  });

  it('keeps a place beside it, a titled person, a relation and a place before "area"', () => {
    expectFound('Needs Amdo dialect; lives in Keswick.', 'Keswick', 'location');
    expectFound('Mrs Okonkwo dialect coach', 'Okonkwo', 'name');
    expectFound('Seen with her daughter Amdo dialect', 'Amdo', 'name');
    expectFound('Moved from Lhasa dialect area in 2019.', 'Lhasa', 'location');
  });
});

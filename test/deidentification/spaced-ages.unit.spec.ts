import { expectClean, expectFound } from './helpers';

describe('detector: an age over 89 with its digits set apart', () => {
  it('reads the digits after an age cue or a relative, or before "y/o"', () => {
    expectFound('Lives with her grandfather, who is 9-3, and a dog.', '9-3', 'date');
    expectFound('Her uncle (9 9) still drives.', '9 9', 'date');
    expectFound('Great-aunt aged 1-0-4 at the last visit.', '1-0-4', 'date');
    expectFound('9-2 y/o male, found on the floor.', '9-2 y/o', 'date');
  });

  it('leaves ranges, scores and decimals alone', () => {
    expectClean('She works 9-5 on weekdays; Apgars 9-9; pain 9 6 out of 10; aged 9.6 years at the first fracture.');
  });
});

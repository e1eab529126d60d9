import { expectClean, expectFound } from './helpers';

describe('detector: a lower-case surname after a lower-case initial (issue 49, 27th round, lower case)', () => {
  it('reads a listed surname that is no English word after an initial and its period', () => {
    expectFound('Second reader j. pengelly disagreed with the grading.', 'pengelly', 'name');
    expectFound('Swab taken by HCA r. oyelowo at 09:10.', 'oyelowo', 'name');
  });

  it('keeps binomials, page and figure references, and saints', () => {
    expectClean('Urine grew e. coli; h. pylori serology negative; s. aureus on the swab.');
    expectClean('See p. 12 and fig. 3 of the guideline.');
  });
});

import { expectClean, expectFound } from './helpers';

/**
 * A phone number spaced out digit by digit after whose number it is, a relative or a next of kin and a name, with no
 * word of calling (issue 49, thirty-fourth round, the spaced disguise with skerry fed). Every sentence is written
 * for this spec; each number was missed on 2b4a902.
 */
describe('detector: a spaced-out phone number after a relative or next of kin (issue 49, 34th round)', () => {
  it('reads the number after a relative and her name', () => {
    expectFound(
      'Results passed on through her niece Rosalind 0 7 9 6 3   4 1 8   2 2 5',
      '0 7 9 6 3   4 1 8   2 2 5',
      'phone',
    );
    expectFound(
      'NOK brother Tomas, 0   7   8   1   2   5   5   0   9   4   3',
      '0   7   8   1   2   5   5   0   9   4   3',
      'phone',
    );
  });

  it('leaves a relative before a scale or a short count', () => {
    expectClean('Her niece rated the flushes 0 1 2 3 on the first day.');
    expectClean('Her brother has 2 4 6 visits booked.');
  });

  it('still reads the number after a word of calling', () => {
    expectFound('Please ring 0 7 9 6 3   4 1 8   2 2 5 after six.', '0 7 9 6 3   4 1 8   2 2 5', 'phone');
  });
});

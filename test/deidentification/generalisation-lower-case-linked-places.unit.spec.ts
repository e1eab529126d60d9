import { expectClean, expectFound } from './helpers';

describe('detector: a linked place name in lower case (issue 49, 27th round, lower case)', () => {
  it('reads two names joined by a preposition or article', () => {
    expectFound('She keeps bees near tetbury-upon-severn; ok for review.', 'tetbury-upon-severn', 'location');
    expectFound('moved from chalons-en-champagne last year', 'chalons-en-champagne', 'location');
  });

  it('keeps compounds of everyday words in the same shape', () => {
    expectClean('Her mother-in-law came hand-in-hand with her sister-in-law.');
    expectClean('A step-by-step plan, day-to-day and face-to-face; drop-in session and sign-in desk.');
  });
});

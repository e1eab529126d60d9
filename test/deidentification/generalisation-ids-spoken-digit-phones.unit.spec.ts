import { expectClean, expectFound } from './helpers';

// Made-up numbers said aloud and typed as heard (issue 49, 32nd round, span recall by class).
describe('detector: phone numbers typed as said, digits and number words mixed', () => {
  it('reads digits beside words, double and triple, hundred, and words glued to digits', () => {
    expectFound('Niece asked us to ring her on 07 eight 00 900 3 four 2.', '07 eight 00 900 3 four 2');
    expectFound(
      'tell my daughter on seven seven double-oh nine hundred four one two',
      'seven seven double-oh nine hundred four one two',
    );
    expectFound('Phone 0113 4 double 9 6 triple 0 2.', '0113 4 double 9 6 triple 0 2');
    expectFound('mob 07nine 33 two 1 0 five 4 8', '07nine 33 two 1 0 five 4 8');
    expectFound('Her brother: +351 nine 1, 2 2 4, 7 0 3 8', '+351 nine 1, 2 2 4, 7 0 3 8');
  });

  it('reads them spaced out letter by letter', () => {
    expectFound('Husband on 0 7   n i n e   0 0   9 0 0   4 4 1 please.', '0 7   n i n e   0 0   9 0 0   4 4 1');
  });

  it('leaves counts, doses and scales said in words alone', () => {
    expectClean('Flushes on days 1 2 three 4 5 6 7 8 9 10 of the diary.');
    expectClean('Take one 100 mg tablet on day two and two on day three.');
    expectClean('Rated seven out of ten, down from nine two weeks ago.');
  });
});

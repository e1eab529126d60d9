import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: a wait in the clinic's duration notation (issue 49, 33rd round).
describe('detector: a waiting list or a wait before N/12 or N/52 (issue 49, 33rd round)', () => {
  it('reads months or weeks after a wait as a duration', () => {
    expectClean('Waiting list 6/12 in the west.');
    expectClean('Current wait 3/12 for the clinic.');
    expectClean('Waiting time 9/12 for a first appointment.');
    expectClean('WL 6/12 for hysteroscopy.');
  });

  it('still reads a date on a waiting list, or after waiting until, as a date', () => {
    expectFound('Added to the waiting list on 6/12.', '6/12', 'date');
    expectFound('Waiting list letter sent 6/12/2025.', '6/12/2025', 'date');
    expectFound('She waited until 6/12 to call.', '6/12', 'date');
  });
});

import { expectClean, expectFound } from './helpers';

describe("detector: an author's scale, its measure in lower case (issue 49, 27th round, foreshore)", () => {
  it('reads "the Author measure scale" as the scale', () => {
    expectClean('Scores: PHQ-9, GAD-7 and the Pellegrini sleepiness scale at each visit.');
    expectClean('Day 3: the Vandermeulen fatigue scale was 22.');
  });

  it('keeps a name without "the", after a title, or with a function word between', () => {
    expectFound('Hilde Gomez pain score 6 today', 'Hilde Gomez', 'name');
    expectFound('the Gomez and the pain score', 'Gomez', 'name');
  });
});

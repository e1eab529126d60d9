import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: a month alone after "since" or "last", typed in lower case (issue 49).
describe('detector: a month typed in lower case after "since" or "last" (issue 49, 32nd round)', () => {
  it('reads the month as a date element of her history', () => {
    expectFound('hot flushes every night since october, cant sleep', 'october', 'date');
    expectFound('Since june my periods stopped completely.', 'june', 'date');
    expectFound('bloods were last november i think', 'november', 'date');
  });

  it('leaves "may" and "march" in lower case, and a month with no such cue, alone', () => {
    expectClean('since may be perimenopause, we will check FSH.');
    expectClean('she plans to restart the patch in june.');
  });
});

import { expectClean, expectFound } from './helpers';

// Made-up diary entries opened by a month and day and a colon (issue 49, 32nd round, span recall by class).
describe("detector: a month and day before a colon, as a diary's entries open", () => {
  it('reads the month and day of each entry', () => {
    expectFound('Symptom log\nFeb 9: flushes x 6, slept 5 h\nFeb 16: patch changed', 'Feb 9');
    expectFound('Symptom log\nFeb 9: flushes x 6, slept 5 h\nFeb 16: patch changed', 'Feb 16');
    expectFound('Sept 22: started Gina 10 mcg, no bleeding.', 'Sept 22');
  });

  it('leaves a time or a ratio after a month-like word alone', () => {
    expectClean('Oestrogen and progestogen may 3:1 be combined in the regimen.');
    expectClean('Mar 2:30 pm is not a format the clinic uses for times.');
  });
});

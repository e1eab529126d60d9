import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: a program's version in three dotted two-digit parts right after
// the word that says it is one, which the view read as a dotted date and shingle refused (issue 49, 36th round).
describe('detector: dotted versions after a word of versions (issue 49, 36th round)', () => {
  it('reads a dotted number after firmware, software, version or build as a version', () => {
    expectClean('Updated the pump to firmware 11.02.19 last night; alarms tested.');
    expectClean('Pump software version: 04.11.23, serial recorded on the ward sheet.');
    expectClean('Reader build 07.10.22 crashes when the cohort export runs.');
  });

  it('still reads the same shape as a date after a date cue or a preposition of time', () => {
    expectFound('DOB 05.05.58, lives alone.', '05.05.58', 'date');
    expectFound('Firmware updated on 11.02.19 by the nurse.', '11.02.19', 'date');
    expectFound('Reviewed 04.11.23 in the menopause clinic.', '04.11.23', 'date');
  });
});

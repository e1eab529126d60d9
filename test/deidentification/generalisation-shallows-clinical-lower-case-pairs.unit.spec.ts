import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows and mudflat sets, in words
// of their own (none of these sentences is in the set).

describe('detector: a drug or prefixed clinical word after a lower-case given name (issue 49, 28th round)', () => {
  it('reads a drug of the dictionary or a prefixed clinical word as no surname', () => {
    expectClean('Paramedics may carry methoxyflurane and ketamine on the bike.');
    expectClean('Stages: late reproductive, menopausal transition, early\npostmenopause and late postmenopause.');
  });

  it('keeps a lower-case full name with an unknown surname', () => {
    expectFound('rota: carry mcilwraith on nights, then days', 'carry mcilwraith', 'name');
    expectFound('seen by grace kortigan on the ward', 'grace kortigan', 'name');
  });
});

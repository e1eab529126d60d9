import { expectClean, expectFound } from './helpers';

describe('detector: sign language glosses (issue 49, 28th round, breakwater)', () => {
  it("reads everyday words in capitals on a gloss's line as signs", () => {
    expectClean('Gloss: PAIN HEAD MORNING. TABLET HELP? NO. NURSE SAY WAIT.');
    expectClean('ASL gloss: DOCTOR TELL ME WAIT, SEE BROWN PILL.');
  });

  it('keeps a fingerspelled name, a word no dictionary holds, and a name after the gloss', () => {
    expectFound('Gloss: DAUGHTER NAME P-R-I-Y-A COME TOMORROW.', 'P-R-I-Y-A', 'name');
    expectFound('Gloss: ME HUSBAND OKONJO DRIVE ME.', 'OKONJO');
    expectFound('Gloss: SLEEP BAD. Interpreter Hollis Pengelly-Marr.', 'Pengelly-Marr');
  });
});

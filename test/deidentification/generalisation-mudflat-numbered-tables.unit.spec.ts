import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the mudflat set, in words of its own
// (none of these sentences is in the set).

describe('detector: numbered tables named by their publisher (issue 49, 28th round)', () => {
  it('reads the publisher before "Table" and its number as no name', () => {
    expectClean('Treated on a Comex Treatment Table 30 then RN Table 62 for the recurrence of joint pain.');
    expectClean('Recompressed on US Navy Treatment Table 5, then Comex Table 12 at the unit.');
  });

  it('keeps a person with a title or a given name before a table', () => {
    expectFound('Handover from Dr Ingleby Table 4 results pending.', 'Ingleby', 'name');
    expectFound('Diver Marcus Penhallow on Table 6 at 14:00, doing well.', 'Marcus Penhallow', 'name');
  });
});

import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe('detector: effects named after people (issue 49, 28th round)', () => {
  it('reads a name straight before "effect" or "phenomenon" as an eponym', () => {
    expectClean('Seizure risk at depth comes from the Paul Bert effect; lung injury from the Lorrain Smith effect.');
    expectClean('Morning hyperglycaemia: dawn rise or the Somogyi effect? Check a 3 am glucose.');
  });

  it('keeps a person with a title or in another place of the sentence', () => {
    expectFound('Review by Dr Amberley Kestrel; effect of the new dose to be checked.', 'Amberley Kestrel', 'name');
    expectFound('Seen with her son Callum Ferriday, effect of HRT on sleep discussed.', 'Callum Ferriday');
  });
});

import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe('detector: letter codes glossed in brackets (issue 49, 28th round)', () => {
  it('reads the bracketed meanings of a key as no names', () => {
    expectClean('Sites: R (rücken), K (kopf), H (hüfte), F (fuß).');
    expectClean('Zonas: C (cráneo), T (tórax), P (pélvis), M (mão).');
  });

  it('keeps a bracketed name and a short key', () => {
    expectFound('Codes: C (cheville), H (hanche); seen by J (Jolliffe) at 10:00.', 'Jolliffe', 'name');
    expectFound('Injury T (tobiasz) only, reported by her partner.', 'tobiasz', 'name');
  });
});

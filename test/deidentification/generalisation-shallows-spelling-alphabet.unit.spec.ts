import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe('detector: the spelling alphabet after its label (issue 49, 28th round)', () => {
  it('reads the code words after the label as no names or places', () => {
    expectClean('Spell postcodes with the phonetic alphabet: Romeo, Victor, Juliett, Lima, Charlie.');
    expectClean('Call handlers use the NATO alphabet (Alfa, Bravo, Charlie) for every drug name.');
  });

  it('keeps a name after the run and a code word with no label', () => {
    expectFound('NATO alphabet: Lima, Kilo. Caller was Charlie Brockhurst from ward 4.', 'Charlie Brockhurst', 'name');
    expectFound('Message from Victor Lindqvist about the repeat prescription.', 'Victor Lindqvist');
  });
});

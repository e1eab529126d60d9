import { expectClean, expectFound } from './helpers';

describe('detector: mentions of a term (issue 49, 27th round, foreshore)', () => {
  it('reads quoted words called a phrase, term, word or slang as the expression', () => {
    expectClean('"Meno rage" is a phrase several women in the group used.');
    expectClean('She said "Tamoxifen fog" was the term her friends had for it.');
    expectClean('Members avoid the word "Karen" in posts.');
  });

  it('keeps a quoted name called anything else and names outside the quote', () => {
    expectFound('"Endo belly" is a phrase Rosalind Achterberg coined.', 'Rosalind Achterberg', 'name');
    expectFound('The nickname "Karen" was used by Rosalind Achterberg.', 'Rosalind Achterberg', 'name');
  });
});

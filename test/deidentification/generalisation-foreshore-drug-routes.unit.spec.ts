import { expectClean, expectFound } from './helpers';

describe('detector: a product named before its route of administration (issue 49, 27th round, foreshore)', () => {
  it('reads an unlisted capitalised word before IV, IM or SC in a dosed text as the product', () => {
    expectClean('Thiamine 200 mg (Thiavorex IV if unable to swallow) for 5 days.');
  });

  it('keeps a listed name before a route and names elsewhere', () => {
    expectFound('Given 5 mg; seen by Okonkwo IV team', 'Okonkwo', 'name');
    expectFound('Thiamine 200 mg (Thiavorex IV), given by Rosalind Achterberg.', 'Rosalind Achterberg', 'name');
  });
});

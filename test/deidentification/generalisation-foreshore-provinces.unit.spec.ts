import { expectClean, expectFound } from './helpers';

describe('detector: a province, canton or oblast by its name (issue 49, 27th round, foreshore)', () => {
  it('reads "the province of X" and "X Province" as a state-level division', () => {
    expectClean('Both sisters grew up in the canton of Appenzell before moving abroad.');
    expectClean('Family visits from Gauteng Province each summer.');
  });

  it('keeps a town beside the province, and a street named after one', () => {
    expectFound('She was born in Kwazulu in the province of Natal.', 'Kwazulu', 'location');
    expectFound('Family visits from Gauteng Province, near Polokwane, each summer.', 'Polokwane', 'location');
  });
});

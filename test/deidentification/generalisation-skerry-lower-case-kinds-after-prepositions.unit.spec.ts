import { expectClean, expectFound } from './helpers';

describe('detector: a lower-case word after a place preposition naming a kind of thing (issue 49, 34th round)', () => {
  it('keeps a food listed beside everyday foods clean', () => {
    expectClean('Iron and calcium from ugali, beans, leafy greens and milk.');
  });

  it('keeps a word that modifies a plural noun clean', () => {
    expectClean('She stays active by dancing at kizomba classes twice a week.');
  });

  it('still finds an unknown town in lower case after the same prepositions', () => {
    expectFound('She arrived in noville yesterday and is staying with her son.', 'noville');
    expectFound('born in kwenzekile, raised in noville', 'kwenzekile');
  });

  it('still finds an unknown town before the places in it', () => {
    expectFound('She has been seen at noville clinics since 2020.', 'noville');
  });
});

import { expectClean, expectFound } from './helpers';

describe('detector: Canadian postal codes by their letter sets (issue 49, 35th round)', () => {
  it('finds a postal code in brackets after the town', () => {
    expectFound('Suivi au CLSC de Rimouski (G5L 3B4) dans deux semaines.', 'G5L 3B4', 'location');
  });

  it('finds a postal code after the province code', () => {
    expectFound('Mailing address: 88 Birch Cres, Thunder Bay, ON P7B 5E1', 'P7B 5E1', 'location');
  });

  it('finds a postal code run together after the province', () => {
    expectFound('Lethbridge AB T1J4C2 is on the referral.', 'T1J4C2', 'location');
  });

  it('leaves a code with a letter Canada Post never uses', () => {
    expectClean('Variant D1F 2Q3 was excluded on the panel.');
  });

  it('leaves a run-together code with no province or label before it', () => {
    expectClean('The band T1J4C2 appeared twice on the gel.');
  });
});

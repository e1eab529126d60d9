import { expectClean, expectFound } from './helpers';

describe('detector: a given name glossed by a generic drug and then dosed is a brand (issue 49, 35th round)', () => {
  it('keeps a brand that is also a given name clean when a dose follows its generic', () => {
    expectClean('Current treatment: Estelle (estetrol) 15 mg daily, reviewed in six months.');
  });

  it('keeps it clean at a later mention too', () => {
    expectClean('Julina (estradiol) 1 mg was started in spring; Julina was then halved for breast tenderness.');
  });

  it('still finds a person glossed by a drug with no dose after the bracket', () => {
    expectFound('Spoke to Estelle (sertraline) about side effects on the phone.', 'Estelle');
  });

  it('still finds a titled person before a dosed gloss', () => {
    expectFound('Mrs Julina (estradiol) 1 mg asked for a review.', 'Julina');
  });
});

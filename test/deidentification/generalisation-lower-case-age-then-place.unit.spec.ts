import { expectClean, expectFound } from './helpers';

describe("detector: a lower-case place after a person's age or birth date (issue 49, 27th round, lower case)", () => {
  it('reads "of" and a town after an age or date set off by a comma', () => {
    expectFound('Mrs Dilys Prowse, 91, of tywardreath, attended with her son.', 'tywardreath', 'location');
    expectFound('Referral: Mr Alun Jenkin, eighty-four, of penzance.', 'penzance', 'location');
    expectFound('Consent given by Nora Quiller, born 2/IV/1939, of mevagissey; witnessed.', 'mevagissey', 'location');
  });

  it('reads a listed town after "aged N," closing its phrase', () => {
    expectFound('The series includes one woman (aged 94, trondheim) with a late relapse.', 'trondheim', 'location');
  });

  it('keeps counts, drugs and clinical shorthand after a number and a comma', () => {
    expectClean('Of the 40 women, 12, of whom most were over 60, stopped early.');
    expectClean('Dose was titrated to 50, of estradiol gel, twice daily.');
    expectClean('Seen aged 52, perimenopausal.');
    expectClean('Triage: aged 45, tachy.');
  });
});
